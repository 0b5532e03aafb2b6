import { Button, Group, Modal, Stack } from '@mantine/core';
import { visibleFields, type AdminEntity, type AdminField } from '@sigsa/domain/admin/admin-entity';
import { adminSchema } from '@sigsa/domain/admin/admin-schema';
import { useMemo } from 'react';
import { DomainFormProvider } from '../platform/forms/form-provider.tsx';
import { useSchemaForm } from '../platform/forms/use-schema-form.ts';
import { useOnOpen } from '../platform/use-on-open.ts';
import { FieldInput } from './form-inputs/field-input.tsx';
import { adminDraft, adminFormValues, type AdminFormValues } from './form-inputs/field-values.ts';

/** What the interaction dialog asks: its title, its fields, its buttons. */
export interface InteractionDialogProps {
  opened: boolean;
  title: string;
  /** The fields, by input type (000 §2.6), with their rules (required, limits, formats, `visibleWhen`…). */
  fields: readonly AdminField[];
  /** Values the fields start with (references as `{ id, nome }`); each opening starts afresh from them. */
  initialValues?: Readonly<Record<string, unknown>>;
  confirmLabel: string;
  closeLabel: string;
  onClose: () => void;
  /** The values, checked by the fields' schema (references as ids, blanks as null). */
  onConfirm: (values: Record<string, unknown>) => void;
}

/**
 * The generic interaction dialog (000 §2.5, §2.6): any fields, each drawn by its input type, checked by the
 * schema its descriptors give (the domain's `adminSchema`), so its messages are 000 §5's; the confirm button is
 * disabled while anything is invalid. The manual identifier prompt is one.
 */
export function InteractionDialog({
  opened,
  title,
  fields,
  initialValues,
  confirmLabel,
  closeLabel,
  onClose,
  onConfirm,
}: InteractionDialogProps) {
  const entity: AdminEntity = useMemo(
    () => ({ entity: 'dialog', path: '', title, singular: title, fields }),
    [title, fields],
  );
  const schema = useMemo(() => adminSchema(entity, { creating: true }), [entity]);
  const start = useMemo(() => adminFormValues(entity, initialValues ?? null), [entity, initialValues]);
  const schemaForm = useSchemaForm<AdminFormValues, Record<string, unknown>>({
    schemaOf: () => schema,
    toDraft: (values) => adminDraft(entity, values),
    defaultValues: start,
    fields: fields.map((field) => field.key),
  });
  const { form } = schemaForm;
  useOnOpen(opened, () => form.reset(start));
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <DomainFormProvider domainForm={schemaForm}>
        <form onSubmit={(event) => void form.handleSubmit((values) => onConfirm(values))(event)}>
          <Stack>
            {visibleFields(entity, form.watch()).map((field, index) => (
              <FieldInput key={field.key} field={field} autoFocus={index === 0} />
            ))}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {closeLabel}
              </Button>
              <Button type="submit" disabled={!form.formState.isValid}>
                {confirmLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </DomainFormProvider>
    </Modal>
  );
}
