import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { ENTITY_SELECT_DEBOUNCE_MS, type EntitySelectCommonProps } from './entity-select-props.ts';

/** The last answer of the search, for the text it answered. */
export interface EntitySearchAnswer<T> {
  text: string;
  items: readonly T[];
}

/** Debounced type-ahead: searches once `text` has `minChars` characters and the user stops typing. */
export function useEntitySearch<T>(
  search: EntitySelectCommonProps<T>['search'],
  text: string,
  active: boolean,
  minChars: number,
): { answer: EntitySearchAnswer<T> | null; loading: boolean; pending: boolean } {
  const [debounced] = useDebouncedValue(text.trim(), ENTITY_SELECT_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<EntitySearchAnswer<T> | null>(null);
  const [loading, setLoading] = useState(false);
  // Callers pass a new function on every render; searching again for each would never settle.
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });
  useEffect(() => {
    if (!active || debounced.length < minChars) {
      setAnswer(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const settle = (items: readonly T[]) => {
      if (controller.signal.aborted) return;
      setAnswer({ text: debounced, items });
      setLoading(false);
    };
    // The API client has already shown the error toast; a failed search lists nothing (spec 000 §8.2).
    searchRef.current(debounced, controller.signal).then(settle, () => settle([]));
    return () => controller.abort();
  }, [debounced, active, minChars]);
  const typed = text.trim();
  return { answer, loading, pending: loading || (typed.length >= minChars && typed !== debounced) };
}
