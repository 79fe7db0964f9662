import { describe, expect, it } from 'vitest';
import { SymbolSettlement, type ExpiryWindow } from './SymbolSettlement';

/** A run that waits until the test lets it finish. */
function controlledRuns() {
  const windows: ExpiryWindow[] = [];
  const finishers: ((error?: Error) => void)[] = [];
  const run = (window: ExpiryWindow) =>
    new Promise<void>((resolve, reject) => {
      windows.push({ ...window });
      finishers.push((error) => (error ? reject(error) : resolve()));
    });
  return { windows, finishers, run };
}

describe('SymbolSettlement', () => {
  it('runs one window at a time and merges the windows asked for meanwhile into the next run', async () => {
    const { windows, finishers, run } = controlledRuns();
    const settlement = new SymbolSettlement(run);
    const first = settlement.request({ from: 1_000, before: 1_200 });
    const second = settlement.request({ from: 1_100, before: 1_400 });
    const third = settlement.request({ from: 900, before: 1_300 });
    expect(windows).toEqual([{ from: 1_000, before: 1_200 }]);

    finishers[0]!();
    await first;
    await expect.poll(() => windows.length).toBe(2);
    expect(windows[1]).toEqual({ from: 900, before: 1_400 });
    finishers[1]!();
    await Promise.all([second, third]);
    await settlement.idle();
    expect(windows).toHaveLength(2);
  });

  it('fails every request that joined a failed run, and runs the next one afresh', async () => {
    const { windows, finishers, run } = controlledRuns();
    const settlement = new SymbolSettlement(run);
    const first = settlement.request({ from: 0, before: 10 });
    const joined = settlement.request({ from: 5, before: 20 });
    const alsoJoined = settlement.request({ from: 5, before: 30 });
    finishers[0]!();
    await first;
    await expect.poll(() => windows.length).toBe(2);
    finishers[1]!(new Error('lost the database'));
    await expect(joined).rejects.toThrow('lost the database');
    await expect(alsoJoined).rejects.toThrow('lost the database');

    const retried = settlement.request({ from: 5, before: 30 });
    await expect.poll(() => windows.length).toBe(3);
    finishers[2]!();
    await expect(retried).resolves.toBeUndefined();
  });
});
