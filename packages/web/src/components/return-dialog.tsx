import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { returnDecisionSchema, type ReturnDecisionInput } from '@sigsa/domain/workflow/return-decision';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valuesResolver } from '../platform/forms/domain-resolver.ts';
import { useTranslation } from 'react-i18next';
import { useOnOpen } from '../platform/use-on-open.ts';
import { COMBOBOX_PROPS } from './form-inputs/select-inputs.tsx';

/** A return reason (tiposMotivosDevolucao) the user may pick. */
export interface ReturnReason {
  id: number | string;
  nome: string;
  descricao?: string | null;
  /** The observations become required when this reason is chosen. */
  requerObservacao?: boolean;
}

/** What the return dialog answers (spec 001 §3: return-modal output). */
export interface ReturnDecision {
  idMotivo: ReturnReason['id'];
  /** Trimmed; null when left blank. */
  observacoes: string | null;
}

/** Props of {@link ReturnDialog}. */
export interface ReturnDialogProps {
  opened: boolean;
  reasons: readonly ReturnReason[];
  /** May return a promise: the confirm button shows loading until it settles; the caller closes the dialog. */
  onConfirm: (decision: ReturnDecision) => void | Promise<void>;
  onClose: () => void;
  /** Default "Devolver registo". */
  title?: string;
  /** Default "Confirmar". */
  confirmLabel?: string;
}

interface ReturnForm {
  /** The chosen reason's option key. */
  idMotivo: string | null;
  observacoes: string;
}

const EMPTY: ReturnForm = { idMotivo: null, observacoes: '' };

/**
 * The return dialog (spec 000 §2.6, 001 §5 "reason required"): a required "Motivo" and "Observações",
 * required too when the reason asks for them — the domain's return schema decides, as on the server.
 * Confirmar stays disabled while the form is invalid; a message shows once its field has been left. Each
 * opening starts afresh.
 */
export function ReturnDialog({
  opened,
  reasons,
  onConfirm,
  onClose,
  title,
  confirmLabel,
}: ReturnDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const reasonOf = (key: string | null) => reasons.find((r) => String(r.id) === key) ?? null;
  const form = useForm<ReturnForm, unknown, ReturnDecisionInput>({
    defaultValues: EMPTY,
    mode: 'onTouched',
    // The schema depends on the chosen reason, so it is chosen per check.
    resolver: valuesResolver(
      (values) => returnDecisionSchema(reasonOf(values.idMotivo)?.requerObservacao === true),
      (values) => ({
        idMotivo: values.idMotivo === null ? null : Number(values.idMotivo),
        observacoes: values.observacoes,
      }),
    ),
  });
  useOnOpen(opened, () => form.reset(EMPTY));
  const reason = reasonOf(useWatch({ control: form.control, name: 'idMotivo' }));
  const { errors, isValid } = form.formState;

  const submit = form.handleSubmit(async (decision) => {
    if (!reason || busy) return;
    setBusy(true);
    try {
      // The reason's own id (number or text), as the list gave it.
      await onConfirm({ idMotivo: reason.id, observacoes: decision.observacoes ?? null });
    } catch {
      // The API client has shown the error toast; the dialog stays open as it was.
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
      title={title ?? t('widgets.return.title')}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
    >
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          <Controller
            control={form.control}
            name="idMotivo"
            render={({ field }) => (
              <Select
                label={t('widgets.return.reason')}
                placeholder={t('widgets.return.reasonPlaceholder')}
                required
                data={reasons.map((r) => ({ value: String(r.id), label: r.nome }))}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                  // Whether the observations are required follows the reason.
                  if (form.getFieldState('observacoes').isTouched) void form.trigger('observacoes');
                }}
                onBlur={field.onBlur}
                description={reason?.descricao ?? undefined}
                nothingFoundMessage={t('widgets.return.noReasons')}
                error={errors.idMotivo?.message}
                comboboxProps={COMBOBOX_PROPS}
                data-autofocus
              />
            )}
          />
          <Controller
            control={form.control}
            name="observacoes"
            render={({ field }) => (
              <Textarea
                label={t('widgets.return.observations')}
                required={reason?.requerObservacao === true}
                autosize
                minRows={3}
                maxRows={8}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                error={errors.observacoes?.message}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('widgets.confirm.cancel')}
            </Button>
            <Button type="submit" disabled={!isValid} loading={busy}>
              {confirmLabel ?? t('widgets.confirm.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
