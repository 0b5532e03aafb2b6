import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link WarningDialog}. */
export interface WarningDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  onClose: () => void;
}

/** The warning dialog (spec 000 §2.6): a title, a message and a single "Fechar" button. */
export function WarningDialog({ opened, title, message, onClose }: WarningDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('widgets.dialog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
