import { Alert, Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { passwordChangeSchema, PASSWORD_MIN } from '@sigsa/domain/access/password-rules';
import type { CurrentUser } from '@sigsa/domain/access/user';
import { REQUIRED_MESSAGE } from '@sigsa/domain/validation/messages';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PageHeading } from '../components/page-heading.tsx';
import { apiRequest } from '../platform/api-client.ts';
import { useSchemaForm } from '../platform/forms/use-schema-form.ts';
import { HOME_PATH, safeReturnPath } from '../platform/public-routes.ts';
import { fetchCurrentUser } from '../platform/session-api.ts';
import { setSessionUser } from '../platform/session-store.ts';
import { showSuccessToast } from '../platform/toasts.ts';

interface PasswordValues {
  palavraPasseAtual: string;
  palavraPasseNova: string;
  confirmacao: string;
}

const BLANK: PasswordValues = { palavraPasseAtual: '', palavraPasseNova: '', confirmacao: '' };
const FIELDS = ['palavraPasseAtual', 'palavraPasseNova', 'confirmacao'] as const;

/** The message of a confirmation that does not repeat the new password. */
const MISMATCH = 'As palavras-passe não coincidem.';

/** The domain's rules of a change (the server's own), plus the repeat the form asks for. */
function schemaFor(username: string) {
  return z
    .object({ confirmacao: z.string().min(1, { error: REQUIRED_MESSAGE }) })
    .and(passwordChangeSchema(username))
    .superRefine((values, ctx) => {
      if (values.confirmacao !== '' && values.confirmacao !== values.palavraPasseNova)
        ctx.addIssue({ code: 'custom', message: MISMATCH, path: ['confirmacao'] });
    });
}

/**
 * `autenticar/alterar-palavra-passe` (issue 13): a signed-in user changes their password — forced after Gerir
 * gave them a temporary one (creation, reset), by choice from the user menu. The rules are the domain's: at
 * least 12 characters, not the username, not a common one, not the current one.
 */
export function PasswordChangePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const user = useLoaderData<CurrentUser>();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = schemaFor(user.username);
  const { form, required } = useSchemaForm<PasswordValues, unknown>({
    schemaOf: () => schema,
    toDraft: (values) => ({ ...values }),
    defaultValues: BLANK,
    fields: FIELDS,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async () => {
    setFailure(null);
    const { palavraPasseAtual, palavraPasseNova } = form.getValues();
    try {
      await apiRequest('accounts/current/alterarPalavraPasse', {
        method: 'POST',
        body: { palavraPasseAtual, palavraPasseNova },
        handledStatuses: [400],
      });
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('errors.unexpected'));
      return;
    }
    const updated = await fetchCurrentUser();
    if (updated) setSessionUser(updated);
    showSuccessToast(t('passwordChange.done'));
    await navigate(safeReturnPath(searchParams.get('next')) ?? HOME_PATH, { replace: true });
  });

  const field = (name: keyof PasswordValues, label: string, autoComplete: string, autoFocus = false) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: bound }) => (
        <PasswordInput
          label={label}
          name={bound.name}
          autoComplete={autoComplete}
          required={required.has(name)}
          value={bound.value}
          error={errors[name]?.message}
          onChange={(event) => bound.onChange(event.currentTarget.value)}
          onBlur={bound.onBlur}
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
        />
      )}
    />
  );

  return (
    <Paper maw={480} mx="auto" p="xl" withBorder shadow="sm">
      <PageHeading title={t('passwordChange.title')} focusOnArrival={false} />
      <Text mb="lg">
        {user.alterarPalavraPasse ? t('passwordChange.forced') : t('passwordChange.intro')}{' '}
        {t('passwordChange.rules', { min: PASSWORD_MIN })}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" role="alert" title={t('passwordChange.failed')}>
              {failure}
            </Alert>
          )}
          {field('palavraPasseAtual', t('passwordChange.current'), 'current-password', true)}
          {field('palavraPasseNova', t('passwordChange.new'), 'new-password')}
          {field('confirmacao', t('passwordChange.repeat'), 'new-password')}
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('passwordChange.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
