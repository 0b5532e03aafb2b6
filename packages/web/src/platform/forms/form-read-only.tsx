import { useMemo, type ReactNode } from 'react';
import { FormMetaContext, useFormMeta } from './form-meta.ts';

/**
 * Makes the bound inputs inside read-only when `readOnly` holds, whatever the form (a field the state freezes:
 * set at creation only, editable in INICIAL only). Never makes a read-only form edit.
 */
export function FormReadOnly({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  const meta = useFormMeta();
  // The same object while nothing changes: a new one would re-render every field inside.
  const value = useMemo(() => ({ ...meta, readOnly: meta.readOnly || readOnly }), [meta, readOnly]);
  return <FormMetaContext.Provider value={value}>{children}</FormMetaContext.Provider>;
}
