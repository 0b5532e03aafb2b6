import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { FormMetaContext } from './form-meta.ts';
import type { DomainForm } from './use-domain-form.ts';

/** Gives a record form's fields their values, errors, asterisks and read-only state. */
export function DomainFormProvider<V extends FieldValues, O>({
  domainForm,
  readOnly,
  children,
}: {
  domainForm: DomainForm<V, O>;
  readOnly: boolean;
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
