/** Page sizes offered by the list (spec 000 §9). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** Default page size (spec 000 §9). */
export const DEFAULT_PAGE_SIZE = 10;

/** Largest page size the server accepts (entity filter queries ask for up to 1000; option lists 10000). */
export const MAX_PAGE_SIZE = 10_000;

/** Up to this many rows the total is exact; beyond it the list says "more than" (docs/api.md). */
export const COUNT_CAP = 10_000;

/** Page information of a list response (spec 000 §3 "Page response"). */
export interface PageInfo {
  size: number;
  /** Exact up to {@link COUNT_CAP}; when `totalCapped` is true, the real total is larger than this. */
  totalElements: number;
  totalPages: number;
  number: number;
  totalCapped?: boolean;
}

/** A HAL list response: `_embedded.<entity>`, `page`, `_links.self`. */
export interface HalList<T> {
  _embedded: Record<string, T[]>;
  page: PageInfo;
  _links: { self: { href: string } };
}

/** Message of a sort on a column that cannot be sorted (spec 000 §5). */
export const UNSORTABLE_MESSAGE = 'Não é possível ordenar por esta coluna.';
