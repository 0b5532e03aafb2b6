import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (opened) {
      setValue('');
      setTouched(false);
    }
  }, [opened]);
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
          <TextInput
            label={t('list.manualId.label')}
            required
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && !valid ? t('validation.required') : null}
            data-autofocus
          />
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
