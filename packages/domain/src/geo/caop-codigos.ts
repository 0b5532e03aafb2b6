// The CAOP's codes, apart from any schema: the tree and the map read them without loading a validation library.

/** A parish code (`dicofre`): district and municipality digits, then two digits or letters (`0302FA`). */
export const DICOFRE_PATTERN = /^\d{4}[0-9A-Z]{2}$/;
