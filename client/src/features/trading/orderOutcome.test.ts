import { describe, expect, it } from 'vitest';
import { cents, orderView, type OrderView } from '@tempo/shared';
import { earningsOf, exitCandidate, hapticPatternOf, livePnl, signedMoney, verdictOf } from './orderOutcome';

const ORDER = orderView.parse({
  id: 7,
  symbol: 'BTCUSDT',
  account: 'real',
  direction: 'up',
  amount: 1_000,
  durationSec: 5,
  payoutBps: 8_000,
  status: 'open',
  entryPrice: 100,
  entryTs: 10_000,
  expiryTs: 15_000,
  exitPrice: null,
  exitTs: null,
  payout: null,
  profit: null,
  settledAt: null,
});

describe('livePnl: what the order would pay if it expired now', () => {
  it('S1: up wins on a higher price, paying stake × (1 + rate)', () => {
    expect(livePnl(ORDER, { p: 101, t: 12_000 })).toEqual({ status: 'won', payout: 1_800, profit: 800 });
  });

  it('S2: down wins on a lower price and loses on a higher one', () => {
    const down = { ...ORDER, direction: 'down' as const };
    expect(livePnl(down, { p: 99, t: 12_000 }).profit).toBe(800);
    expect(livePnl(down, { p: 101, t: 12_000 })).toEqual({ status: 'lost', payout: 0, profit: -1_000 });
  });

  it('S3: an unchanged price is a draw', () => {
    expect(livePnl(ORDER, { p: 100, t: 12_000 })).toEqual({ status: 'draw', payout: 1_000, profit: 0 });
  });

  it('S4: rounds the winnings down to the cent', () => {
    expect(livePnl({ ...ORDER, amount: cents(333), payoutBps: 8_500 }, { p: 101, t: 12_000 }).profit).toBe(
      283,
    );
  });

  it('S5: no tick after the entry tick yet is a void', () => {
    expect(livePnl(ORDER, null).status).toBe('void');
    expect(livePnl(ORDER, { p: 105, t: 10_000 }).status).toBe('void');
  });
});

describe('exitCandidate: the newest tick at or before expiry', () => {
  it('follows ticks up to expiry and keeps the last one after it', () => {
    let exit = exitCandidate(ORDER, null, { p: 101, t: 14_000 });
    exit = exitCandidate(ORDER, exit, { p: 102, t: 15_000 });
    expect(exit).toEqual({ p: 102, t: 15_000 });
    expect(exitCandidate(ORDER, exit, { p: 90, t: 15_001 })).toEqual({ p: 102, t: 15_000 });
  });

  it('never goes back to an older tick', () => {
    expect(exitCandidate(ORDER, { p: 101, t: 14_000 }, { p: 99, t: 13_000 })).toEqual({ p: 101, t: 14_000 });
    expect(exitCandidate(ORDER, null, null)).toBeNull();
  });
});

describe('earningsOf: the earnings message of the closing dialog', () => {
  const settled = (status: OrderView['status'], payout: number, profit: number): OrderView =>
    orderView.parse({
      ...ORDER,
      status,
      exitPrice: 101,
      exitTs: 15_000,
      payout,
      profit,
      settledAt: 15_100,
    });

  it('a win shows +profit', () => {
    expect(earningsOf(settled('won', 1_800, 800), '$')).toEqual({ kind: 'win', text: '+$8.00' });
  });

  it('a loss shows −stake', () => {
    expect(earningsOf(settled('lost', 0, -1_000), '$')).toEqual({ kind: 'loss', text: '-$10.00' });
  });

  it('a draw is refunded', () => {
    expect(earningsOf(settled('draw', 1_000, 0), '$')).toEqual({ kind: 'refund', text: '$10.00' });
  });

  it('a void is refunded', () => {
    expect(earningsOf(settled('void', 1_000, 0), '₫')).toEqual({ kind: 'refund', text: '₫10.00' });
  });

  it('groups thousands', () => {
    expect(earningsOf(settled('won', 180_000_000, 80_000_000), '$').text).toBe('+$800,000.00');
  });
});

describe('signedMoney', () => {
  it('puts a plus on gains and a minus on losses', () => {
    expect([signedMoney(850, '$'), signedMoney(-1_000, '$'), signedMoney(0, '$')]).toEqual([
      '+$8.50',
      '-$10.00',
      '$0.00',
    ]);
  });
});

describe('verdictOf: who won, in the closing dialog', () => {
  const closed = (status: OrderView['status'], profit: number | null) =>
    orderView.parse({
      ...ORDER,
      status,
      profit,
      payout: 0,
      exitPrice: 101,
      exitTs: 15_000,
      settledAt: 15_100,
    });

  it('says a win with its profit and a loss with what was lost, the verb carrying the sign', () => {
    expect(verdictOf(closed('won', 800), '$')).toEqual({ kind: 'won', amount: '+$8.00' });
    expect(verdictOf(closed('lost', -1_300), '$')).toEqual({ kind: 'lost', amount: '$13.00' });
  });

  it('says a draw and a void without a figure, and nothing yet of an open order', () => {
    expect(verdictOf(closed('draw', 0), '$')).toEqual({ kind: 'draw' });
    expect(verdictOf(closed('void', 0), '$')).toEqual({ kind: 'void' });
    expect(verdictOf(ORDER, '$')).toEqual({ kind: 'open' });
  });
});

describe('hapticPatternOf', () => {
  const on = { enabled: true, reducedMotion: false };

  it('pulses twice for a win and once for any other result', () => {
    expect(hapticPatternOf('won', on)).toEqual([30, 60, 30]);
    expect(hapticPatternOf('lost', on)).toEqual([50]);
    expect(hapticPatternOf('void', on)).toEqual([50]);
  });

  it('stays still when turned off, under reduced motion, and for an open order', () => {
    expect(hapticPatternOf('won', { enabled: false, reducedMotion: false })).toBeNull();
    expect(hapticPatternOf('won', { enabled: true, reducedMotion: true })).toBeNull();
    expect(hapticPatternOf('open', on)).toBeNull();
  });
});
