// What the tests of the real-money gate do to products, as ops and traders do it: through the API,
// the `/ops` channel and the tick stream, never around them.
import { io, type Socket } from 'socket.io-client';
import { vi } from 'vitest';
import {
  OPS_NAMESPACE,
  PROTOCOL_VERSION,
  type OpsClientToServerEvents,
  type OpsFeedAck,
  type OrderView,
} from '@tempo/shared';
import { tickKeys } from '../quotes';
import { fund, loginAs, makeUser, type TestAdmin } from './factories';
import type { CallResult, TestApp } from './testApp';

export type OpsSocket = Socket<Record<string, never>, OpsClientToServerEvents>;

/** A tick as the stream keeps it: time (epoch ms), price and who produced it. */
export interface KeptTick {
  t: number;
  p: number;
  source: string;
}

let keys = 0;

/** Calls of one ops admin and of the traders of one test app. */
export function productOps(app: TestApp, ops: TestAdmin) {
  const headers = () => ({ authorization: `Bearer ${ops.token}`, lang: 'en' });
  return {
    headers,

    sandbox: (symbol: string, on: boolean) =>
      app.call<{ changed: boolean }>('POST', `/admin/products/${symbol}/sandbox`, {
        body: { on },
        headers: headers(),
      }),

    update: (symbol: string, body: Record<string, unknown>) =>
      app.call<null>('PATCH', `/admin/products/${symbol}`, { body, headers: headers() }),

    startReplay: (symbol: string, recordingId: number) =>
      app.call<null>('POST', `/admin/products/${symbol}/replay`, {
        body: { recordingId, speed: 1, loop: true },
        headers: headers(),
      }),

    stopReplay: (symbol: string) =>
      app.call<null>('DELETE', `/admin/products/${symbol}/replay`, { headers: headers() }),

    /** A trader with `balance` cents of real money, logged in. */
    async trader(balance: number) {
      const user = await makeUser(app);
      if (balance) await fund(app, ops, user.id, balance);
      return { ...user, token: await loginAs(app, user) };
    },

    order: (token: string, body: Record<string, unknown>): Promise<CallResult<OrderView>> =>
      app.call<OrderView>('POST', '/orders', {
        token,
        body: { direction: 'up', amount: 100, durationSec: 1, account: 'real', ...body },
        headers: { 'idempotency-key': `gate-${++keys}-${Date.now()}`, lang: 'en' },
      }),

    /** An `/ops` connection of this admin. */
    async opsSocket(): Promise<OpsSocket> {
      const socket: OpsSocket = io(`${app.baseUrl}${OPS_NAMESPACE}`, {
        auth: { token: ops.token, lang: 'en', protocol: PROTOCOL_VERSION },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
  };
}

export const claimFeed = (socket: OpsSocket, symbol: string): Promise<OpsFeedAck> =>
  socket.timeout(10_000).emitWithAck('feed:claim', { symbol });

export const releaseFeed = (socket: OpsSocket, symbol: string): Promise<OpsFeedAck> =>
  socket.timeout(20_000).emitWithAck('feed:release', { symbol });

export const pushQuotes = (socket: OpsSocket, symbol: string, price: number): Promise<OpsFeedAck> =>
  socket.timeout(10_000).emitWithAck('feed:quotes', { symbol, quotes: [{ p: price, v: 1 }] });

type StreamEntry = [id: string, fields: string[]];

function keptTick([id, fields]: StreamEntry): KeptTick {
  const value = (name: string) => fields[fields.indexOf(name) + 1];
  return {
    t: Number(id.slice(0, id.indexOf('-'))),
    p: Number(value('p')),
    source: value('src') ?? 'unknown',
  };
}

/** The ticks Redis keeps of `symbol` with `from <= t <= to` (epoch ms), oldest first. */
export async function ticksBetween(
  app: TestApp,
  symbol: string,
  from: number,
  to: number,
): Promise<KeptTick[]> {
  const entries = (await app.ctx.redis.xrange(
    tickKeys.stream(symbol),
    String(from),
    String(to),
  )) as StreamEntry[];
  return entries.map(keptTick);
}

/** The ticks Redis keeps of `symbol` after the stream entry `afterId` (all when null), and the last id read. */
export async function ticksAfter(
  app: TestApp,
  symbol: string,
  afterId: string | null,
): Promise<{ ticks: KeptTick[]; lastId: string | null }> {
  const entries = (await app.ctx.redis.xrange(
    tickKeys.stream(symbol),
    afterId ? `(${afterId}` : '-',
    '+',
  )) as StreamEntry[];
  return { ticks: entries.map(keptTick), lastId: entries.at(-1)?.[0] ?? afterId };
}

/** The order once it has settled, read from its row (waits up to 20 s). */
export function settledOrder(app: TestApp, orderId: number) {
  return vi.waitFor(
    async () => {
      const { rows } = await app.ctx.db.query<{
        status: string;
        entry_price: number;
        entry_ts: string;
        expiry_ts: string;
      }>('SELECT status, entry_price, entry_ts, expiry_ts FROM orders WHERE id = $1', [orderId]);
      if (!rows[0] || rows[0].status === 'open') throw new Error(`order ${orderId} still open`);
      return { ...rows[0], entry_ts: Number(rows[0].entry_ts), expiry_ts: Number(rows[0].expiry_ts) };
    },
    { timeout: 20_000, interval: 100 },
  );
}
