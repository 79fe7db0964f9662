// Every server event is decoded once, as it arrives, before any listener sees it: a malformed or
// unknown one is dropped with a warning, and the events after it still arrive.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderView, type Tick } from '@tempo/shared';
import { ServerEventHub } from './serverEvents';

const order = orderView.parse({
  id: 7,
  symbol: 'BTCUSDT',
  account: 'real',
  direction: 'up',
  amount: 1_000,
  durationSec: 30,
  payoutBps: 8_500,
  status: 'won',
  entryPrice: 100,
  entryTs: 1_000,
  expiryTs: 31_000,
  exitPrice: 101,
  exitTs: 31_000,
  payout: 1_850,
  profit: 850,
  settledAt: 31_100,
});

/** The hub, with every console warning kept. */
function hub() {
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
  return { events: new ServerEventHub(), warnings };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ServerEventHub', () => {
  it('hands every listener of an event the decoded payload', () => {
    const { events, warnings } = hub();
    const seen: Tick[][] = [[], []];
    events.on('quotes', (batch) => seen[0]!.push(...(batch.ticks ?? [])));
    events.on('quotes', (batch) => seen[1]!.push(...(batch.ticks ?? [])));
    const tick = { s: 'BTCUSDT', p: 100.5, t: 1_700_000_000_000, v: 0.25 };
    events.dispatch('quotes', { ticks: [tick] });
    expect(seen).toEqual([[tick], [tick]]);
    expect(warnings).toEqual([]);
  });

  it('decodes nested payloads (an order settled) and keeps only the fields the contract names', () => {
    const { events } = hub();
    const seen: unknown[] = [];
    const balances = { available: 12_345, frozen: 0, savings: 0, demo: 1_000_000 };
    events.on('orders:settled', (event) => seen.push(event));
    events.dispatch('orders:settled', { orders: [{ ...order, internal: 'x' }], balances, extra: true });
    expect(seen).toEqual([{ orders: [order], balances }]);
  });

  it('drops a malformed event with a warning naming it, and delivers the next good one', () => {
    const { events, warnings } = hub();
    const prices: number[] = [];
    events.on('quotes', (batch) => batch.ticks?.forEach((tick) => prices.push(tick.p)));
    events.dispatch('quotes', { ticks: [{ s: 'BTCUSDT', p: '100.5', t: 1_700_000_000_000, v: 1 }] });
    events.dispatch('quotes', null);
    events.dispatch('quotes', { ticks: [{ s: 'BTCUSDT', p: 101, t: 1.5, v: 1 }] });
    events.dispatch('quotes', { ticks: [{ s: 'BTCUSDT', p: 102, t: 1_700_000_000_001, v: 1 }] });
    expect(prices).toEqual([102]);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/Malformed socket event "quotes" dropped: ticks\.0\.p: /);
    expect(warnings[2]).toMatch(/ticks\.0\.t: /);
  });

  it('drops events whose enumerated values the contract does not know', () => {
    const { events, warnings } = hub();
    const seen: unknown[] = [];
    events.on('session:ended', (event) => seen.push(event));
    events.on('error', (event) => seen.push(event));
    events.on('quotes', (event) => seen.push(event));
    events.dispatch('session:ended', { reason: 'bored' });
    events.dispatch('error', { code: 42, message: 'no' });
    events.dispatch('quotes', {
      candles: [{ s: 'BTCUSDT', i: '2m', c: { t: 0, o: 1, h: 1, l: 1, c: 1, v: 0, q: 0 } }],
    });
    expect(seen).toEqual([]);
    expect(warnings).toHaveLength(3);
    events.dispatch('session:ended', { reason: 'revoked' });
    events.dispatch('error', { code: 'UNKNOWN_SYMBOL', message: 'Unknown product' });
    expect(seen).toEqual([{ reason: 'revoked' }, { code: 'UNKNOWN_SYMBOL', message: 'Unknown product' }]);
  });

  it('keeps an error whose code is newer than this client, as INTERNAL with its message', () => {
    const { events, warnings } = hub();
    const seen: unknown[] = [];
    events.on('error', (event) => seen.push(event));
    events.dispatch('error', { code: 'A_CODE_FROM_THE_FUTURE', message: 'Translated by the server' });
    expect(seen).toEqual([{ code: 'INTERNAL', message: 'Translated by the server' }]);
    expect(warnings).toEqual([]);
  });

  it('drops an event the contract does not name', () => {
    const { events, warnings } = hub();
    events.dispatch('surprise', { any: 'thing' });
    expect(warnings).toEqual(['Unknown socket event "surprise" dropped']);
  });

  it('stops calling a listener once it is released', () => {
    const { events } = hub();
    const balances: number[] = [];
    const stop = events.on('balance', (balance) => balances.push(balance.available));
    const balance = { available: 100, frozen: 0, savings: 0, demo: 1_000_000 };
    events.dispatch('balance', balance);
    stop();
    events.dispatch('balance', { ...balance, available: 50 });
    expect(balances).toEqual([100]);
  });
});
