// The document item of spec 000 §3 and its state machine (§4.1), without React or I/O: the widget and the
// uploader both move items only through `transition`, so every status change is written down once.

import type { DocumentStatus } from '@sigsa/domain/documents/document-status';

// The statuses are the domain's (one list, which `constants?typeName=DocumentStatus` also answers).
export type { DocumentStatus } from '@sigsa/domain/documents/document-status';

/** The message an item in ERROR shows (spec 000 §8.2). */
export const UPLOAD_ERROR_MESSAGE = 'Ocorreu um erro ao guardar o documento, por favor tente novamente.';

/** Delay between the server's answer to an upload and the item turning UPLOADED (spec 000 §9). */
export const UPLOADED_DELAY_MS = 100;

/** Delay between UPLOADED and REMOTE (spec 000 §9). */
export const REMOTE_DELAY_MS = 500;

/** File-name prefix of a webcam photo (spec 000 §9). */
export const WEBCAM_FILE_PREFIX = 'webcam-';

/** JPEG quality of a webcam photo (spec 000 §9). */
export const WEBCAM_JPEG_QUALITY = 1;

/** A document item (spec 000 §3): file, status, href, nome, id, progress, filename, titulo. */
export interface DocumentItem {
  /** Client-side identity (React key, target of events); never sent. */
  key: string;
  status: DocumentStatus;
  /** The local file, while it has not been sent. */
  file: File | null;
  /** Download link of a stored document. */
  href: string | null;
  /** Name the server stored. */
  nome: string | null;
  /** Server id: of the stored document, or for TO_COPY of the document to copy. */
  id: number | null;
  /** Upload progress, 0–100. */
  progress: number;
  /** Name of the local file. */
  filename: string | null;
  titulo: string | null;
  /** The server's reason for a failed upload (413, 415, …), shown under {@link UPLOAD_ERROR_MESSAGE}. */
  erro: string | null;
}

/** What an upload or a copy answers (spec 000 §7.4): `href`, `nome`, `id`. */
export interface StoredDocument {
  href: string;
  nome: string;
  id: number;
  titulo?: string | null;
}

/** What moves an item from one status to another. */
export type DocumentEvent =
  | { type: 'remove' }
  | { type: 'cancelRemoval' }
  | { type: 'retitle'; titulo: string }
  | { type: 'start' }
  | { type: 'progress'; progress: number }
  | { type: 'respond'; answer: StoredDocument }
  | { type: 'settle' }
  | { type: 'fail'; erro: string | null }
  | { type: 'deleted' }
  | { type: 'copied'; answer: StoredDocument };

let sequence = 0;

/** A fresh client-side key. */
export function newItemKey(): string {
  sequence += 1;
  return `doc-${sequence}`;
}

const EMPTY_ITEM: Omit<DocumentItem, 'key' | 'status'> = {
  file: null,
  href: null,
  nome: null,
  id: null,
  progress: 0,
  filename: null,
  titulo: null,
  erro: null,
};

/** A new TO_UPLOAD item for a file the user picked or captured. */
export function itemFromFile(file: File, titulo: string | null = null): DocumentItem {
  return { ...EMPTY_ITEM, key: newItemKey(), status: 'TO_UPLOAD', file, filename: file.name, titulo };
}

/** A document as a list or a record carries it: a stored one, or one still to copy. */
export interface DocumentSource {
  href?: string | null;
  nome?: string | null;
  id?: number | null;
  titulo?: string | null;
  file?: File | null;
  filename?: string | null;
  status?: DocumentStatus;
}

/**
 * Items as a form opens with them (spec 000 §4.1 "on load"): TO_COPY stays TO_COPY, a document with an href
 * and no local file is REMOTE, one with a local file is still TO_UPLOAD; anything else is left out.
 */
export function loadDocumentItems(sources: readonly DocumentSource[] | null | undefined): DocumentItem[] {
  const items: DocumentItem[] = [];
  for (const source of sources ?? []) {
    const common = {
      ...EMPTY_ITEM,
      key: newItemKey(),
      href: source.href ?? null,
      nome: source.nome ?? null,
      id: source.id ?? null,
      titulo: source.titulo ?? null,
      filename: source.filename ?? source.file?.name ?? null,
    };
    if (source.status === 'TO_COPY') items.push({ ...common, status: 'TO_COPY' });
    else if (source.file) items.push({ ...common, status: 'TO_UPLOAD', file: source.file });
    else if (source.href) items.push({ ...common, status: 'REMOTE', progress: 100 });
  }
  return items;
}

/**
 * The item after `event`, or null when the event drops it. An event that does not apply to the item's
 * status leaves it as it is.
 */
export function transition(item: DocumentItem, event: DocumentEvent): DocumentItem | null {
  const { status } = item;
  switch (event.type) {
    case 'remove':
      // A stored document is only deleted when the form is saved; anything else was never stored.
      if (status === 'REMOTE') return { ...item, status: 'TO_REMOVE' };
      return status === 'UPLOADING' || status === 'UPLOADED' || status === 'TO_REMOVE' ? item : null;
    case 'cancelRemoval':
      return status === 'TO_REMOVE' ? { ...item, status: 'REMOTE' } : item;
    case 'retitle':
      return status === 'TO_UPLOAD' || status === 'TO_COPY' ? { ...item, titulo: event.titulo } : item;
    case 'start':
      return status === 'TO_UPLOAD' ? { ...item, status: 'UPLOADING', progress: 0, erro: null } : item;
    case 'progress':
      return status === 'UPLOADING' ? { ...item, progress: clampProgress(event.progress) } : item;
    case 'respond':
      return status === 'UPLOADING' ? { ...item, ...stored(event.answer), status: 'UPLOADED' } : item;
    case 'settle':
      return status === 'UPLOADED' ? { ...item, status: 'REMOTE', file: null } : item;
    case 'fail':
      return status === 'UPLOADING' ? { ...item, status: 'ERROR', erro: event.erro } : item;
    case 'deleted':
      return status === 'TO_REMOVE' ? null : item;
    case 'copied':
      return status === 'TO_COPY' ? { ...item, ...stored(event.answer), status: 'REMOTE' } : item;
  }
}

function stored(answer: StoredDocument): Partial<DocumentItem> {
  return {
    href: answer.href,
    nome: answer.nome,
    id: answer.id,
    progress: 100,
    ...(answer.titulo !== undefined ? { titulo: answer.titulo } : {}),
  };
}

function clampProgress(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, Math.round(progress)));
}

/** The list after `event` on the item with `key` (dropped items leave the list). */
export function applyEvent(
  items: readonly DocumentItem[],
  key: string,
  event: DocumentEvent,
): DocumentItem[] {
  const next: DocumentItem[] = [];
  for (const item of items) {
    const after = item.key === key ? transition(item, event) : item;
    if (after) next.push(after);
  }
  return next;
}

/**
 * The list once the user picks `files` (spec 000 §4.1): each becomes a TO_UPLOAD item; in single mode the
 * first file replaces the whole list.
 */
export function addFiles(
  items: readonly DocumentItem[],
  files: readonly File[],
  multiple: boolean,
): DocumentItem[] {
  if (files.length === 0) return [...items];
  if (!multiple) {
    const [first] = files;
    return first ? [itemFromFile(first)] : [...items];
  }
  return [...items, ...files.map((file) => itemFromFile(file))];
}

/** True while an item is being sent (the list should not change under the uploader). */
export function isTransferring(item: DocumentItem): boolean {
  return item.status === 'UPLOADING' || item.status === 'UPLOADED';
}

/** True when saving the form has something to send for these items. */
export function hasPendingChanges(items: readonly DocumentItem[]): boolean {
  return items.some((item) => ['TO_UPLOAD', 'TO_REMOVE', 'TO_COPY'].includes(item.status));
}

/** The name shown for an item: the stored name, else the local file's, else its title. */
export function itemName(item: DocumentItem): string {
  return item.nome ?? item.filename ?? item.file?.name ?? item.titulo ?? '';
}

/** Name of a webcam photo taken at `at` (spec 000 §9): `webcam-<timestamp>.jpg`, the timestamp in ms. */
export function webcamFileName(at: Date | number = Date.now()): string {
  const timestamp = typeof at === 'number' ? at : at.getTime();
  return `${WEBCAM_FILE_PREFIX}${timestamp}.jpg`;
}
