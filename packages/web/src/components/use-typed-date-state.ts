import { REQUIRED_MESSAGE } from '@sigsa/domain/validation/messages';
import { useEffect, useState } from 'react';

/** What {@link useTypedDateState} needs to know about a date-like field. */
export interface TypedDateOptions {
  /** The wire value; null when empty or while the typed text is not valid. */
  value: string | null;
  /** The text the field shows for a wire value; '' when empty. */
  display: (value: string | null) => string;
  /** The wire value a typed text stands for when it is valid and inside the bounds; null otherwise. */
  accept: (text: string) => string | null;
  /** The message for a non-empty text that is malformed or out of bounds; null when it is fine. */
  validate: (text: string) => string | null;
  /** Whether two wire values stand for the same value (default: the same string). */
  same?: (a: string | null, b: string | null) => boolean;
  /** Length of a fully typed text ("dd/MM/yyyy" and so on). */
  fullLength: number;
  required: boolean;
  /** An error from outside (the form's schema, the server), shown when the text has none of its own. */
  error: string | null | undefined;
}

/** The text a date-like field shows, the error it shows, and the events that change them. */
export interface TypedDateState {
  text: string;
  shownError: string | null;
  /** The user typed `text`: keep showing it, even while it is no valid value. */
  type: (text: string) => void;
  /** Show the wire value again instead of the typed text. */
  forgetTyped: () => void;
  /** The user left the field: its own errors show from now on. */
  touch: () => void;
}

function sameString(a: string | null, b: string | null): boolean {
  return a === b;
}

/**
 * The typed text of a date or date-time field against its wire value (spec 000 §5): a half-typed or invalid
 * text stays on screen while the value is null, a new value from outside replaces a text it does not match,
 * and the field's own messages (required, format, bounds) show once it is touched, or once it is dirty and the
 * text is complete or cleared.
 */
export function useTypedDateState({
  value,
  display,
  accept,
  validate,
  same = sameString,
  fullLength,
  required,
  error,
}: TypedDateOptions): TypedDateState {
  // What the user has typed, while it differs from what `value` would show (an incomplete or invalid date).
  const [typed, setTyped] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    // A new value from outside (a record loaded, a form reset) replaces a typed text it does not match.
    setTyped((current) => (current !== null && same(accept(current), value) ? current : null));
    // Only a new value matters here; the bounds are read as they are now.
  }, [value]);

  const text = typed ?? display(value);
  const trimmed = text.trim();
  const ownError = trimmed === '' ? (required ? REQUIRED_MESSAGE : null) : validate(text);
  // While a date is being typed, a half-written text is not yet an error worth showing; a cleared one is.
  const settled = trimmed === '' || trimmed.length >= fullLength;
  const shownError = (touched || (dirty && settled) ? ownError : null) ?? error ?? null;

  return {
    text,
    shownError,
    type: (input) => {
      setDirty(true);
      setTyped(input);
    },
    forgetTyped: () => setTyped(null),
    touch: () => setTouched(true),
  };
}
