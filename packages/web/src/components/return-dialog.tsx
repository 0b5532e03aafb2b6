import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { REQUIRED_MESSAGE } from '@sigsa/domain/validation/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnOpen } from '../platform/use-on-open.ts';

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

/**
 * The return dialog (spec 000 §2.6, 001 §5 "reason required"): a required "Motivo" and "Observações",
 * required too when the reason asks for them. Confirmar stays disabled while the form is invalid; the
 * required message shows once a field has been left. Each opening starts afresh.
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
  const [reasonKey, setReasonKey] = useState<string | null>(null);
  const [observacoes, setObservacoes] = useState('');
  const [touched, setTouched] = useState({ reason: false, observacoes: false });
  const [busy, setBusy] = useState(false);
  useOnOpen(opened, () => {
    setReasonKey(null);
    setObservacoes('');
    setTouched({ reason: false, observacoes: false });
  });

  const reason = reasons.find((r) => String(r.id) === reasonKey) ?? null;
  const observacoesRequired = reason?.requerObservacao === true;
  const observacoesMissing = observacoesRequired && observacoes.trim() === '';
  const valid = reason !== null && !observacoesMissing;

  const submit = async () => {
    if (!reason || !valid || busy) return;
    setBusy(true);
    try {
      await onConfirm({
        idMotivo: reason.id,
        observacoes: observacoes.trim() === '' ? null : observacoes.trim(),
      });
    } catch {
      // The API client has shown the error toast; the dialog stays open as it was.
    } finally {
      setBusy(false);
    }
  };

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
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Select
            label={t('widgets.return.reason')}
            placeholder={t('widgets.return.reasonPlaceholder')}
            required
            data={reasons.map((r) => ({ value: String(r.id), label: r.nome }))}
            value={reasonKey}
            onChange={(value) => {
              setReasonKey(value);
              setTouched((current) => ({ ...current, reason: true }));
            }}
            onBlur={() => setTouched((current) => ({ ...current, reason: true }))}
            description={reason?.descricao ?? undefined}
            nothingFoundMessage={t('widgets.return.noReasons')}
            error={touched.reason && reason === null ? REQUIRED_MESSAGE : null}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <Textarea
            label={t('widgets.return.observations')}
            required={observacoesRequired}
            autosize
            minRows={3}
            maxRows={8}
            value={observacoes}
            onChange={(event) => setObservacoes(event.currentTarget.value)}
            onBlur={() => setTouched((current) => ({ ...current, observacoes: true }))}
            error={touched.observacoes && observacoesMissing ? REQUIRED_MESSAGE : null}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('widgets.confirm.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={busy}>
              {confirmLabel ?? t('widgets.confirm.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
