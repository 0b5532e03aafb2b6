import { useRef } from 'react';

/**
 * The last value that was not null. A modal that closes keeps showing what it showed while its exit transition
 * runs: fed the "closed" value at once, its title and fields would change under the user's eyes, and for a
 * moment there would be a dialog that no longer is the one that was open.
 */
export function useLastPresent<T>(value: T | null): T | null {
  const last = useRef<T | null>(value);
  if (value !== null) last.current = value;
  return last.current;
}
