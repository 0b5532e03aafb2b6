import { ENTIDADE_PATTERN, isSafeJson } from '@sigsa/domain/list/reports';
import { badRequest } from '../platform/http/errors.ts';

/** What the category list can be narrowed by: roots only or one parent's children, and one entity. */
export interface CategoriaFilter {
  pai?: 'IS_NULL' | number;
  entidade?: string;
}

const MAX_ID = 2_147_483_647;

/** 400 for a filter parameter that cannot be read; names the property, never echoes the value. */
function invalidFilter(prop: string): Error {
  return badRequest(`Filtro inválido: ${prop}.`, [{ field: prop, message: 'Filtro inválido' }]);
}

/** Parses one filter parameter (spec 000 §7.2: JSON with type, prop, value) and checks it names `prop`. */
function readFilter(prop: string, raw: string): { type: unknown; value: unknown } | null {
  if (raw.trim() === '') return null;
  if (!isSafeJson(raw)) throw invalidFilter(prop);
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidFilter(prop);
  const record = parsed as Record<string, unknown>;
  if (record.prop !== undefined && record.prop !== prop) throw invalidFilter(prop);
  return { type: record.type, value: record.value };
}

/**
 * The `pai` and `entidade` filters of `categoriasRelatorios/search/filter`:
 * `pai` takes `"IS_NULL"` (roots) or a category id; `entidade` an entity name, matched exactly.
 * Empty values are skipped, as the generic list does.
 */
export function parseCategoriaFilter(params: {
  pai?: string | undefined;
  entidade?: string | undefined;
}): CategoriaFilter {
  const filter: CategoriaFilter = {};
  if (params.pai !== undefined) {
    const pai = readFilter('pai', params.pai);
    if (pai && pai.value !== null && pai.value !== '') {
      if (pai.type !== undefined && pai.type !== 'NUMBER' && pai.type !== 'OPTION')
        throw invalidFilter('pai');
      if (pai.value === 'IS_NULL') filter.pai = 'IS_NULL';
      else {
        const id =
          typeof pai.value === 'string' && /^\d{1,10}$/.test(pai.value) ? Number(pai.value) : pai.value;
        if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID)
          throw invalidFilter('pai');
        filter.pai = id;
      }
    }
  }
  if (params.entidade !== undefined) {
    const entidade = readFilter('entidade', params.entidade);
    if (entidade && entidade.value !== null && entidade.value !== '') {
      const okType =
        entidade.type === undefined ||
        (typeof entidade.type === 'string' && ['STRING', 'TEXT', 'OPTION', 'ENUM'].includes(entidade.type));
      if (!okType || typeof entidade.value !== 'string' || !ENTIDADE_PATTERN.test(entidade.value))
        throw invalidFilter('entidade');
      filter.entidade = entidade.value;
    }
  }
  return filter;
}
