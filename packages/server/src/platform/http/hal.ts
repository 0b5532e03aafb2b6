/** Page information of a HAL list (spec 000 §3 "Page response"). */
export interface PageInfo {
  size: number;
  totalElements: number;
  totalPages: number;
  number: number;
}

/** A HAL list: `_embedded.<entity>`, `page`, `_links.self`. */
export interface HalPage<T> {
  _embedded: Record<string, T[]>;
  page: PageInfo;
  _links: { self: { href: string } };
}

/** `{ href }` link relative to the API root. */
export function link(path: string): { href: string } {
  return { href: `/api/${path.replace(/^\/+/, '')}` };
}

/** Builds a HAL list for one page of `entity`. */
export function halPage<T>(
  entity: string,
  items: T[],
  page: { number: number; size: number; totalElements: number },
  selfPath: string,
): HalPage<T> {
  return {
    _embedded: { [entity]: items },
    page: {
      size: page.size,
      totalElements: page.totalElements,
      totalPages: page.size > 0 ? Math.ceil(page.totalElements / page.size) : 0,
      number: page.number,
    },
    _links: { self: link(selfPath) },
  };
}
