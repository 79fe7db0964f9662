// The REST client: every call names its route in the route table (shared/src/contract/routes) and
// goes through `request`, which adds the `lang` and `token` headers, applies the 60 s timeout, drives
// the global loading indicator and unwraps the envelope (SPEC §8): status 1 gives the data, decoded
// with the route's response schema; status -22 sends the person to log in; any other status shows
// the server's (already translated) message and rejects.
import {
  DEFAULT_LANGUAGE,
  ERRORS,
  STATUS_OK,
  errorCodeOfStatus,
  isErrorCode,
  saleQuote,
  type Envelope,
  type ErrorCode,
  type ErrorData,
  type ErrorDetails,
  type JsonRoute,
  type RouteData,
} from '@tempo/shared';
import type { z } from 'zod';
import { errorText } from './i18n/errorText';
import { i18n } from './i18n/i18n';
import { startLoading } from './loading/loading';
import { API_BASE, fillPath } from './pathOf';
import { toast } from './toast/toast';

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
  /**
   * A protected action wants the person to confirm it is them (the second factor, or the login
   * password): ask, and resolve true once they have, false when they gave up.
   */
  confirmIdentity(need: IdentityNeed): Promise<boolean>;
}

/** What a protected action waits for: the second factor, or (none being on) the login password. */
export type IdentityNeed = 'second-factor' | 'password';

const IDENTITY_NEEDS: Partial<Record<ErrorCode, IdentityNeed>> = {
  SECOND_FACTOR_REQUIRED: 'second-factor',
  PASSWORD_CONFIRMATION_REQUIRED: 'password',
};

let session: ApiSession = {
  token: () => null,
  language: () => DEFAULT_LANGUAGE,
  onUnauthorized: () => undefined,
  onNotLoggedIn: () => undefined,
  confirmIdentity: () => Promise.resolve(false),
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
  /** Extra request headers (an `Idempotency-Key`, say). */
  headers?: Record<string, string>;
}

interface SendOptions extends RequestOptions {
  query?: QueryValues;
  /** This is the retry after the person confirmed who they are: a second refusal is final. */
  confirmed?: boolean;
}

/** Why a call failed without an error envelope: no answer at all, or data its route does not describe. */
export type ClientFailure = 'NETWORK_FAILED' | 'BAD_RESPONSE';

/**
 * A failed call: the error code of the envelope, NETWORK_FAILED when no envelope came back, or
 * BAD_RESPONSE when the data of a success does not match the route's response schema.
 */
export class ApiError extends Error {
  readonly code: ErrorCode | ClientFailure;
  /** Envelope status; 0 when the request never got an answer. */
  readonly status: number;
  readonly httpStatus: number;
  /** The input field at fault, when the server names one. */
  readonly field: string | undefined;
  /** What the error carries for the caller to act on (PRICE_MOVED: the price now), decoded. */
  readonly details: ErrorDetails;

  constructor(
    message: string,
    code: ErrorCode | ClientFailure,
    status: number,
    httpStatus: number,
    field?: string,
    details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.httpStatus = httpStatus;
    this.field = field;
    this.details = details;
  }
}

/** The details of a failed answer that fit their schemas; one that does not is left out, not cast. */
function errorDetails(data: Partial<ErrorData>): ErrorDetails {
  const quote = saleQuote.safeParse(data.quote);
  return quote.success ? { quote: quote.data } : {};
}

type QueryValues = Record<string, string | number | boolean | undefined>;

function buildUrl(path: string, query: QueryValues | undefined): string {
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

function requestFailed(httpStatus: number, quiet: boolean, code: ClientFailure = 'NETWORK_FAILED'): ApiError {
  const message = i18n.t('common.requestFailed');
  if (!quiet) toast(message);
  return new ApiError(message, code, 0, httpStatus);
}

/**
 * Sends a request; a protected action refused for want of a confirmation (the server checks before
 * it reads the body, so nothing happened) asks the person to confirm it is them, and once they
 * have, goes again with the same headers, its Idempotency-Key included.
 */
async function request<S extends z.ZodType>(
  route: JsonRoute & { response: S },
  path: string,
  body: unknown,
  options: SendOptions,
): Promise<z.output<S>> {
  try {
    return await send(route, path, body, options);
  } catch (error) {
    const need = error instanceof ApiError ? IDENTITY_NEEDS[error.code as ErrorCode] : undefined;
    if (!need || !(await session.confirmIdentity(need))) {
      if (need && !options.quiet) toast((error as ApiError).message);
      throw error;
    }
    return send(route, path, body, { ...options, confirmed: true });
  }
}

async function send<S extends z.ZodType>(
  route: JsonRoute & { response: S },
  path: string,
  body: unknown,
  options: SendOptions,
): Promise<z.output<S>> {
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
    // A multipart body sets its own Content-Type, boundary included.
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

    let response: Response;
    let payload: unknown;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method: route.method,
        headers,
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        signal: controller.signal,
      });
      payload = await response.json();
    } catch {
      // Offline, refused, timed out (abort) or an answer that is not JSON (a proxy's error page).
      throw requestFailed(0, options.quiet ?? false);
    }
    if (!isEnvelope(payload)) throw requestFailed(response.status, options.quiet ?? false);

    if (response.status === 401) session.onUnauthorized();
    if (payload.status === STATUS_OK) {
      const schema: S = route.response;
      const decoded = schema.safeParse(payload.data);
      if (decoded.success) return decoded.data;
      // The server answered what its route does not describe: a version mismatch or a bug, never
      // data to use as if it fit.
      console.error(`${route.method} ${route.path}: unexpected response data`, decoded.error.issues);
      throw requestFailed(response.status, options.quiet ?? false, 'BAD_RESPONSE');
    }

    const data = (payload.data ?? {}) as Partial<ErrorData>;
    const code = isErrorCode(data.code) ? data.code : (errorCodeOfStatus(payload.status) ?? 'INTERNAL');
    const message = payload.message || errorText(code);
    const askFirst = IDENTITY_NEEDS[code] !== undefined && !options.confirmed;
    if (payload.status === ERRORS.NOT_LOGGED_IN.status) session.onNotLoggedIn(message);
    else if (!options.quiet && !askFirst) toast(message);
    throw new ApiError(message, code, payload.status, response.status, data.field, errorDetails(data));
  } finally {
    clearTimeout(timer);
    stopLoading();
  }
}

type ParamsOf<R extends JsonRoute> = R['params'] extends z.ZodType
  ? { params: { [K in keyof z.output<R['params']>]: string | number } }
  : { params?: never };
type QueryOf<R extends JsonRoute> = R['query'] extends z.ZodType
  ? { query?: { [K in keyof z.output<R['query']>]?: z.output<R['query']>[K] | undefined } }
  : { query?: never };
type BodyOf<R extends JsonRoute> = R['body'] extends z.ZodType
  ? { body: z.input<R['body']> }
  : { body?: never };
/** A multipart route's files, by the field names it declares; a field left out sends no file. */
type FilesOf<R extends JsonRoute> = R['files'] extends readonly string[]
  ? { files: { [K in R['files'][number]]?: Blob | null } }
  : { files?: never };

/** What a call of `route` sends: its path parameters, query and body as the table types them. */
export type CallOptions<R extends JsonRoute> = RequestOptions &
  ParamsOf<R> &
  QueryOf<R> &
  BodyOf<R> &
  FilesOf<R>;

/** Whether a call of `route` must say something (parameters or a body), or may pass no options. */
type CallArgs<R extends JsonRoute> = R['params'] extends z.ZodType
  ? [options: CallOptions<R>]
  : R['body'] extends z.ZodType
    ? [options: CallOptions<R>]
    : [options?: CallOptions<R>];

/**
 * Calls a route of the table: fills its path parameters, sends its query and body, and resolves
 * with the envelope's data decoded by the route's response schema, or rejects with an ApiError.
 */
export function call<R extends JsonRoute>(route: R, ...[options]: CallArgs<R>): Promise<RouteData<R>> {
  const given: RequestOptions & {
    params?: object;
    query?: object;
    body?: unknown;
    files?: Record<string, Blob | null | undefined>;
  } = options ?? {};
  const path = fillPath(route.path, { ...given.params });
  const query: QueryValues = {};
  for (const [key, value] of Object.entries(given.query ?? {})) {
    if (value !== undefined) query[key] = String(value);
  }
  const fields = given.body ?? {};
  const body =
    route.method === 'GET' ? undefined : route.files ? multipartBody(fields, given.files ?? {}) : fields;
  return request<R['response']>(route, path, body, { ...given, query });
}

/** The form of a multipart route: its text fields as strings, then each file given. */
function multipartBody(fields: unknown, files: Record<string, Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, file, file instanceof File ? file.name : name);
  }
  return form;
}

/**
 * Fetches an image of an authenticated route (`pathOf(routes.verification.myUpload, { id })`) with
 * the session's token header: such images never have a public URL an <img> could load by itself.
 * Rejects on any failure.
 */
export async function fetchImage(url: string): Promise<Blob> {
  const headers: Record<string, string> = { lang: session.language() };
  const token = session.token();
  if (token) headers.token = token;
  const response = await fetch(url, { headers });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || !type.startsWith('image/')) {
    if (response.status === 401) session.onUnauthorized();
    throw new ApiError(i18n.t('common.requestFailed'), 'NETWORK_FAILED', 0, response.status);
  }
  return response.blob();
}
