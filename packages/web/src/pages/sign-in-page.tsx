import { Alert, Button, Checkbox, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/page-heading.tsx';
import { ApiError } from '../platform/api-client.ts';
import { HOME_PATH, safeReturnPath } from '../platform/public-routes.ts';
import { signIn } from '../platform/session-api.ts';
import { clearSession, setSessionUser } from '../platform/session-store.ts';

type Field = 'username' | 'password';

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
  const [values, setValues] = useState({ username: '', password: '', rememberMe: false });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const errorOf = (field: Field) =>
    touched[field] && values[field].trim() === '' ? t('validation.required') : null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (values.username.trim() === '' || values.password === '') return;
    setSubmitting(true);
    setFailure(null);
    clearSession();
    try {
      const user = await signIn({ ...values, username: values.username.trim() });
      setSessionUser(user);
      await navigate(safeReturnPath(searchParams.get('next')) ?? HOME_PATH, { replace: true });
    } catch (error) {
      setFailure(failureMessage(error, t));
      setValues((current) => ({ ...current, password: '' }));
      setTouched((current) => ({ ...current, password: false }));
      passwordRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Paper maw={440} mx="auto" p="xl" withBorder shadow="sm">
      <PageHeading title={t('signIn.title')} focusOnArrival={false} />
      <Text mb="lg">{t('signIn.intro')}</Text>
      <form
        onSubmit={(event) => void handleSubmit(event)}
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
          <TextInput
            label={t('signIn.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={values.username}
            error={errorOf('username')}
            onChange={(event) => setValues({ ...values, username: event.currentTarget.value })}
            onBlur={() => setTouched({ ...touched, username: true })}
            data-autofocus
            autoFocus
          />
          <PasswordInput
            ref={passwordRef}
            label={t('signIn.password')}
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            error={errorOf('password')}
            onChange={(event) => setValues({ ...values, password: event.currentTarget.value })}
            onBlur={() => setTouched({ ...touched, password: true })}
          />
          <Checkbox
            label={t('signIn.rememberMe')}
            description={t('signIn.rememberMeHint')}
            name="rememberMe"
            checked={values.rememberMe}
            onChange={(event) => setValues({ ...values, rememberMe: event.currentTarget.checked })}
          />
          <Button type="submit" loading={submitting} fullWidth size="md">
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
