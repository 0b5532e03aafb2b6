import { useEffect, useRef, useState } from 'react';

/** Table overlay timing (spec 000 §4.2, §9): shown after 100 ms of loading, kept at least 500 ms. */
export const OVERLAY_DELAY_MS = 100;
/** See {@link OVERLAY_DELAY_MS}. */
export const OVERLAY_MINIMUM_MS = 500;

/**
 * Whether the loading overlay shows: only once `loading` has lasted `delay` ms (fast answers never flash it),
 * and then for at least `minimum` ms (slow answers do not make it flicker).
 */
export function useDelayedOverlay(
  loading: boolean,
  delay: number = OVERLAY_DELAY_MS,
  minimum: number = OVERLAY_MINIMUM_MS,
): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    if (loading) {
      if (shownAt.current !== null) return undefined;
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, delay);
      return () => clearTimeout(timer);
    }
    if (shownAt.current === null) return undefined;
    const remaining = Math.max(0, minimum - (Date.now() - shownAt.current));
    const timer = setTimeout(() => {
      shownAt.current = null;
      setVisible(false);
    }, remaining);
    return () => clearTimeout(timer);
  }, [loading, delay, minimum]);

  return visible;
}
