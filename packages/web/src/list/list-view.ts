import { useCallback, useState } from 'react';
import { writeStorage } from './list-state.ts';

/** How a list shows its records: the table, or the map (lists whose resource declares one). */
export type ListViewKind = 'tabela' | 'mapa';

/** Local storage key of a list's view: one choice per list, like its columns. */
export function listViewStorageKey(entity: string): string {
  return `${entity}.view`;
}

/** The stored view of `entity`: the map only if it has one and the user left it on the map. */
export function readListView(entity: string, hasMap: boolean): ListViewKind {
  if (!hasMap) return 'tabela';
  try {
    return JSON.parse(window.localStorage.getItem(listViewStorageKey(entity)) ?? '"tabela"') === 'mapa'
      ? 'mapa'
      : 'tabela';
  } catch {
    return 'tabela';
  }
}

/** The list's view and its setter, remembered per list. */
export function useListView(entity: string, hasMap: boolean): [ListViewKind, (view: ListViewKind) => void] {
  const [view, setView] = useState<ListViewKind>(() => readListView(entity, hasMap));
  const change = useCallback(
    (next: ListViewKind) => {
      const allowed = hasMap ? next : 'tabela';
      setView(allowed);
      writeStorage(listViewStorageKey(entity), allowed);
    },
    [entity, hasMap],
  );
  return [view, change];
}
