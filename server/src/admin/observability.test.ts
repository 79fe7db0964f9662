import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeAdmin, type TestAdmin } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';

let app: TestApp;
let ops: TestAdmin;
beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime', 'worker', 'feed'], METRICS_TOKEN: 'scrape-token-1' });
  ops = await makeAdmin(app, 'ops');
});
afterAll(async () => {
  await app.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${app.baseUrl}${path}`, { headers });

describe('observability for ops', () => {
  it('serves Prometheus metrics: process, ticks, HTTP', async () => {
    const auth = { authorization: `Bearer ${ops.token}` };
    // The in-process feed writes its history before its first tick: seconds on a busy machine.
    await vi.waitUntil(
      async () =>
        /tempo_ticks_published_total\{symbol="BTCUSDT"\} [1-9]/.test(
          await (await get('/api/metrics', auth)).text(),
        ),
      { timeout: 20_000, interval: 100 },
    );
    await app.call('GET', '/products');
    const response = await get('/api/metrics', auth);
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'tempo_socket_clients',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toMatch(/tempo_ticks_published_total\{symbol="BTCUSDT"\} [1-9]/);
    expect(text).toMatch(
      /tempo_http_request_seconds_count\{method="GET",route="\/api\/products",status="200"\} [1-9]/,
    );
  });

  it('lets Prometheus scrape with the metrics token, and nobody without a credential', async () => {
    expect((await get('/api/metrics', { authorization: 'Bearer scrape-token-1' })).status).toBe(200);
    const anonymous = await get('/api/metrics');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ status: -22 });
  });

  it('collects garbage before a reading only when asked, and says whether it could', async () => {
    const auth = { authorization: `Bearer ${ops.token}` };
    expect((await get('/api/metrics', auth)).headers.get('x-gc')).toBeNull();
    // This process runs without --expose-gc unless the runner added it.
    const expected = typeof (globalThis as { gc?: unknown }).gc === 'function' ? 'done' : 'unavailable';
    expect((await get('/api/metrics?gc=1', auth)).headers.get('x-gc')).toBe(expected);
  });

  it('shows the BullMQ dashboard to an ops session cookie, and its settlement queue', async () => {
    const login = await fetch(`${app.baseUrl}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ops.username, password: ops.password }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^tempo_ops=/);
    expect(login.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    const page = await get('/api/admin/queues', { cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
    const queues = await get('/api/admin/queues/api/queues', { cookie });
    expect(JSON.stringify(await queues.json())).toContain('settlement');

    expect((await get('/api/admin/queues')).status).toBe(401);
  });
});
