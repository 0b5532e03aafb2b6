import { Alert, Button, Checkbox, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { SigninCredentials } from '@sigsa/domain/access/signin';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/page-heading.tsx';
import { ApiError } from '../platform/api-client.ts';
import { useLazySchemaForm } from '../platform/forms/use-lazy-schema-form.ts';
import { HOME_PATH, safeReturnPath } from '../platform/public-routes.ts';
import { signIn } from '../platform/session-api.ts';
import { clearSession, setSessionUser } from '../platform/session-store.ts';
import type { SignInValues } from './sign-in-rules.ts';

const BLANK: SignInValues = { username: '', password: '', rememberMe: false };
// The rules bring zod: they load beside the page, which stays within its first-load budget (issue 20).
const loadRules = () => import('./sign-in-rules.ts').then((module) => module.signInRules);

/** The message to show next to the form for a failed sign-in: the server's own when it gave one. */
function failureMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('errors.network');
    if (error.message.trim()) return error.message;
  }
  return t('errors.unexpected');
}

/**
 * Sign-in (route `autenticar`): username, password and "Lembrar-me". A refusal (401 bad credentials,
 * 429 too many attempts) is shown above the form with the server's message. On success the entry guard
 * picks the role or sends the user to the profile choice.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { form, required } = useLazySchemaForm<SignInValues, SigninCredentials>({
    loadRules,
    defaultValues: BLANK,
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // The credentials as the server's schema parsed them: the username trimmed, the password as typed.
  const submit = form.handleSubmit(async (credentials) => {
    setFailure(null);
    clearSession();
    try {
      const user = await signIn({ ...credentials, rememberMe: form.getValues('rememberMe') });
      setSessionUser(user);
      await navigate(safeReturnPath(searchParams.get('next')) ?? HOME_PATH, { replace: true });
    } catch (error) {
      setFailure(failureMessage(error, t));
      // A fresh password field, not yet left: no "required" until the user leaves it empty again.
      form.resetField('password');
      passwordRef.current?.focus();
    }
  });

  return (
    <Paper maw={440} mx="auto" p="xl" withBorder shadow="sm">
      <PageHeading title={t('signIn.title')} focusOnArrival={false} />
      <Text mb="lg">{t('signIn.intro')}</Text>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-describedby={failure ? 'sign-in-failure' : undefined}
      >
        <Stack gap="md">
          {failure && (
            <Alert
              id="sign-in-failure"
              color="red"
              variant="light"
              title={t('signIn.failed')}
              icon={<IconAlertCircle aria-hidden="true" />}
              role="alert"
            >
              {failure}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="username"
            render={({ field }) => (
              <TextInput
                label={t('signIn.username')}
                name={field.name}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required={required.has('username')}
                value={field.value}
                error={errors.username?.message}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                data-autofocus
                autoFocus
              />
            )}
          />
          <Controller
            control={form.control}
            name="password"
            render={({ field }) => (
              <PasswordInput
                ref={passwordRef}
                label={t('signIn.password')}
                name={field.name}
                autoComplete="current-password"
                required={required.has('password')}
                value={field.value}
                error={errors.password?.message}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Controller
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                label={t('signIn.rememberMe')}
                description={t('signIn.rememberMeHint')}
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Button type="submit" loading={isSubmitting} fullWidth size="md">
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
