// The browser's local storage as the app uses it: JSON values, and a storage that private browsing, a locked-down
// kiosk or a full quota refuses costs only what it would have remembered (lists' preferences, Início's figures).

/** The JSON value kept under `key`, or null (nothing kept, not JSON, or no storage). */
export function readStoredJson(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** Writes `value` as JSON under `key`; a full or disabled storage only loses it. */
export function writeStorage(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing or a full quota: the screen still works, it just forgets.
  }
}

/** Removes `key` from local storage. */
export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeStorage.
  }
}
