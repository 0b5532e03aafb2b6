import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormMetaContext } from './form-meta.ts';

/** What the fields need of a form: react-hook-form's handle and the fields carrying an asterisk. */
export interface ProvidedForm<V extends FieldValues, C, O> {
  form: UseFormReturn<V, C, O>;
  required: ReadonlySet<string>;
}

/**
 * Gives a form's bound inputs (components/form-inputs) their values, errors, asterisks and read-only state: a
 * record form's (useDomainForm) or a small form's (useSchemaForm).
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
  return (
    <FormProvider {...domainForm.form}>
      <FormMetaContext.Provider value={{ required: domainForm.required, readOnly }}>
        {children}
      </FormMetaContext.Provider>
    </FormProvider>
  );
}
