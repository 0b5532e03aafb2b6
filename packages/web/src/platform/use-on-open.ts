import { useEffect, useRef } from 'react';

/**
 * Runs `reset` each time `opened` turns true, and while open each time `subject` changes (the record the modal
 * edits, by id, once it has loaded) — and only then. A modal's form starts afresh when it opens, but a render of
 * the page behind it while it is open (a list answer arriving, a query refetched) must not undo what the user
 * has typed or ticked: callers pass new arrays and objects on every render, so an effect keyed on them would
 * fire again.
 */
export function useOnOpen(opened: boolean, reset: () => void, subject: unknown = null): void {
  const last = useRef<{ opened: boolean; subject: unknown }>({ opened: false, subject });
  useEffect(() => {
    const before = last.current;
    if (opened && (!before.opened || before.subject !== subject)) reset();
    last.current = { opened, subject };
  });
}
