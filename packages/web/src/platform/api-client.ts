import { isPublicPath, SIGN_IN_PATH, withReturnPath } from './public-routes.ts';
import { showHttpErrorToast } from './http-error-toast.ts';
import { clearSession, getSession } from './session-store.ts';

/** One field error of a 400 answer. */
export interface ApiFieldError {
  field: string;
  message: string;
}

/** The server's error body (docs: API conventions). */
export interface ApiErrorBody {
  status: number;
  error: string;
  message: string;
  errors?: ApiFieldError[];
}

/** A failed call: HTTP status (0 when the server could not be reached) and the server's message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: readonly ApiFieldError[] = [],
  ) {
    super(message);
  }
}

/** A query-string value; arrays repeat the parameter (`sort=a&sort=b`), null and undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Options of one API call. */
export interface ApiRequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Form data and URL-encoded forms are sent as they are; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * `false`: the caller handles every failure itself — no toast and no 401 redirect (spec 000 §8.1
   * `reportError`). Used by sign-in, which shows the message next to the form, and by the entry guard.
   */
  reportError?: boolean;
  /** Statuses the caller shows itself, in a page rather than a toast (a detail loader's 404). */
  handledStatuses?: readonly number[];
}

/** Where the client sends the user on a 401; the app replaces it with the router's navigate. */
type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

/** Lets the router perform the 401 redirect without a page reload. */
export function setApiNavigate(fn: Navigate): void {
  navigate = fn;
}

const API_PREFIX = '/api/';
const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header every write echoes the anti-forgery token in (brief §5). */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The value of cookie `name`, or null. */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * URL of an API call, always on this app's origin: paths such as `utilizadores/current` get the `/api/`
 * prefix; HAL links (`http://host/api/x/1`) keep only their path and query, so a link built behind a
 * proxy still reaches our server and cookies never travel to another host.
 */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const absolute = /^https?:\/\//i.test(path);
  const url = absolute
    ? new URL(path)
    : new URL(
        path.startsWith(API_PREFIX) ? path : API_PREFIX + path.replace(/^\/+/, ''),
        window.location.origin,
      );
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly (string | number | boolean)[])
      url.searchParams.append(key, String(item));
  }
  const { role } = getSession();
  if (role && !url.searchParams.has('role')) url.searchParams.set('role', role);
  return url.pathname + url.search;
}

function isBodyInit(body: unknown): body is FormData | URLSearchParams | Blob {
  return body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob;
}

/** The anti-forgery token, asking the server for one first when this tab has none yet. */
export async function ensureXsrfToken(): Promise<string | null> {
  const token = readCookie(XSRF_COOKIE);
  if (token !== null) return token;
  // The server hands out the token on any response; a fresh tab that writes first (sign-in) has none yet.
  await fetch(API_PREFIX + 'health', { credentials: 'include' }).catch(() => undefined);
  return readCookie(XSRF_COOKIE);
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody>;
    const message = typeof body.message === 'string' ? body.message : response.statusText;
    return new ApiError(response.status, message, Array.isArray(body.errors) ? body.errors : []);
  } catch {
    return new ApiError(response.status, response.statusText);
  }
}

function handleUnauthorized(): void {
  // During "Sair" the 401 is expected and the sign-out itself leads to /autenticar.
  if (getSession().signingOut) return clearSession();
  clearSession();
  const { pathname, search, hash } = window.location;
  if (!isPublicPath(pathname)) navigate(withReturnPath(SIGN_IN_PATH, pathname + search + hash));
}

/**
 * Calls the API (spec 000 §7): `/api/` prefix, cookies, the anti-forgery header on every write, the
 * current role as `?role=`, and the global error handling of spec 000 §8.1. Resolves to the parsed JSON
 * body (undefined for an empty one); rejects with an {@link ApiError}.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, reportError = true, handledStatuses = [] } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (method !== 'GET') {
    const token = await ensureXsrfToken();
    if (token !== null) headers.set(XSRF_HEADER, token);
  }
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isBodyInit(body)) payload = body;
    else {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const error = new ApiError(0, '');
    if (reportError) showHttpErrorToast(error.status, error.message);
    throw error;
  }

  if (!response.ok) {
    const error = await errorFrom(response);
    if (reportError && !handledStatuses.includes(error.status)) {
      if (error.status === 401) handleUnauthorized();
      else showHttpErrorToast(error.status, error.message);
    }
    throw error;
  }
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
