import { useCallback, useState } from 'react';
import { writeStorage } from './list-state.ts';

/** Local storage key of whether a list's filter panel is open: one choice per list. */
export function filterPanelStorageKey(entity: string): string {
  return `${entity}.filtersPanel`;
}

/** The stored choice for `entity`; open unless the user folded it. */
export function readFilterPanelOpen(entity: string): boolean {
  try {
    return JSON.parse(window.localStorage.getItem(filterPanelStorageKey(entity)) ?? 'true') !== false;
  } catch {
    return true;
  }
}

/**
 * Whether the list's filter panel is open, and its setter: folded, the table takes the panel's width (a 1024 px
 * screen needs it). Remembered per list, like the list's columns.
 */
export function useFilterPanelOpen(entity: string): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => readFilterPanelOpen(entity));
  const change = useCallback(
    (next: boolean) => {
      setOpen(next);
      writeStorage(filterPanelStorageKey(entity), next);
    },
    [entity],
  );
  return [open, change];
}
