import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** Props of {@link RequiredTextInput}. */
export interface RequiredTextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Takes the focus when its modal opens. */
  autoFocus?: boolean;
}

/**
 * A required text field (spec 000 §5): the asterisk, and "Este campo é obrigatório" once the field has been
 * left empty. Its modal unmounts it on close, so each opening starts untouched.
 */
export function RequiredTextInput({ label, value, onChange, autoFocus = false }: RequiredTextInputProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  return (
    <TextInput
      label={label}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => setTouched(true)}
      error={touched && value.trim() === '' ? t('validation.required') : null}
      data-autofocus={autoFocus || undefined}
    />
  );
}

/** Props of {@link ReportForm}. */
export interface ReportFormProps {
  /** Gravar stays disabled while false (spec 000 §5 "confirm button disabled while its form is invalid"). */
  valid: boolean;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** Shows Remover (an existing category or report); absent for a new one. */
  onRemove?: () => void;
  children: ReactNode;
}

/**
 * The form of the saved-report modals, "Guardar filtros como relatório" and "Editar categoria" (spec 000 §2.5):
 * its fields, then Cancelar, Remover (existing only) and Gravar. Enter submits only a valid form.
 */
export function ReportForm({ valid, busy, onSubmit, onCancel, onRemove, children }: ReportFormProps) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onSubmit();
      }}
    >
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
          <Button type="submit" disabled={!valid} loading={busy}>
            {t('list.actions.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
