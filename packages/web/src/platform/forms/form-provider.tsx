import { useMemo, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormMetaContext } from './form-meta.ts';
import { useFormStatus, type FormStatus, type FormStatusSnapshot } from './form-status.ts';

/**
 * What the fields need of a form: react-hook-form's handle and the fields carrying an asterisk, given as a set
 * (a small form, useSchemaForm) or followed in a record form's status (useDomainForm).
 */
export type ProvidedForm<V extends FieldValues, C, O> =
  | { form: UseFormReturn<V, C, O>; required: ReadonlySet<string> }
  | { form: UseFormReturn<V, C, O>; status: FormStatus };

const NONE: ReadonlySet<string> = new Set();
const NO_STATUS: FormStatus = {
  get: () => ({ required: NONE, summary: [], hasErrors: false, dirty: false, revision: 0 }),
  subscribe: () => () => undefined,
};
const requiredOf = (snapshot: FormStatusSnapshot) => snapshot.required;

/**
 * Gives a form's bound inputs (components/form-inputs) their values, errors, asterisks and read-only state: a
 * record form's (useDomainForm) or a small form's (useSchemaForm). The meta is one object for as long as the
 * asterisks and the read-only state hold, so a render of the provider re-renders no field by itself.
 */
export function DomainFormProvider<V extends FieldValues, C, O>({
  domainForm,
  readOnly = false,
  children,
}: {
  domainForm: ProvidedForm<V, C, O>;
  readOnly?: boolean;
  children: ReactNode;
}) {
  const followed = useFormStatus('status' in domainForm ? domainForm.status : NO_STATUS, requiredOf);
  const required = 'required' in domainForm ? domainForm.required : followed;
  const meta = useMemo(() => ({ required, readOnly }), [required, readOnly]);
  return (
    <FormProvider {...domainForm.form}>
      <FormMetaContext.Provider value={meta}>{children}</FormMetaContext.Provider>
    </FormProvider>
  );
}
