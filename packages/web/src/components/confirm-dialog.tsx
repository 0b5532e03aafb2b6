import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  opened: boolean;
  /** Default "Confirmação". */
  title?: string;
  /** Default "Deseja confirmar?". */
  message?: ReactNode;
  /** Default "Confirmar". */
  confirmLabel?: string;
  /** Default "Cancelar". */
  cancelLabel?: string;
  /** May return a promise: the confirm button shows loading, and both buttons wait, until it settles. */
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
}

/**
 * The confirmation dialog (spec 000 §2.6): "Deseja confirmar?" with Confirmar and Cancelar. The caller closes
 * it (through `opened`) once `onConfirm` has done its work; a rejected `onConfirm` leaves it open, since the
 * API client has already shown the error toast.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The API client has shown the error toast; the dialog stays open so the user can retry or cancel.
    } finally {
      setBusy(false);
    }
  };
  const body = message ?? t('widgets.confirm.message');
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title ?? t('widgets.confirm.title')}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
    >
      <Stack>
        {typeof body === 'string' ? <Text>{body}</Text> : body}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('widgets.confirm.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={busy} data-autofocus>
            {confirmLabel ?? t('widgets.confirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
