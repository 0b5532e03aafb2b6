import type { ReactNode } from 'react';

/** Characters typed before the search starts, unless the field says otherwise (spec 000 §5). */
export const ENTITY_SELECT_MIN_CHARS = 3;
/** Pause after the last keystroke before searching (spec 000 §5, §9: 200 ms in the shared selector). */
export const ENTITY_SELECT_DEBOUNCE_MS = 200;
/** Results a search asks for; an answer this long may be incomplete (spec 000 §7.2, §9: 100). */
export const ENTITY_SELECT_CAP = 100;

/** What every entity selector takes, single or multiple. */
export interface EntitySelectCommonProps<T> {
  label: string;
  /** Fetches the records matching the typed text (at most `cap` of them); a rejection reads as no result. */
  search: (text: string, signal: AbortSignal) => Promise<readonly T[]>;
  /** A stable identity of a record (its id, its brand, …). */
  getKey: (item: T) => string | number;
  /** What the field shows for a chosen record. */
  getLabel: (item: T) => string;
  /** How an option reads in the list (default: its label). */
  renderOption?: (item: T) => ReactNode;
  /** Default {@link ENTITY_SELECT_MIN_CHARS}. */
  minChars?: number;
  /** The page size the search asks for; an answer of that many shows the incomplete-results warning. */
  cap?: number;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  onBlur?: () => void;
  /** Read-only: the in-app route a chosen record links to (null: plain text). */
  getLink?: (item: T) => string | null;
  /** Adds a "+ Info" badge that opens a modal with this content for the chosen record (single mode). */
  renderInfo?: (item: T) => ReactNode;
  /** Title of the "+ Info" modal (default: the label). */
  infoTitle?: string;
}

/** One record or none. */
export interface EntitySelectSingleValue<T> {
  multiple?: false;
  value: T | null;
  onChange: (value: T | null) => void;
}

/** Any number of records. */
export interface EntitySelectMultipleValue<T> {
  multiple: true;
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/** Props of the entity selector, single or multiple. */
export type EntitySelectProps<T> = EntitySelectCommonProps<T> &
  (EntitySelectSingleValue<T> | EntitySelectMultipleValue<T>);
