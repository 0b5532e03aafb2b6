import type { AdminField } from '../admin/admin-entity.ts';

/**
 * The one field of the manual identifier prompt of a list whose records are added under an identifier the user
 * gives (000 §2.5, route data `manualId`): required (000 §5), trimmed — an interaction dialog's text field.
 */
export function manualIdField(label: string): AdminField {
  return { key: 'id', label, input: 'text', required: true };
}
