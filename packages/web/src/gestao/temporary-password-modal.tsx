import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A temporary password, shown once (issue 13: creation and reset): the administrator hands it over; the user
 * must change it at the next sign-in. Nothing keeps it once the dialog closes.
 */
export function TemporaryPasswordModal({
  password,
  onClose,
}: {
  password: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={password !== null} onClose={onClose} title={t('gestao.password.title')}>
      <Stack>
        <Text>{t('gestao.password.text')}</Text>
        <Code block fz="lg" data-testid="palavra-passe-temporaria">
          {password}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={password ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {t(copied ? 'gestao.password.copied' : 'gestao.password.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('gestao.password.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
