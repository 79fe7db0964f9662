// The route table (shared/src/contract/routes) is the whole HTTP surface: the app serves exactly the
// routes it declares, the OpenAPI document lists every one, and no route serves an answer its
// response schema does not describe.
import { allRoutes, routes, type RouteDefinition } from '@tempo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expressAppOf, listRoutes } from '../test/appRoutes';
import { loginAs, makeAdmin, makeUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import { openApiPath } from '../site';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

/** `METHOD /api/path` of a declared route; a prefix route stands for every method under its path. */
function declaredKey(route: RouteDefinition): string {
  return route.kind === 'raw' && route.prefix ? `* /api${route.path}` : `${route.method} /api${route.path}`;
}

const prefixes = allRoutes
  .filter((route) => route.kind === 'raw' && route.prefix)
  .map((route) => `/api${route.path}`);

describe('the route table', () => {
  it('declares every route the app serves, and the app serves every route it declares', () => {
    const served = new Set<string>();
    for (const route of listRoutes(expressAppOf(app.tempo.server!))) {
      // A library mounted under a prefix route (the queue dashboard) has routes of its own.
      const prefix = prefixes.find((path) => route.path === path || route.path.startsWith(`${path}/`));
      served.add(prefix ? `* ${prefix}` : `${route.method} ${route.path}`);
    }
    const declared = new Set(allRoutes.map(declaredKey));
    expect(declared.size).toBe(allRoutes.length);

    expect(
      [...served].filter((key) => !declared.has(key)),
      'served but not declared',
    ).toEqual([]);
    expect(
      [...declared].filter((key) => !served.has(key)),
      'declared but not served',
    ).toEqual([]);
  });

  it('gives every route an operation in the OpenAPI document, with its error codes', async () => {
    const response = await fetch(`${app.baseUrl}/api/openapi.json`);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { responses: object; 'x-error-codes'?: string[] }>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      allRoutes.map((route) => `${route.method} ${openApiPath(route.path)}`).sort(),
    );
    for (const path of ['/admin/users', '/admin/audit-log', '/admin/ledger/reconciliation', '/metrics']) {
      expect(document.paths[path]?.get).toBeDefined();
    }
    const placement = document.paths['/orders']!.post!;
    expect(placement['x-error-codes']).toEqual(
      expect.arrayContaining(['INSUFFICIENT_BALANCE', 'IDEMPOTENCY_KEY_REQUIRED', 'NOT_LOGGED_IN']),
    );
    expect(Object.keys(placement.responses)).toEqual(expect.arrayContaining(['201', '401', '409', '422']));
  });

  // The app checks every success answer against its route's response schema outside production
  // (mountRoute), so these calls fail with a 500 when a handler and its schema disagree.
  it('answers representative calls with data their response schemas accept', async () => {
    const trader = await makeUser(app);
    const token = await loginAs(app, trader);
    const admin = await makeAdmin(app, 'superadmin');
    const ops = { headers: { authorization: `Bearer ${admin.token}` } };

    const calls = [
      await app.call('GET', '/index/siteConfig'),
      await app.call('GET', '/products'),
      await app.call('GET', '/products/BTCUSDT'),
      await app.call('GET', '/quotes/BTCUSDT/candles?interval=1m&limit=5'),
      await app.call('GET', `/quotes/BTCUSDT/ticks?from=${Date.now() - 60_000}&to=${Date.now()}`),
      await app.call('GET', '/user/profile', { token }),
      await app.call('GET', '/orders?list=closed', { token }),
      await app.call('POST', '/user/demo/reset', { token }),
      await app.call('GET', `/admin/users/${trader.id}`, ops),
      await app.call('GET', '/admin/audit-log', ops),
      await app.call('GET', '/admin/ledger/reconciliation', ops),
      await app.call('GET', '/admin/products', ops),
    ];
    expect(calls.map((call) => call.http)).toEqual(calls.map(() => 200));
    expect(routes.quotes.product.response.parse(calls[2]!.data).symbol).toBe('BTCUSDT');
    expect(routes.accounts.profile.response.parse(calls[5]!.data).account).toBe(trader.account);
  });
});
