import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MOTIVO_REVOGACAO_MAX,
  revogacaoSchema,
  type RevogacaoInput,
} from '@sigsa/domain/certificados/certificado';
import { valuesResolver } from '../../platform/forms/domain-resolver.ts';
import { useOnOpen } from '../../platform/use-on-open.ts';

interface RevogacaoForm {
  motivo: string;
}

const EMPTY: RevogacaoForm = { motivo: '' };

/**
 * "Revogar certificado" (ROLE_SIGSA): a required reason, checked by the domain's schema as on the server. The
 * caller closes the dialog once the revocation went through; on an error it stays open as it was.
 */
export function RevogarCertificadoDialog({
  opened,
  numero,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  numero: string;
  onConfirm: (input: RevogacaoInput) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useForm<RevogacaoForm, unknown, RevogacaoInput>({
    defaultValues: EMPTY,
    mode: 'onTouched',
    resolver: valuesResolver(
      () => revogacaoSchema,
      (values) => ({ motivo: values.motivo }),
    ),
  });
  useOnOpen(opened, () => form.reset(EMPTY));
  const submit = form.handleSubmit(async (input) => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm(input);
    } catch {
      // The API client has shown the error; the dialog stays open.
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={t('certificado.revogarTitulo', { numero })}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Textarea
            label={t('certificado.motivo')}
            required
            autosize
            minRows={3}
            maxLength={MOTIVO_REVOGACAO_MAX}
            error={form.formState.errors.motivo?.message}
            {...form.register('motivo')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('certificado.cancelar')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('certificado.revogar')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
