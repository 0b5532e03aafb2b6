import type { AdminField } from '@sigsa/domain/admin/admin-entity';
import { todayIn } from '@sigsa/domain/validation/dates';
import { useQuery } from '@tanstack/react-query';
import { referenceListQueryOptions } from '../../platform/lookups/reference-lists.ts';
import type { NamedRef } from '../../platform/record-api.ts';
import {
  FormCheckbox,
  FormCodeMultiSelect,
  FormCodeSelect,
  FormRadioOptions,
  FormYesNo,
} from './choice-inputs.tsx';
import { FormDateField, FormDateTimeField } from './date-input.tsx';
import { FormDocumentInput } from './document-inputs.tsx';
import { FormMapPicker } from './map-input.tsx';
import { FormRefMultiSelect, FormRefSelect } from './select-inputs.tsx';
import { FormNumberInput, FormTextarea, FormTextInput } from './text-inputs.tsx';

/** The rows a reference field offers: the repository's active rows (archived ones are left out by the server). */
function ReferenceInput({ field }: { field: AdminField }) {
  const options = useQuery(referenceListQueryOptions<NamedRef>(field.repository ?? '')).data ?? [];
  const props = { name: field.key, label: field.label, description: field.description, options };
  return field.input === 'multisearch' ? <FormRefMultiSelect {...props} /> : <FormRefSelect {...props} />;
}

/**
 * One field of the enclosing form by its descriptor's input type: Gerir's generic form and the interaction dialog
 * (000 §2.6: date, datetime, file, multioption, option, search, and the simple inputs checkbox, radiobutton,
 * radiobutton-inline, textarea, boolean, location, text). Values, messages, asterisks and read-only state come
 * from the enclosing form.
 */
export function FieldInput({ field, autoFocus }: { field: AdminField; autoFocus?: boolean }) {
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
      return field.display === 'checkbox' ? <FormCheckbox {...common} /> : <FormYesNo {...common} />;
    case 'option':
      return field.display === 'radio' || field.display === 'radio-inline' ? (
        <FormRadioOptions
          {...common}
          options={field.options ?? []}
          inline={field.display === 'radio-inline'}
        />
      ) : (
        <FormCodeSelect {...common} options={field.options ?? []} />
      );
    case 'multioption':
      return <FormCodeMultiSelect {...common} options={field.options ?? []} />;
    case 'search':
    case 'multisearch':
      return <ReferenceInput field={field} />;
    case 'location':
      return <FormMapPicker name={field.key} label={field.label} />;
    case 'date':
      return <FormDateField {...common} max={field.notFuture ? todayIn(new Date()) : null} />;
    case 'datetime':
      return <FormDateTimeField {...common} />;
    case 'file':
      return <FormDocumentInput name={field.key} label={field.label} description={field.description} />;
  }
}
