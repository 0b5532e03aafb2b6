import type { AdminField } from '@sigsa/domain/admin/admin-entity';
import { useQuery } from '@tanstack/react-query';
import { FormCodeMultiSelect, FormCodeSelect, FormYesNo } from '../components/form-inputs/choice-inputs.tsx';
import { FormRefMultiSelect, FormRefSelect } from '../components/form-inputs/select-inputs.tsx';
import { todayIn } from '@sigsa/domain/validation/dates';
import { FormDateField } from '../components/form-inputs/date-input.tsx';
import { FormMapPicker } from '../components/form-inputs/map-input.tsx';
import { FormNumberInput, FormTextarea, FormTextInput } from '../components/form-inputs/text-inputs.tsx';
import { referenceListQueryOptions } from '../platform/lookups/reference-lists.ts';
import type { NamedRef } from '../platform/record-api.ts';

/** The rows a reference field offers: the repository's active rows (archived ones are left out by the server). */
function ReferenceInput({ field }: { field: AdminField }) {
  const options = useQuery(referenceListQueryOptions<NamedRef>(field.repository ?? '')).data ?? [];
  const props = { name: field.key, label: field.label, description: field.description, options };
  return field.input === 'multisearch' ? <FormRefMultiSelect {...props} /> : <FormRefSelect {...props} />;
}

/**
 * One field of Gerir's generic form, by its input type (issue 13: the interaction dialog's inputs, 000 §2.6).
 * Values, messages, asterisks and read-only state come from the enclosing form.
 */
export function AdminFieldInput({ field, autoFocus }: { field: AdminField; autoFocus?: boolean }) {
  const common = { name: field.key, label: field.label, description: field.description, autoFocus };
  switch (field.input) {
    case 'text':
      return <FormTextInput {...common} secret={field.secret} />;
    case 'color':
      return <FormTextInput {...common} />;
    case 'textarea':
      return <FormTextarea {...common} />;
    case 'integer':
    case 'number':
      return (
        <FormNumberInput
          {...common}
          min={field.min}
          max={field.max}
          allowDecimal={field.input === 'number'}
        />
      );
    case 'boolean':
      return <FormYesNo {...common} />;
    case 'option':
      return <FormCodeSelect {...common} options={field.options ?? []} />;
    case 'multioption':
      return <FormCodeMultiSelect {...common} options={field.options ?? []} />;
    case 'search':
    case 'multisearch':
      return <ReferenceInput field={field} />;
    case 'location':
      return <FormMapPicker name={field.key} label={field.label} />;
    case 'date':
      return <FormDateField {...common} max={field.notFuture ? todayIn(new Date()) : null} />;
  }
}
