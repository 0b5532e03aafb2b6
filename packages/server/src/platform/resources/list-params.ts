import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@sigsa/domain/list/page';
import { badRequest } from '../http/errors.ts';

/** Largest page number accepted (keeps OFFSET arithmetic far from overflow). */
export const MAX_PAGE_NUMBER = 1_000_000;

/** The query string of a list call, as ordered key/value pairs (repeated keys kept). */
export type QueryPairs = readonly (readonly [string, string])[];

/** Paging, sorting and projection parameters common to the list routes. */
export interface ListParams {
  page: number;
  size: number;
  sort: string[];
  projection: string | null;
  hateoas: boolean;
}

/** Reads the raw query string of a request URL, keeping repeated keys; never builds objects from keys. */
export function queryPairs(url: string): QueryPairs {
  const at = url.indexOf('?');
  if (at < 0) return [];
  const pairs = [...new URLSearchParams(url.slice(at + 1)).entries()];
  // PostgreSQL refuses a NUL byte in text: no parameter carries one to SQL (a 400, not a database error).
  for (const [key, value] of pairs)
    if (key.includes('\u0000') || value.includes('\u0000'))
      throw badRequest('O pedido contém caracteres inválidos.', [
        { field: key.replaceAll('\u0000', ''), message: 'Contém caracteres inválidos.' },
      ]);
  return pairs;
}

/** The single value of `key`; 400 when repeated. */
export function single(pairs: QueryPairs, key: string): string | null {
  const values = pairs.filter(([k]) => k === key).map(([, v]) => v);
  if (values.length > 1) throw badRequest(`O parâmetro "${key}" foi indicado mais do que uma vez.`);
  return values[0] ?? null;
}

/** Every value of a repeatable `key`. */
export function repeated(pairs: QueryPairs, key: string): string[] {
  return pairs.filter(([k]) => k === key).map(([, v]) => v);
}

function integer(pairs: QueryPairs, key: string, fallback: number, min: number, max: number): number {
  const text = single(pairs, key);
  if (text === null || text === '') return fallback;
  if (!/^\d{1,9}$/.test(text)) throw badRequest(`O parâmetro "${key}" tem de ser um número inteiro.`);
  const value = Number(text);
  if (value < min || value > max)
    throw badRequest(`O parâmetro "${key}" tem de estar entre ${min} e ${max}.`);
  return value;
}

/** Parses page (from 0), size (1…MAX_PAGE_SIZE, default 10), sort, projection and hateoas. */
export function listParams(pairs: QueryPairs, defaultSize: number = DEFAULT_PAGE_SIZE): ListParams {
  const hateoas = single(pairs, 'hateoas');
  if (hateoas !== null && hateoas !== 'true' && hateoas !== 'false')
    throw badRequest('O parâmetro "hateoas" tem de ser true ou false.');
  return {
    page: integer(pairs, 'page', 0, 0, MAX_PAGE_NUMBER),
    size: integer(pairs, 'size', defaultSize, 1, MAX_PAGE_SIZE),
    sort: repeated(pairs, 'sort'),
    projection: single(pairs, 'projection') || null,
    hateoas: hateoas !== 'false',
  };
}

/**
 * `count` of a list call: true (the default) answers the page with its totals; `false` answers the page alone,
 * without counting (the count then comes from `search/count`, off the page's critical path).
 */
export function countParam(pairs: QueryPairs): boolean {
  return booleanParam(pairs, 'count', true);
}

/**
 * `exato` of `search/count` (ours, issue 17): false by default (the count stops at the cap, as the list's); true
 * counts every row, for the "Contar todos" of a list whose total is capped.
 */
export function exactParam(pairs: QueryPairs): boolean {
  return booleanParam(pairs, 'exato', false);
}

/** A `true` / `false` query parameter, `fallback` when absent or empty; anything else is a 400 naming it. */
function booleanParam(pairs: QueryPairs, name: string, fallback: boolean): boolean {
  const value = single(pairs, name);
  if (value === null || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest(`O parâmetro "${name}" tem de ser true ou false.`);
}

/** Longest `filters` parameter, in characters. */
const MAX_FILTERS_JSON = 65_536;

/** A 400 about the `filters` parameter, naming it. */
function badFilters(message: string): never {
  throw badRequest(message, [{ field: 'filters', message }]);
}

/**
 * The filters of a call, as `[property, filter JSON]` pairs: one query parameter per filter keyed by its
 * property (`search/filter`, spec 000 §7.2), and the `filters` parameter of `search/find` — a JSON array of the
 * same filter objects, each naming its property in `prop` (absent or `[]`: none).
 */
export function filterPairs(pairs: QueryPairs, reserved: ReadonlySet<string>): QueryPairs {
  const byParameter = pairs.filter(([k]) => !reserved.has(k) && k !== 'filters');
  const listed = pairs.filter(([k]) => k === 'filters');
  if (listed.length === 0) return byParameter;
  if (listed.length > 1) badFilters('O parâmetro "filters" foi indicado mais do que uma vez.');
  const text = listed[0]?.[1] ?? '';
  if (text.trim() === '') return byParameter;
  if (text.length > MAX_FILTERS_JSON) badFilters('O parâmetro "filters" é demasiado longo.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    badFilters('O parâmetro "filters" tem de ser uma lista JSON de filtros.');
  }
  if (!Array.isArray(parsed)) badFilters('O parâmetro "filters" tem de ser uma lista JSON de filtros.');
  const fromList = parsed.map((item: unknown, index): [string, string] => {
    const prop = typeof item === 'object' && item !== null && 'prop' in item ? item.prop : undefined;
    if (typeof prop !== 'string' || prop === '')
      badFilters(`O filtro ${index + 1} de "filters" não indica a propriedade ("prop").`);
    return [prop, JSON.stringify(item)];
  });
  return [...byParameter, ...fromList];
}
