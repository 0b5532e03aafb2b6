import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { INVALID_VALUE_MESSAGE } from '@sigsa/domain/validation/messages';
import {
  AppError,
  badRequest,
  conflict,
  headersTooLarge,
  internalError,
  methodNotAllowed,
  notFound,
  payloadTooLarge,
  requestTimeout,
  uriTooLong,
  type FieldError,
} from './errors.ts';

/** Fastify's own error codes that a client can provoke, with the pt-PT message they answer. */
function fromFastifyError(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return badRequest('Tipo de conteúdo não suportado.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest('O corpo do pedido está vazio.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return badRequest('O corpo do pedido não é JSON válido.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge();
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_ASYNC_CONSTRAINT':
      return badRequest('Endereço inválido.');
    case 'FST_ERR_NOT_FOUND':
      return notFound();
    case 'FST_ERR_METHOD_NOT_ALLOWED':
      return methodNotAllowed();
    default:
      break;
  }
  // JSON.parse's SyntaxError and friends carry a 4xx statusCode set by the body parsers.
  if (error instanceof SyntaxError || error.statusCode === 400)
    return badRequest('O corpo do pedido é inválido.');
  if (error.statusCode === 413) return payloadTooLarge();
  if (error.statusCode === 415) return badRequest('Tipo de conteúdo não suportado.');
  return null;
}

/** A transaction that met another at the same rows (deadlock, serialization failure): PostgreSQL's SQLSTATEs. */
const CONCURRENT_WRITE_CODES = new Set(['40P01', '40001']);

/** Said when two writes met: the transaction was rolled back whole, nothing changed (ours). */
export const CONCURRENT_WRITE_MESSAGE =
  'O registo foi alterado ao mesmo tempo por outra pessoa. Nada foi guardado: recarregue e tente de novo.';

/**
 * A database error a client's timing can provoke: two transactions on the same rows, one rolled back by the
 * database (e.g. an exam saved while a linked notification's diseases change). 409, like a stale version.
 */
function fromDatabaseError(error: unknown): AppError | null {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && CONCURRENT_WRITE_CODES.has(code)
    ? conflict(CONCURRENT_WRITE_MESSAGE)
    : null;
}

/** What a value of each JSON type is called, to say what a field expected (pt-PT). */
const EXPECTED: Record<string, string> = {
  string: 'texto',
  number: 'um número',
  int: 'um número inteiro',
  bigint: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  date: 'uma data',
};

/**
 * Field errors of a zod validation failure, with the field path as `a.b.0.c` and the catalogue's message (the
 * error map); a value of the wrong type also says what was expected ("Valor inválido: esperava-se um número").
 */
function zodFieldErrors(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? '');
    const message = issue.message ?? INVALID_VALUE_MESSAGE;
    const expected = issue.keyword === 'invalid_type' ? EXPECTED[String(issue.params.expected)] : undefined;
    return {
      field,
      message:
        expected && message === INVALID_VALUE_MESSAGE ? `${message}: esperava-se ${expected}` : message,
    };
  });
}

/**
 * The 400 of a schema failure: its message names the first field and what it expects (the toast shows it under
 * "Os dados fornecidos são inválidos"); every field is in `errors`.
 */
function schemaError(errors: FieldError[]): AppError {
  const first = errors[0];
  if (!first) return badRequest();
  const more = errors.length > 1 ? ` (e mais ${errors.length - 1})` : '';
  return badRequest(`Campo "${first.field || 'pedido'}": ${first.message}${more}.`, errors);
}

/**
 * One error handler for the whole API: known errors answer their status and pt-PT message; anything else
 * answers a bare 500. Stack traces and SQL text go to the log only, never to the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) appError = error;
    else if (hasZodFastifySchemaValidationErrors(error)) {
      appError = schemaError(zodFieldErrors(error));
    } else appError = fromDatabaseError(error) ?? fromFastifyError(error) ?? internalError();

    if (appError.status >= 500) request.log.error({ err: error }, 'erro interno');
    else request.log.info({ status: appError.status, msg: appError.message }, 'pedido recusado');
    void reply.status(appError.status).type('application/json; charset=utf-8').send(appError.toBody());
  });
}

/**
 * Errors the router raises before any route or hook runs (malformed URL, over-long path parameter): they
 * answer in our error format too. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const appError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? uriTooLong() : badRequest('Endereço inválido.');
  void reply.status(appError.status).type('application/json; charset=utf-8').send(appError.toBody());
}

/** The longest address the API answers; a longer one is 414, whether Fastify or Node's parser meets it. */
export const MAX_URL_LENGTH = 8192;

/**
 * Errors Node's HTTP parser raises before there is a request (headers over 16 KB, an address as long, a
 * malformed request line, a request that never finished arriving): they answer in the API's own error shape
 * in Portuguese, like every other error, instead of Fastify's English body. An address too long to parse is
 * 414, other oversized headers 431. Passed to Fastify as `clientErrorHandler`.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let appError;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') appError = requestTimeout();
  else if (error.code === 'HPE_HEADER_OVERFLOW') {
    // Node hands over the bytes it received as a Buffer (Fastify's type says otherwise).
    const raw: unknown = error.rawPacket;
    const received = Buffer.isBuffer(raw) ? raw.toString('latin1', 0, MAX_URL_LENGTH + 2) : '';
    const lineEnd = received.indexOf('\r\n');
    appError = lineEnd === -1 || lineEnd > MAX_URL_LENGTH ? uriTooLong() : headersTooLarge();
  } else appError = badRequest('Pedido HTTP inválido.');
  const body = JSON.stringify(appError.toBody());
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${appError.status} ${appError.toBody().error}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}
