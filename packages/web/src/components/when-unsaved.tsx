import type { ReactNode } from 'react';
import { useFormStatus, type FormStatus } from '../platform/forms/form-status.ts';

/**
 * Its children while the record form has unsaved changes (a screen's "unsaved" notice): it follows the form's
 * status itself, so the screen around it does not re-render when the form becomes dirty or clean again.
 */
export function WhenUnsaved({ status, children }: { status: FormStatus; children: ReactNode }) {
  const dirty = useFormStatus(status, (snapshot) => snapshot.dirty);
  return dirty ? children : null;
}
