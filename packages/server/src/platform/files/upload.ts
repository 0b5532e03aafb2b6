import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { formatSize } from '@sigsa/domain/documents/file-size';
import { AppError, badRequest, notFound, payloadTooLarge } from '../http/errors.ts';
import { ContentInspector, contentTypeHeader } from './content-type.ts';
import { attachmentDisposition, displayName } from './file-name.ts';
import { FileNotFoundError, FileTooLargeError, newFileKey, type FileStore } from './file-store.ts';

/** Name of the multipart field that carries the file (spec 000 §7.4). */
export const FILE_FIELD = 'file';
/** Message of an upload call without a file in the `file` field. */
export const FILE_MISSING_MESSAGE = 'Envie o ficheiro num pedido multipart/form-data, no campo "file".';
/** Message of a multipart body that breaks off or cannot be read. */
export const UPLOAD_BROKEN_MESSAGE = 'O envio do ficheiro foi interrompido ou o pedido é inválido.';
/** Message of a stored document whose bytes are gone from the store. */
export const CONTENT_MISSING_MESSAGE = 'O conteúdo do documento não está disponível.';

// Room for the multipart boundaries and part headers around the file itself.
const MULTIPART_OVERHEAD = 16 * 1024;

/** 413 naming the limit. */
export function fileTooLarge(maxBytes: number): AppError {
  return payloadTooLarge(`O ficheiro excede o tamanho máximo permitido (${formatSize(maxBytes)}).`);
}

/** An upload stored under a fresh key, with the name and type to record. */
export interface ReceivedFile {
  key: string;
  size: number;
  /** Display name: cleaned, with the detected type's extension. */
  nome: string;
  /** The type detected from the content, never the one the client claimed. */
  tipoMime: string;
}

/** The file stream, failing at its end when busboy cut it at the size limit (it ends quietly otherwise). */
async function* untruncated(part: MultipartFile, maxBytes: number): AsyncGenerator<Uint8Array> {
  for await (const chunk of part.file as AsyncIterable<Uint8Array>) yield chunk;
  if (part.file.truncated) throw new FileTooLargeError(maxBytes);
}

/** What an error met while receiving an upload answers: the client's faults 4xx, the server's own 500. */
function uploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof FileTooLargeError) return fileTooLarge(maxBytes);
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT') return badRequest('Envie um ficheiro de cada vez.');
  // A failing disk (ENOSPC, EACCES…) is ours: a bare 500, logged. Anything else came from the request body.
  if (error instanceof Error && 'syscall' in error) return error;
  return badRequest(UPLOAD_BROKEN_MESSAGE);
}

/**
 * Receives the multipart `file` of a request into the store under a new key: at most `maxBytes` (413
 * otherwise), a type allowed by its content (415 otherwise), the name kept only for display, exactly one file
 * (400 otherwise). The whole body is read before answering; on any failure nothing is left in the store. The
 * caller records the file and, if that fails, deletes `key`.
 */
export async function receiveUpload(
  request: FastifyRequest,
  store: FileStore,
  maxBytes: number,
): Promise<ReceivedFile> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD) throw fileTooLarge(maxBytes);
  if (!request.isMultipart()) throw badRequest(FILE_MISSING_MESSAGE);
  let received: ReceivedFile | null = null;
  try {
    // Other fields are skipped; a second file makes busboy's `files: 1` limit fail the iteration.
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD) throw badRequest(FILE_MISSING_MESSAGE);
      const key = newFileKey();
      const inspector = new ContentInspector(part.filename);
      const size = await store.put(key, inspector.inspect(untruncated(part, maxBytes)), { maxBytes });
      const type = inspector.fileType;
      received = { key, size, nome: displayName(part.filename, type), tipoMime: type.mime };
    }
  } catch (error) {
    if (received) await discardFile(store, received.key, request.log);
    throw uploadError(error, maxBytes);
  }
  if (!received) throw badRequest(FILE_MISSING_MESSAGE);
  return received;
}

/** The stored facts of a document that a download needs. */
export interface StoredDocument {
  chave: string;
  nome: string;
  tipoMime: string;
  tamanho: number;
}

/**
 * Sends a stored document as a download: its detected type, `attachment` with its display name, no sniffing,
 * no caching by shared caches, and a sandboxing CSP in case a browser renders it anyway.
 */
export async function sendDocument(reply: FastifyReply, store: FileStore, doc: StoredDocument) {
  let stream: Readable;
  try {
    stream = await store.open(doc.chave);
  } catch (error) {
    if (!(error instanceof FileNotFoundError)) throw error;
    reply.request.log.error({ chave: doc.chave }, 'documento sem conteúdo no armazenamento');
    throw notFound(CONTENT_MISSING_MESSAGE);
  }
  return reply
    .header('content-type', contentTypeHeader(doc.tipoMime))
    .header('content-length', String(doc.tamanho))
    .header('content-disposition', attachmentDisposition(doc.nome))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(stream);
}

/** Runs `write`, which records a just-stored file; if it fails, the file is deleted too: no orphan is left. */
export async function keepOrDiscard<T>(
  store: FileStore,
  key: string,
  log: FastifyBaseLogger,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await discardFile(store, key, log);
    throw error;
  }
}

/** Deletes a file whose row is gone (or never came); a failure leaves an unused file, logged, never an error. */
export async function discardFile(store: FileStore, key: string, log: FastifyBaseLogger): Promise<void> {
  await store.delete(key).catch((err: unknown) => log.error({ err, chave: key }, 'ficheiro órfão por remover'));
}
