import { useSyncExternalStore } from 'react';

/** What a record screen shows of its form besides the fields: asterisks, summary, errors known, unsaved changes. */
export interface FormStatusSnapshot {
  /** The fields the schema requires for submission given the other values (000 §5: the asterisks). */
  required: ReadonlySet<string>;
  /** After an attempt, one line per problem, for the validation error list; empty before. */
  summary: readonly string[];
  /** The form knows of a problem now (spec 002 §4: submit and validate are unavailable while it does). */
  hasErrors: boolean;
  /** Unsaved changes. */
  dirty: boolean;
  /** Counts the form's changes: a part of the screen that reads the values elsewhere re-checks on it. */
  revision: number;
}

/**
 * A record form's status, apart from the screen's render: each part that shows a piece of it subscribes to that
 * piece alone (`useFormStatus`), so a change of a field re-renders what changed, not the screen and every field
 * in it (a tick in the 3,259-parish tree must not re-render the whole sanitary-risk screen).
 */
export interface FormStatus {
  get: () => FormStatusSnapshot;
  subscribe: (listener: () => void) => () => void;
}

/** The status and the way to change it, for the form that owns it. */
export interface FormStatusStore extends FormStatus {
  /** Takes the new status; parts equal in content keep their previous value, so their readers stay put. */
  set: (next: FormStatusSnapshot) => void;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const key of a) if (!b.has(key)) return false;
  return true;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}

/** A status store holding `initial`. */
export function formStatusStore(initial: FormStatusSnapshot): FormStatusStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      const kept: FormStatusSnapshot = {
        required: sameSet(current.required, next.required) ? current.required : next.required,
        summary: sameList(current.summary, next.summary) ? current.summary : next.summary,
        hasErrors: next.hasErrors,
        dirty: next.dirty,
        revision: next.revision,
      };
      const changed = (Object.keys(kept) as (keyof FormStatusSnapshot)[]).some((k) => kept[k] !== current[k]);
      if (!changed) return;
      current = kept;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * One piece of a form's status (`select` must return a piece as stored, or a value compared by identity): the
 * component re-renders when that piece changes only.
 */
export function useFormStatus<T>(status: FormStatus, select: (snapshot: FormStatusSnapshot) => T): T {
  return useSyncExternalStore(status.subscribe, () => select(status.get()));
}
