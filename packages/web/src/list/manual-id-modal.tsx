import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredTextInput } from './report-form.tsx';
import { useOnOpen } from '../platform/use-on-open.ts';

/** The manual identifier prompt (spec 000 §2.5): a required text, Fechar and Guardar (disabled while empty). */
export function ManualIdModal({
  opened,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  useOnOpen(opened, () => setValue(''));
  const valid = value.trim() !== '';
  return (
    <Modal opened={opened} onClose={onClose} title={t('list.manualId.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onConfirm(value.trim());
        }}
      >
        <Stack>
          <RequiredTextInput label={t('list.manualId.label')} value={value} onChange={setValue} autoFocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('list.actions.close')}
            </Button>
            <Button type="submit" disabled={!valid}>
              {t('list.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
