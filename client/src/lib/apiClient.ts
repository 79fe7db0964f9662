// The REST client: every call goes through `request`, which adds the `lang` and `token` headers,
// applies the 60 s timeout, drives the global loading indicator and unwraps the envelope
// (SPEC §8): status 1 gives the data, status -22 sends the person to log in, any other status
// shows the server's (already translated) message and rejects.
import {
  DEFAULT_LANGUAGE,
  ERRORS,
  STATUS_OK,
  errorCodeOfStatus,
  isErrorCode,
  type Envelope,
  type ErrorCode,
  type ErrorData,
} from '@tempo/shared';
import { errorText } from './i18n/errorText';
import { i18n } from './i18n/i18n';
import { startLoading } from './loading/loading';
import { toast } from './toast/toast';

/** Where the REST API lives; the dev server and the production server both answer it on this origin. */
const API_BASE = '/api';
/** Network timeout of every call, in ms (SPEC §7). */
const TIMEOUT_MS = 60_000;

/**
 * What the client needs from the session, handed in by the app at start so that this file does
 * not depend on the app's store or router.
 */
export interface ApiSession {
  token(): string | null;
  language(): string;
  /** An HTTP 401: remember where the person was and forget the token. */
  onUnauthorized(): void;
  /** Envelope status -22: send the person to the login page (unless where they are needs no login). */
  onNotLoggedIn(message: string): void;
}

let session: ApiSession = {
  token: () => null,
  language: () => DEFAULT_LANGUAGE,
  onUnauthorized: () => undefined,
  onNotLoggedIn: () => undefined,
};

/** Connects the client to the app's session; called once at start. */
export function connectApiSession(next: ApiSession): void {
  session = next;
}

export interface RequestOptions {
  /** Runs without the global loading indicator (background refreshes). */
  hideLoading?: boolean;
  /** Shows no toast on failure: the caller shows its own failure state (or retries unseen). */
  quiet?: boolean;
  /** Query string parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Extra request headers (an `Idempotency-Key`, say). */
  headers?: Record<string, string>;
}

/** A failed call: the error code of the envelope, or NETWORK_FAILED when no envelope came back. */
export class ApiError extends Error {
  readonly code: ErrorCode | 'NETWORK_FAILED';
  /** Envelope status; 0 when the request never got an answer. */
  readonly status: number;
  readonly httpStatus: number;
  /** The input field at fault, when the server names one. */
  readonly field: string | undefined;

  constructor(
    message: string,
    code: ErrorCode | 'NETWORK_FAILED',
    status: number,
    httpStatus: number,
    field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.httpStatus = httpStatus;
    this.field = field;
  }
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number'
  );
}

function requestFailed(httpStatus: number, quiet: boolean): ApiError {
  const message = i18n.t('common.requestFailed');
  if (!quiet) toast(message);
  return new ApiError(message, 'NETWORK_FAILED', 0, httpStatus);
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const stopLoading = options.hideLoading ? () => undefined : startLoading();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const headers: Record<string, string> = {
      ...options.headers,
      Accept: 'application/json',
      lang: session.language(),
    };
    const token = session.token();
    if (token) headers.token = token;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    let payload: unknown;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      payload = await response.json();
    } catch {
      // Offline, refused, timed out (abort) or an answer that is not JSON (a proxy's error page).
      throw requestFailed(0, options.quiet ?? false);
    }
    if (!isEnvelope(payload)) throw requestFailed(response.status, options.quiet ?? false);

    if (response.status === 401) session.onUnauthorized();
    if (payload.status === STATUS_OK) return payload.data as T;

    const data = (payload.data ?? {}) as Partial<ErrorData>;
    const code = isErrorCode(data.code) ? data.code : (errorCodeOfStatus(payload.status) ?? 'INTERNAL');
    const message = payload.message || errorText(code);
    if (payload.status === ERRORS.NOT_LOGGED_IN.status) session.onNotLoggedIn(message);
    else if (!options.quiet) toast(message);
    throw new ApiError(message, code, payload.status, response.status, data.field);
  } finally {
    clearTimeout(timer);
    stopLoading();
  }
}

/** Typed REST helpers; each resolves with the envelope's data or rejects with an ApiError. */
export const api = {
  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return request<T>('GET', path, undefined, options);
  },
  post<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return request<T>('POST', path, body ?? {}, options);
  },
};
