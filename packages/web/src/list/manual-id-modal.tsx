import { Button, Group, Modal, Stack } from '@mantine/core';
import { manualIdSchema, type ManualIdInput } from '@sigsa/domain/list/manual-id';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '../components/form-inputs/text-inputs.tsx';
import { DomainFormProvider } from '../platform/forms/form-provider.tsx';
import { useSchemaForm } from '../platform/forms/use-schema-form.ts';
import { useOnOpen } from '../platform/use-on-open.ts';

interface ManualIdValues {
  id: string;
}

const EMPTY: ManualIdValues = { id: '' };
const FIELDS = ['id'] as const;
const schemaOf = () => manualIdSchema;
const toDraft = (values: ManualIdValues) => ({ id: values.id });

/**
 * The manual identifier prompt (spec 000 §2.5): the identifier the domain requires, Fechar and Guardar
 * (disabled while invalid). Gives the identifier trimmed; each opening starts afresh.
 */
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
  const schemaForm = useSchemaForm<ManualIdValues, ManualIdInput>({
    schemaOf,
    toDraft,
    defaultValues: EMPTY,
    fields: FIELDS,
  });
  const { form } = schemaForm;
  useOnOpen(opened, () => form.reset(EMPTY));
  return (
    <Modal opened={opened} onClose={onClose} title={t('list.manualId.title')}>
      <DomainFormProvider domainForm={schemaForm}>
        <form onSubmit={(event) => void form.handleSubmit(({ id }) => onConfirm(id))(event)}>
          <Stack>
            <FormTextInput name="id" label={t('list.manualId.label')} autoFocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('list.actions.close')}
              </Button>
              <Button type="submit" disabled={!form.formState.isValid}>
                {t('list.actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </DomainFormProvider>
    </Modal>
  );
}
