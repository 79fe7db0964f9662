// Mounts the handlers of the route table (shared/src/contract/routes): the entry decides who may
// call, how its input is parsed and which HTTP status success gets; the handler only gets typed
// input (never Express's request or response) and returns the data, and the envelope goes out here.
import { Router, type CookieOptions, type Request, type RequestHandler } from 'express';
import {
  idempotencyKeyField,
  routeErrors,
  type AdminRole,
  type JsonRoute,
  type RawRoute,
  type RouteAuth,
  type RouteBody,
  type RouteDataInput,
  type RouteParams,
  type RouteQuery,
} from '@tempo/shared';
import { AppError } from '../AppError';
import { clientAddress } from './clientAddress';
import { sendOk } from './envelope';
import { multipartFiles, receivedFile } from './multipartFiles';
import type { Actor, AuthAdmin, AuthUser, RequestOrigin } from './requestTypes';
import { parseInput } from './validate';

/** The login checks a route may ask for; the domains that own the sessions supply them. */
export interface RouteGuards {
  /** Sets `req.user` for a live trader session, else NOT_LOGGED_IN. */
  trader: RequestHandler;
  /** Sets `req.admin` for a live ops session of one of `roles`, else NOT_LOGGED_IN or FORBIDDEN. */
  ops: (roles: readonly AdminRole[]) => RequestHandler;
  /**
   * After the trader guard of a route with `confirm`: lets the request through only when this
   * session confirmed who it is lately, else SECOND_FACTOR_REQUIRED or PASSWORD_CONFIRMATION_REQUIRED.
   * It runs before the body is read, so a refusal stores nothing under an idempotency key.
   */
  confirmed: (level: NonNullable<JsonRoute['confirm']>) => RequestHandler;
  /**
   * Parse every success answer, as the client will receive it, with the route's response schema,
   * and fail the request as a server fault when it does not match, or when the handler throws an
   * error code its route does not declare (tests and development).
   */
  checkResponses: boolean;
}

/** An Express router whose routes come from the route table, with the guards they need. */
export class TableRouter {
  readonly express = Router();
  constructor(readonly guards: RouteGuards) {}
}

type CallerOf<A extends RouteAuth> = A extends 'trader'
  ? { user: AuthUser }
  : A extends { ops: readonly AdminRole[] }
    ? { admin: AuthAdmin; actor: Actor }
    : object;

type FilesOf<R extends JsonRoute> = R['files'] extends readonly string[]
  ? { files: Record<R['files'][number], Buffer | undefined> }
  : object;

/** Cookies a handler sets or clears on its answer (the console's session cookie). */
export interface AnswerCookies {
  set(name: string, value: string, options: CookieOptions): void;
  clear(name: string, options: CookieOptions): void;
}

/**
 * What a handler receives: the route's parsed input, its caller (and, for ops, the actor the audit
 * log records), the files of a multipart route, where the request came from, and the cookies of
 * its answer.
 */
export type RouteInput<R extends JsonRoute> = {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  idempotencyKey: R['idempotent'] extends true ? string : undefined;
  origin: RequestOrigin;
  cookies: AnswerCookies;
} & CallerOf<R['auth']> &
  FilesOf<R>;

export type RouteHandler<R extends JsonRoute> = (input: RouteInput<R>) => Promise<RouteDataInput<R>>;

export interface MountOptions {
  /**
   * Middlewares run after the login check and before the body is read or parsed (a rate limit):
   * a refused upload is answered from its headers, without taking in its megabytes first.
   */
  before?: RequestHandler[];
}

function guardOf(router: TableRouter, route: JsonRoute | RawRoute): RequestHandler[] {
  const { auth } = route;
  if (auth === 'public') return [];
  if (auth === 'trader') {
    const confirm = route.kind === 'json' ? route.confirm : undefined;
    return confirm ? [router.guards.trader, router.guards.confirmed(confirm)] : [router.guards.trader];
  }
  return [router.guards.ops(auth.ops)];
}

function methodOf(route: JsonRoute | RawRoute): 'get' | 'post' | 'put' | 'patch' | 'delete' {
  return route.method.toLowerCase() as Lowercase<typeof route.method>;
}

/**
 * Mounts a JSON route: login check, then the Idempotency-Key, path parameters, query and body
 * parsed with the route's schemas (the first problem is a 4xx with its error code), then the
 * handler, whose data goes out in the success envelope with the route's success status.
 */
export function mountRoute<R extends JsonRoute>(
  router: TableRouter,
  route: R,
  handler: RouteHandler<R>,
  options: MountOptions = {},
): void {
  const declared = new Set(routeErrors(route));
  const handle: RequestHandler = async (req, res) => {
    const idempotencyKey = route.idempotent
      ? parseInput(idempotencyKeyField, req.get('idempotency-key'))
      : undefined;
    const params: unknown = route.params ? parseInput(route.params, req.params) : {};
    const query: unknown = route.query ? parseInput(route.query, req.query) : {};
    const body: unknown = route.body ? parseInput(route.body, req.body) : undefined;
    const origin = originOf(req);
    // The one place the table's types meet Express's untyped request: each value was parsed by
    // the schema its type comes from, and the guard for the route's auth set req.user or req.admin.
    const input: Record<string, unknown> = {
      params,
      query,
      body,
      idempotencyKey,
      origin,
      cookies: {
        set: (name, value, options) => void res.cookie(name, value, options),
        clear: (name, options) => void res.clearCookie(name, options),
      } satisfies AnswerCookies,
      user: req.user,
      admin: req.admin,
      actor: req.admin && { adminId: req.admin.id, ip: origin.ip, requestId: origin.requestId },
      files: route.files && Object.fromEntries(route.files.map((field) => [field, receivedFile(req, field)])),
    };
    let data: unknown;
    try {
      data = (await handler(input as RouteInput<R>)) ?? null;
    } catch (error) {
      if (router.guards.checkResponses && error instanceof AppError && !declared.has(error.code)) {
        throw new Error(
          `${route.method} ${route.path} threw ${error.code}, which its route does not declare`,
          {
            cause: error,
          },
        );
      }
      throw error;
    }
    if (router.guards.checkResponses) checkResponse(route, data);
    if (route.successStatus) res.status(route.successStatus);
    sendOk(res, data);
  };
  router.express[methodOf(route)](
    route.path,
    ...guardOf(router, route),
    ...(options.before ?? []),
    // Files are read only once the caller is known to be allowed, and within their rate.
    ...(route.files ? [multipartFiles(route.files, route.fileLimit)] : []),
    handle,
  );
}

/**
 * Mounts a route that answers something other than the envelope. The table's login check runs
 * first unless `guard` replaces it (Prometheus' bearer token); a prefix route serves its subtree.
 */
export function mountRawRoute(
  router: TableRouter,
  route: RawRoute,
  handlers: RequestHandler[],
  options: { guard?: RequestHandler } = {},
): void {
  const chain = [...(options.guard ? [options.guard] : guardOf(router, route)), ...handlers];
  if (route.prefix) router.express.use(route.path, ...chain);
  else router.express[methodOf(route)](route.path, ...chain);
}

function originOf(req: Request): RequestOrigin {
  return {
    ip: clientAddress(req),
    userAgent: req.get('user-agent'),
    language: req.get('lang'),
    requestId: String(req.id ?? ''),
  };
}

/** Fails loudly when a handler answers what its route's response schema does not describe. */
function checkResponse(route: JsonRoute, data: unknown): void {
  // Parsed as JSON text, as the client sees it: a Date becomes its ISO string, undefined vanishes.
  const result = route.response.safeParse(JSON.parse(JSON.stringify(data)));
  if (result.success) return;
  const issue = result.error.issues[0];
  throw new Error(
    `${route.method} ${route.path} answered data its response schema refuses at ` +
      `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'unknown'}`,
  );
}
