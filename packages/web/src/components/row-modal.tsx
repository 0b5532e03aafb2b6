import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormDraft } from '@sigsa/domain/validation/form-schema';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DomainFormProvider } from '../platform/forms/form-provider.tsx';
import { useSchemaForm } from '../platform/forms/use-schema-form.ts';
import { useOnOpen } from '../platform/use-on-open.ts';

/**
 * A large modal of a record's child row (spec 002 §2, §9: dialogs are large): each opening, or another row while
 * open, starts its content afresh.
 */
export function RowModal({
  opened,
  title,
  subject,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  /** The row it shows (its key): a new one restarts the content. */
  subject: unknown;
  onClose: () => void;
  children: ReactNode;
}) {
  const [opening, setOpening] = useState(0);
  useOnOpen(opened, () => setOpening((n) => n + 1), subject);
  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={title}>
      <Fragment key={opening}>{children}</Fragment>
    </Modal>
  );
}

/** Props of {@link RowForm}. */
export interface RowFormProps<V extends FieldValues, O = unknown> {
  /**
   * The domain's row schema, the server's; chosen by the values when a rule needs them. Its output is the payload
   * `onSave` receives (`O`, named by the caller that reads it).
   */
  schemaOf: (values: V) => z.ZodType<NoInfer<O>>;
  /** The row's payload (references as ids, counts as numbers). */
  toDraft: (values: V) => FormDraft;
  defaultValues: V;
  /** The fields that may carry an asterisk. */
  fields: readonly string[];
  /** Viewing a row of a record that does not edit: no Guardar. */
  readOnly: boolean;
  /** The row as the form holds it, once the schema accepts it, and the schema's parsed payload. */
  onSave: (values: V, payload: O) => void;
  onClose: () => void;
  /** Disables Guardar besides an invalid form (nothing left to choose). */
  blocked?: boolean;
  /** Any change of the values (e.g. to withdraw a refusal the last Guardar showed: the user is fixing it). */
  onChange?: () => void;
  children: ReactNode;
}

/**
 * The form of a child row's modal: the domain row schema checks it (messages, asterisks); Guardar stays disabled
 * while it is invalid (spec 002 §2 "Animal modals") and hands over the values; Cancelar closes.
 */
export function RowForm<V extends FieldValues, O = unknown>(props: RowFormProps<V, O>) {
  const {
    schemaOf,
    toDraft,
    defaultValues,
    fields,
    readOnly,
    onSave,
    onClose,
    blocked = false,
    onChange,
    children,
  } = props;
  const { t } = useTranslation();
  const domainForm = useSchemaForm<V, O>({
    schemaOf,
    toDraft,
    defaultValues: defaultValues as DefaultValues<V>,
    fields,
  });
  const { form } = domainForm;
  useEffect(() => {
    if (!onChange) return;
    const subscription = form.watch(() => onChange());
    return () => subscription.unsubscribe();
  }, [form, onChange]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit((payload) => onSave(form.getValues(), payload))();
      }}
    >
      <DomainFormProvider domainForm={domainForm} readOnly={readOnly}>
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(readOnly ? 'widgets.dialog.close' : 'records.actions.cancel')}
            </Button>
            {!readOnly && (
              <Button type="submit" disabled={blocked || !form.formState.isValid}>
                {t('records.actions.guardar')}
              </Button>
            )}
          </Group>
        </Stack>
      </DomainFormProvider>
    </form>
  );
}
