import type { AdminField, AdminOption } from '../admin-entity.ts';

// The fields most administered entities share, so that a code is a code everywhere.

/** The code other records and the reference files key on: given once, never changed, unique. */
export function codigoField(maxLength = 64): AdminField {
  return {
    key: 'codigo',
    label: 'Código',
    input: 'text',
    required: true,
    maxLength,
    immutable: true,
    unique: true,
    pattern: {
      regex: /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/,
      message: 'Use letras, algarismos, ponto, hífen, barra ou sublinhado, sem espaços.',
    },
  };
}

/** The name a row is shown by. */
export function nomeField(label = 'Nome', maxLength = 255): AdminField {
  return { key: 'nome', label, input: 'text', required: true, maxLength };
}

/** Display order in selectors (lower first). */
export const ORDEM_FIELD: AdminField = {
  key: 'ordem',
  label: 'Ordem',
  input: 'integer',
  min: 0,
  max: 100_000,
};

/** A yes/no flag. */
export function flag(key: string, label: string, description?: string): AdminField {
  return { key, label, input: 'boolean', ...(description ? { description } : {}) };
}

/** An optional one-line text. */
export function text(key: string, label: string, maxLength = 255): AdminField {
  return { key, label, input: 'text', maxLength };
}

/** Options whose labels are their values. */
export function same(values: readonly string[]): AdminOption[] {
  return values.map((value) => ({ value, label: value }));
}
