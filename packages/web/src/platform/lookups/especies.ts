import type { NamedRef } from '../record-api.ts';
import { referenceListQueryOptions } from './reference-lists.ts';

/** A species as the lists name it; `domestico` tells the domestic ones (notification types) from the wild. */
export interface EspecieRef extends NamedRef {
  domestico?: boolean | null;
  /** Its group in the reference data ("Aves de capoeira", "Bovinos", …). */
  grupo?: string | null;
}

/** Every species, by name (`especies/search/filter?size=1000&sort=nome,asc`). */
export function especiesQueryOptions() {
  return referenceListQueryOptions<EspecieRef>('especies');
}
