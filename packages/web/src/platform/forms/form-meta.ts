import { createContext, useContext } from 'react';

/** What every field of a form needs besides its value: the asterisks and whether the form edits. */
export interface FormMeta {
  required: ReadonlySet<string>;
  readOnly: boolean;
}

const NO_META: FormMeta = { required: new Set(), readOnly: false };

/** Given by a record form to its fields (with react-hook-form's FormProvider). */
export const FormMetaContext = createContext<FormMeta>(NO_META);

/** The meta of the enclosing form. */
export function useFormMeta(): FormMeta {
  return useContext(FormMetaContext);
}
