/** A message for one field of a payload (a top-level name or a name inside a row). */
export interface FieldError {
  field: string;
  message: string;
}
