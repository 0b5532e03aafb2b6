import { useFormField } from '../../platform/forms/use-form-field.ts';
import { DocumentInput } from '../document-input.tsx';
import type { DocumentItem } from '../document-items.ts';

/**
 * The documents of a part of the enclosing record form (000 §2.6, §4.1): several, each with an optional title;
 * the items stay in the form until the record is saved, then go to the server (`platform/records/record-documents`).
 * Read-only, the stored ones as download links (without the description, which is about adding them).
 */
export function FormDocumentInput({
  name,
  label,
  description,
}: {
  name: string;
  label: string;
  description?: string;
}) {
  const field = useFormField<DocumentItem[] | null>(name);
  return (
    <DocumentInput
      label={label}
      // A hint on how to add files means nothing to a reader.
      description={field.readOnly ? undefined : description}
      value={field.value ?? []}
      onChange={(items) => field.onChange(items)}
      multiple
      withTitle
      readOnly={field.readOnly}
      error={field.error}
    />
  );
}
