// Bad input gets a 4xx, never a 500: every route the app serves (read from its router, so a new
// route is fuzzed without anyone listing it) receives generated malformed requests — control
// characters and NUL in every string, impossible dates, huge, negative and fractional numbers, wrong
// types, deep nesting, long strings, broken JSON, wrong content types, bad lang, Idempotency-Key and
// session headers — as a logged-in trader and an ops superadmin. Bodies and queries follow the
// shared zod schemas through the OpenAPI document, so each field gets values of the wrong kind.
// Generation is seeded per route: the same requests on every run.
import fc from 'fast-check';
import { ERRORS, STATUS_OK, allRoutes, errorCodeOfStatus, routes } from '@tempo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expressAppOf, listRoutes, type AppRoute } from '../../test/appRoutes';
import { fund, loginAs, makeAdmin, makeUser, type TestAdmin, type TestUser } from '../../test/factories';
import {
  CONTENT_TYPES,
  RAW_BODIES,
  hostileHeader,
  hostileObjectFor,
  hostileString,
  hostileUrlComponent,
  hostileValueFor,
  encodeComponent,
  poisonedObjectFor,
  wrongType,
  type JsonSchema,
} from '../../test/hostileInput';
import { startTestApp, type TestApp } from '../../test/testApp';

/** Generated requests per route. */
const RUNS_PER_ROUTE = 24;
const BASE_SEED = 20_261_123;

/** Routes whose successful answer is a document, not an envelope: the table's raw routes. */
const DOCUMENTS = new Set(
  allRoutes
    .filter((route) => route.kind === 'raw' && !route.prefix)
    .map((route) => `${route.method} /api${route.path}`),
);
/** The queue dashboard is a library with answers of its own; only its login check is ours. */
const DASHBOARD = `/api${routes.admin.queues.path}`;

interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: {
    content: Record<'application/json' | 'multipart/form-data', { schema: JsonSchema } | undefined>;
  };
}
type OpenApi = { paths: Record<string, Record<string, OpenApiOperation>> };

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType?: string }
  | { kind: 'raw'; text: string; contentType?: string };

interface FuzzCase {
  params: Record<string, string>;
  query: string;
  body: Body;
  auth: 'valid' | 'none' | { token: string; authorization: string };
  lang: string | undefined;
  idempotencyKey: string | undefined;
}

interface Problem {
  request: string;
  http: number;
  text: string;
  why: string;
}

let app: TestApp;
let trader: TestUser;
let admin: TestAdmin;
let traderToken: string;
let openApi: OpenApi;

beforeAll(async () => {
  app = await startTestApp();
  admin = await makeAdmin(app, 'superadmin');
  trader = await makeUser(app);
  await fund(app, admin, trader.id, 500_000);
  traderToken = await loginAs(app, trader);
  openApi = (await (await fetch(`${app.baseUrl}/api/openapi.json`)).json()) as OpenApi;
});
afterAll(async () => {
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

/** Well-formed values for path parameters, so that some requests get past the path to the body. */
function plausibleParams(): Record<string, fc.Arbitrary<string>> {
  return {
    id: fc.constantFrom(String(trader.id), '1'),
    symbol: fc.constant('BTCUSDT'),
    calendar: fc.constantFrom('fx', 'metals'),
    // A day that exists and is no holiday: removing it finds nothing.
    day: fc.constant('2031-06-17'),
  };
}

function operationOf(route: AppRoute): OpenApiOperation | undefined {
  const path = route.path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
  return openApi.paths[path]?.[route.method.toLowerCase()];
}

function caseFor(route: AppRoute): fc.Arbitrary<FuzzCase> {
  const operation = operationOf(route);
  const plausible = plausibleParams();
  const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params = fc.record(
    Object.fromEntries(
      paramNames.map((name) => [
        name,
        plausible[name] ? fc.oneof(hostileUrlComponent, plausible[name]) : hostileUrlComponent,
      ]),
    ),
  );

  const queryParameters = (operation?.parameters ?? []).filter((p) => p.in === 'query');
  const queryNames = [...queryParameters.map((p) => p.name), 'q', 'limit'];
  const querySchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(queryParameters.map((p) => [p.name, p.schema ?? {}])),
  };
  const queryPair = fc
    .tuple(fc.constantFrom(...queryNames), hostileUrlComponent)
    .map(([name, value]) => `${name}=${value}`);
  const query = fc.oneof(
    fc.constant(''),
    fc.array(queryPair, { minLength: 1, maxLength: 3 }).map((pairs) => pairs.join('&')),
    poisonedObjectFor(querySchema).map((values) =>
      Object.entries(values)
        .map(([name, value]) => `${name}=${encodeComponent(String(value))}`)
        .join('&'),
    ),
    fc.constantFrom('a[b]=1&a[c][d]=2', 'limit=1&limit=2', '%FF=%FF', 'q', '&&&', `q=${'x'.repeat(4_000)}`),
  );

  // A multipart route's text fields get the same poisoned values (sent as JSON, they reach the same
  // body schema; without its files the request can only be refused).
  const content = operation?.requestBody?.content;
  const bodySchema = (content?.['application/json'] ?? content?.['multipart/form-data'])?.schema;
  const canHaveBody = route.method !== 'GET' && route.method !== 'HEAD';
  const body: fc.Arbitrary<Body> = canHaveBody
    ? fc.oneof(
        {
          weight: 4,
          arbitrary: poisonedObjectFor(bodySchema).map((value) => ({ kind: 'json' as const, value })),
        },
        {
          weight: 3,
          arbitrary: hostileObjectFor(bodySchema).map((value) => ({ kind: 'json' as const, value })),
        },
        { weight: 1, arbitrary: wrongType.map((value) => ({ kind: 'json' as const, value })) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(hostileValueFor(bodySchema), fc.constantFrom(...CONTENT_TYPES))
            .map(([value, contentType]) => ({ kind: 'json' as const, value, contentType })),
        },
        {
          weight: 2,
          arbitrary: fc
            .tuple(fc.constantFrom(...RAW_BODIES), fc.option(fc.constantFrom(...CONTENT_TYPES), { freq: 3 }))
            .map(([text, contentType]) => ({
              kind: 'raw' as const,
              text,
              contentType: contentType ?? undefined,
            })),
        },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      )
    : fc.constant({ kind: 'none' as const });

  const auth = fc.oneof(
    { weight: 8, arbitrary: fc.constant('valid' as const) },
    { weight: 1, arbitrary: fc.constant('none' as const) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileHeader, hostileHeader, fc.constantFrom('Bearer ', 'Basic ', 'bearer ', ''))
        .map(([token, bearer, scheme]) => ({ token, authorization: scheme + bearer })),
    },
  );

  return fc.record({
    params,
    query,
    body,
    auth,
    lang: fc.option(fc.oneof(fc.constantFrom('en', 'vi', 'zh-CN', 'ko'), hostileHeader), { nil: undefined }),
    idempotencyKey: fc.option(
      fc.oneof(
        hostileHeader,
        hostileString.map((value) => value.replace(/[^\x21-\x7e]/g, '').slice(0, 1_000)),
        fc.uuid(),
      ),
      { nil: undefined },
    ),
  });
}

/** A stable seed per route, so adding a route changes no other route's requests. */
function seedOf(route: AppRoute): number {
  let hash = BASE_SEED;
  for (const char of `${route.method} ${route.path}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function urlOf(route: AppRoute, fuzz: FuzzCase): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => fuzz.params[name] ?? 'x');
  return `${app.baseUrl}${path}${fuzz.query ? `?${fuzz.query}` : ''}`;
}

function headersOf(fuzz: FuzzCase, adminToken: string): Record<string, string> {
  const headers: Record<string, string> = {};
  if (fuzz.auth === 'valid') {
    headers.token = traderToken;
    headers.authorization = `Bearer ${adminToken}`;
  } else if (fuzz.auth !== 'none') {
    headers.token = fuzz.auth.token;
    headers.authorization = fuzz.auth.authorization;
  }
  if (fuzz.lang !== undefined) headers.lang = fuzz.lang;
  if (fuzz.idempotencyKey !== undefined) headers['idempotency-key'] = fuzz.idempotencyKey;
  if (fuzz.body.kind !== 'none') headers['content-type'] = fuzz.body.contentType ?? 'application/json';
  return headers;
}

/** A stack frame or a module path: never in any answer but a served document. */
const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|\.ts:\d+/;
/** A database's words: never in an error answer (a success may carry prose people wrote). */
const DATABASE_TEXT =
  /\b(SELECT|INSERT|UPDATE|DELETE)\b[\s\S]*\b(FROM|INTO|SET|WHERE)\b|syntax error|violates|invalid input syntax|invalid byte sequence|relation "|SQLSTATE|DatabaseError|ReplyError/i;

/** What is wrong with one answer, or null. */
function problemWith(route: AppRoute, http: number, contentType: string, text: string): string | null {
  if (http >= 500) return `HTTP ${http}`;
  const key = `${route.method} ${route.path}`;
  const isDocument = http < 300 && DOCUMENTS.has(key);
  if (!isDocument && STACK_TRACE.test(text)) return 'stack trace in the body';
  if (http >= 400 && DATABASE_TEXT.test(text)) return 'SQL or a database error in the body';
  const fromDashboard = route.path.startsWith(DASHBOARD) && http !== 401 && http !== 403;
  if (isDocument || fromDashboard) return null;
  if (!contentType.includes('application/json')) return `content type ${contentType}`;
  let envelope: { status?: unknown; message?: unknown; data?: unknown };
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    return 'not JSON';
  }
  if (typeof envelope.status !== 'number' || typeof envelope.message !== 'string' || !('data' in envelope)) {
    return 'not an envelope';
  }
  if (envelope.status === STATUS_OK) return http < 300 ? null : `status 1 with HTTP ${http}`;
  const code = errorCodeOfStatus(envelope.status);
  if (!code) return `unknown status ${envelope.status}`;
  if (ERRORS[code].http !== http) return `${code} answered with HTTP ${http}`;
  return null;
}

/** Logs the trader and the admin in again if a request of the fuzz ended their sessions. */
async function keepSessions(): Promise<void> {
  const profile = await app.call('GET', '/user/profile', { token: traderToken });
  if (profile.http === 401) traderToken = await loginAs(app, trader);
  const ops = await app.call('GET', `/admin/users/${trader.id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  if (ops.http === 401) {
    const login = await app.call<{ token: string }>('POST', '/admin/auth/login', {
      body: { username: admin.username, password: admin.password },
    });
    admin.token = login.data.token;
  }
}

/** What a malformed request must never change. */
async function snapshot(): Promise<unknown> {
  const { rows } = await app.ctx.db.query(
    `SELECT (SELECT row_to_json(b) FROM (SELECT available, frozen, savings, demo FROM balances WHERE user_id = $1) b) AS balances,
            (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM admins) AS admins,
            (SELECT count(*)::int FROM opening_codes) AS opening_codes,
            (SELECT count(*)::int FROM orders) AS orders,
            (SELECT count(*)::int FROM ledger_entries) AS ledger_entries,
            (SELECT count(*)::int FROM balance_adjustments) AS adjustments,
            (SELECT count(*)::int FROM products) AS products,
            (SELECT count(*)::int FROM market_holidays) AS holidays,
            (SELECT count(*)::int FROM savings_lots) AS savings_lots,
            (SELECT count(*)::int FROM savings_holidays) AS savings_holidays,
            (SELECT count(*)::int FROM deposits) AS deposits,
            (SELECT count(*)::int FROM withdrawals) AS withdrawals,
            (SELECT count(*)::int FROM verifications) AS verifications,
            (SELECT password_hash FROM users WHERE id = $1) AS password_hash`,
    [trader.id],
  );
  return rows[0];
}

describe('malformed requests to every route', () => {
  it('are answered 4xx in the envelope, never 5xx, and change nothing', { timeout: 120_000 }, async () => {
    const routes = listRoutes(expressAppOf(app.tempo.server!));
    // The walk must see the domains' routers, the ops API and the dashboard the app mounts.
    for (const expected of [
      'POST /api/auth/register',
      'DELETE /api/admin/holidays/:calendar/:day',
      'GET /api/orders/:id',
    ]) {
      expect(routes.map((route) => `${route.method} ${route.path}`)).toContain(expected);
    }
    expect(routes.some((route) => route.path.startsWith(DASHBOARD))).toBe(true);

    const before = await snapshot();
    const problems: Problem[] = [];
    let sent = 0;
    for (const route of routes) {
      await keepSessions();
      const cases = fc.sample(caseFor(route), { seed: seedOf(route), numRuns: RUNS_PER_ROUTE });
      for (const fuzz of cases) {
        const url = urlOf(route, fuzz);
        const body =
          fuzz.body.kind === 'json'
            ? JSON.stringify(fuzz.body.value)
            : fuzz.body.kind === 'raw'
              ? fuzz.body.text
              : undefined;
        const response = await fetch(url, {
          method: route.method,
          headers: headersOf(fuzz, admin.token),
          body,
        });
        const text = await response.text();
        sent += 1;
        const why = problemWith(route, response.status, response.headers.get('content-type') ?? '', text);
        if (why) {
          problems.push({
            request: `${route.method} ${url.slice(app.baseUrl.length, 300)} ${(body ?? '').slice(0, 200)}`,
            http: response.status,
            text: text.slice(0, 300),
            why,
          });
        }
      }
    }

    expect(problems).toEqual([]);
    expect(sent).toBe(routes.length * RUNS_PER_ROUTE);
    expect(await snapshot()).toEqual(before);
    // The trader's own password still opens the account.
    await loginAs(app, trader);
  });
});
