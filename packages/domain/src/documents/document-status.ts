/** Statuses of a document item (spec 000 §4.1). */
export const DOCUMENT_STATUSES = [
  'TO_UPLOAD',
  'UPLOADING',
  'UPLOADED',
  'REMOTE',
  'TO_REMOVE',
  'TO_COPY',
  'ERROR',
] as const;

/** One of {@link DOCUMENT_STATUSES}. */
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
