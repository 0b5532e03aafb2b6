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
  return [...new URLSearchParams(url.slice(at + 1)).entries()];
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
  const value = single(pairs, 'count');
  if (value === null || value === '' || value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest('O parâmetro "count" tem de ser true ou false.');
}

/** The pairs that are not among `reserved`: the filter parameters. */
export function filterPairs(pairs: QueryPairs, reserved: ReadonlySet<string>): QueryPairs {
  return pairs.filter(([k]) => !reserved.has(k));
}
