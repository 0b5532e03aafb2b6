import type { ReactNode } from 'react';
import { FormMetaContext, useFormMeta } from './form-meta.ts';

/**
 * Makes the bound inputs inside read-only when `readOnly` holds, whatever the form (a field the state freezes:
 * set at creation only, editable in INICIAL only). Never makes a read-only form edit.
 */
export function FormReadOnly({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  const meta = useFormMeta();
  return (
    <FormMetaContext.Provider value={{ ...meta, readOnly: meta.readOnly || readOnly }}>
      {children}
    </FormMetaContext.Provider>
  );
}
