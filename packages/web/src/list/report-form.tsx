import { Button, Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DomainFormProvider } from '../platform/forms/form-provider.tsx';
import type { SchemaForm } from '../platform/forms/use-schema-form.ts';

/**
 * Runs one API call at a time for a form: `busy` while it runs. A failure is swallowed, since the API client
 * has already shown its error toast (spec 000 §8.1), and the form stays open as it was.
 */
export function useBusyAction(): { busy: boolean; run: (action: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The API client has shown the error toast.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Props of {@link ReportForm}. */
export interface ReportFormProps<V extends FieldValues, O> {
  /** The modal's form (its domain schema): Gravar stays disabled while it is invalid (000 §5). */
  schemaForm: SchemaForm<V, O>;
  busy: boolean;
  /** Called with the payload the domain schema parsed from a valid form. */
  onSubmit: (payload: O) => void;
  onCancel: () => void;
  /** Shows Remover (an existing category or report); absent for a new one. */
  onRemove?: () => void;
  children: ReactNode;
}

/**
 * The form of the saved-report modals, "Guardar filtros como relatório" and "Editar categoria" (spec 000 §2.5):
 * its bound fields, then Cancelar, Remover (existing only) and Gravar. Enter submits only a valid form.
 */
export function ReportForm<V extends FieldValues, O>({
  schemaForm,
  busy,
  onSubmit,
  onCancel,
  onRemove,
  children,
}: ReportFormProps<V, O>) {
  const { t } = useTranslation();
  const { form } = schemaForm;
  return (
    <DomainFormProvider domainForm={schemaForm}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('list.actions.cancel')}
            </Button>
            {onRemove && (
              <Button color="red" variant="light" onClick={onRemove} loading={busy}>
                {t('list.actions.remove')}
              </Button>
            )}
            <Button type="submit" disabled={!form.formState.isValid} loading={busy}>
              {t('list.actions.record')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DomainFormProvider>
  );
}
