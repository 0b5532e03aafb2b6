/** A field-level validation error (`errors[]` of the error body). */
export interface FieldError {
  field: string;
  message: string;
}

/** The JSON error body every failing call answers (brief §5). */
export interface ErrorBody {
  status: number;
  error: string;
  message: string;
  errors?: FieldError[];
}

/** Reason phrases of the statuses we answer. */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** An error that knows its HTTP status and a message safe to show to the user (pt-PT). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }

  /** The response body for this error. */
  toBody(): ErrorBody {
    return {
      status: this.status,
      error: REASONS[this.status] ?? 'Error',
      message: this.message,
      ...(this.errors && this.errors.length > 0 ? { errors: this.errors } : {}),
    };
  }
}

/** 400: the request is malformed or breaks a rule. */
export const badRequest = (message = 'Os dados fornecidos são inválidos.', errors?: FieldError[]) =>
  new AppError(400, message, errors);
/** 401: no valid session. */
export const unauthorized = (message = 'É necessário autenticar-se.') => new AppError(401, message);
/** 403: signed in, but not allowed. */
export const forbidden = (message = 'Não tem permissões para efetuar esta operação.') =>
  new AppError(403, message);
/** 404: missing, or not visible to the caller (a forbidden record looks like a missing one). */
export const notFound = (message = 'O recurso não foi encontrado.') => new AppError(404, message);
/** 405: the method is not allowed on this path. */
export const methodNotAllowed = (message = 'Operação não permitida.') => new AppError(405, message);
/** 409: stale version or wrong state. */
export const conflict = (
  message = 'Foi encontrado um conflito nos dados submetidos',
  errors?: FieldError[],
) => new AppError(409, message, errors);
/** 413: upload or body over the limit. */
export const payloadTooLarge = (message = 'O conteúdo enviado excede o tamanho máximo permitido.') =>
  new AppError(413, message);
/** 414: an address (or one of its path segments) longer than the server accepts. */
export const uriTooLong = () => new AppError(414, 'O endereço é demasiado longo.');
/** 431: the request's headers (cookies included) are larger than the server accepts. */
export const headersTooLarge = () => new AppError(431, 'Os cabeçalhos do pedido são demasiado grandes.');
/** 408: the request did not arrive in time. */
export const requestTimeout = () => new AppError(408, 'O pedido demorou demasiado a chegar.');
/** 429: throttled. */
export const tooManyRequests = (message: string) => new AppError(429, message);
/** 500: never carries details; those go to the log. */
export const internalError = () =>
  new AppError(500, 'Ocorreu um erro interno da plataforma, os serviços foram notificados.');
