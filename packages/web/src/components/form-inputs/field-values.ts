import type { AdminEntity, AdminField } from '@sigsa/domain/admin/admin-entity';
import { blankValue } from '@sigsa/domain/admin/admin-schema';
import type { NamedRef } from '../../platform/record-api.ts';

// The values of a form built from field descriptors — Gerir's generic form, the interaction dialog — as the
// inputs hold them (references as `{id, nome}`, an empty number as '') and the payload the API and the domain
// schema take (references as ids, blanks as null).

/** The values of the generic form, by field key. */
export type AdminFormValues = Record<string, unknown>;

/** An empty input: a text or number input holds '' (the draft makes it null); the rest as the domain blanks it. */
function blank(field: AdminField): unknown {
  const typed = ['text', 'textarea', 'color', 'integer', 'number'].includes(field.input);
  return typed ? '' : blankValue(field);
}

/** The form's values for a new row (the code the manual identifier prompt asked, when given) or a stored one. */
export function adminFormValues(
  entity: AdminEntity,
  row: Readonly<Record<string, unknown>> | null,
  code: string | null = null,
): AdminFormValues {
  const values: AdminFormValues = {};
  for (const field of entity.fields) {
    const stored = row?.[field.key];
    values[field.key] = stored === null || stored === undefined ? blank(field) : stored;
  }
  if (!row) Object.assign(values, entity.view?.defaults);
  if (!row && code !== null && entity.codeField) values[entity.codeField] = code;
  return values;
}

/** The payload of the form's values, as the domain schema and the API take it. */
export function adminDraft(entity: AdminEntity, values: AdminFormValues): Record<string, unknown> {
  const draft: Record<string, unknown> = {};
  for (const field of entity.fields) {
    const value = values[field.key];
    switch (field.input) {
      case 'search':
        draft[field.key] = (value as NamedRef | null)?.id ?? null;
        break;
      case 'multisearch':
        draft[field.key] = ((value as NamedRef[] | null) ?? []).map((ref) => ref.id);
        break;
      case 'integer':
      case 'number':
        draft[field.key] = value === '' || value === null || value === undefined ? null : Number(value);
        break;
      case 'text':
      case 'textarea':
      case 'color':
      case 'boolean':
      case 'option':
      case 'multioption':
      case 'location':
      case 'date':
      case 'datetime':
      case 'file':
        draft[field.key] = value;
    }
  }
  return draft;
}
