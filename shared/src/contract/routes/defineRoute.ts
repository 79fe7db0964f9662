// The shape of one entry of the route table: plain data, read by the server (mounting, OpenAPI),
// the client (calls) and the tests (every served route declared, every declared route served).
import type { z } from 'zod';
import type { AdminRole } from '../admin';
import type { ErrorCode } from '../errors';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, a logged-in trader (`token` header), or an ops admin of these roles. */
export type RouteAuth = 'public' | 'trader' | { ops: readonly AdminRole[] };

interface RouteBase {
  method: RouteMethod;
  /** Under `/api`, Express style: `/orders/:id`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  auth: RouteAuth;
}

/** A route answering the `{ status, message, data }` envelope. */
export interface JsonRoute extends RouteBase {
  kind: 'json';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The trader must have confirmed it is them on this session within the last minutes
   * (server/src/accounts/twoFactor/SPEC.md): `second-factor` asks it only of an account with a
   * second factor on; `identity` asks the second factor when on, else the login password.
   */
  confirm?: 'second-factor' | 'identity';
  /** Money-moving: the request must carry an `Idempotency-Key` header. */
  idempotent?: boolean;
  /** HTTP status of success when not 200 (201 for a creation). */
  successStatus?: 201;
  /**
   * The body comes as multipart/form-data: `body` parses its text fields, and these are its file
   * fields, one image each (the upload pipeline checks them).
   */
  files?: readonly string[];
  /** The largest file each of `files` may be, when not an image's UPLOAD_MAX_BYTES, and the error past it. */
  fileLimit?: { bytes: number; error: ErrorCode };
  /** What `data` holds on success. */
  response: z.ZodType;
  /**
   * Error codes of this route's own rules. The ones every route of its kind may answer (input
   * validation, login, idempotency, a server fault) are added by `routeErrors`.
   */
  errors: readonly ErrorCode[];
}

/** A route answering something else: a document, Prometheus text, a library's pages. */
export interface RawRoute extends RouteBase {
  kind: 'raw';
  /** What it answers, for the OpenAPI document. */
  contentType: string;
  /** Serves every path under `path` too (a library's own pages and assets). */
  prefix?: boolean;
}

export type RouteDefinition = JsonRoute | RawRoute;

/** Declares a route; returns it unchanged, with its exact schema types kept for the server and client. */
export function defineRoute<const R extends JsonRoute | RawRoute>(route: R): R {
  return route;
}

/** What a JSON route's handler returns (the server) and what its call resolves with (the client). */
export type RouteData<R extends JsonRoute> = z.output<R['response']>;
/** What the handler of a route may return: the schema's input, before any transform. */
export type RouteDataInput<R extends JsonRoute> = z.input<R['response']>;
/** The parsed path parameters, query and body of a route (empty objects when it declares none). */
export type RouteParams<R extends JsonRoute> = R['params'] extends z.ZodType ? z.output<R['params']> : object;
export type RouteQuery<R extends JsonRoute> = R['query'] extends z.ZodType ? z.output<R['query']> : object;
export type RouteBody<R extends JsonRoute> = R['body'] extends z.ZodType ? z.output<R['body']> : undefined;
