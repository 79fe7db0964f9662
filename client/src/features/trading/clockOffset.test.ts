import { describe, expect, it } from 'vitest';
import { ClockOffset } from './clockOffset';

describe('ClockOffset', () => {
  it('is 0 before any sample', () => {
    expect(new ClockOffset().offset).toBe(0);
  });

  it('estimates server − client from tick timestamps and the time of receipt', () => {
    const clock = new ClockOffset();
    // The device runs 3 s behind the server; ticks take 20–40 ms to arrive.
    clock.add(10_000, 7_020);
    clock.add(10_250, 7_290);
    clock.add(10_500, 7_530);
    expect(clock.offset).toBe(2_970);
  });

  it('takes the median, so a late packet does not move the estimate', () => {
    const clock = new ClockOffset();
    for (const delay of [10, 12, 11, 900, 13]) clock.add(100_000, 100_000 + delay);
    expect(clock.offset).toBe(-12);
  });

  it('averages the middle two of an even number of samples', () => {
    const clock = new ClockOffset();
    clock.add(1_000, 900);
    clock.add(1_000, 800);
    expect(clock.offset).toBe(150);
  });

  it('keeps only the most recent samples: a clock change is followed', () => {
    const clock = new ClockOffset(5);
    for (let i = 0; i < 5; i++) clock.add(50_000 + i, 50_000 + i); // in step
    for (let i = 0; i < 3; i++) clock.add(60_000 + i, 58_000 + i); // the device clock jumped back 2 s
    expect(clock.sampleCount).toBe(5);
    expect(clock.offset).toBe(2_000);
  });

  it('ignores samples that are not numbers', () => {
    const clock = new ClockOffset();
    clock.add(Number.NaN, 1);
    expect(clock.sampleCount).toBe(0);
  });

  it('takes an exchange over the socket as NTP does: the server answered halfway through the round trip', () => {
    const clock = new ClockOffset();
    clock.add(10_000, 7_060);
    // The device runs 3 s behind; 40 ms out, 20 ms back (the estimate is off by half the asymmetry).
    clock.addExchange({ sentAt: 7_000, serverTs: 10_040, receivedAt: 7_060 });
    expect(clock.offset).toBe(3_010);
  });

  it('keeps the exchange with the shortest round trip, and forgets them on a new connection', () => {
    const clock = new ClockOffset();
    clock.add(10_000, 7_100);
    clock.addExchange({ sentAt: 7_000, serverTs: 10_100, receivedAt: 7_200 });
    clock.addExchange({ sentAt: 8_000, serverTs: 11_010, receivedAt: 8_020 });
    clock.addExchange({ sentAt: 9_000, serverTs: 12_300, receivedAt: 9_400 });
    expect(clock.offset).toBe(3_000);
    clock.forgetExchanges();
    expect(clock.offset).toBe(2_900);
  });
});
