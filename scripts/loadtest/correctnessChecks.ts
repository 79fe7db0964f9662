// The pass/fail gates of a run, whatever the machine: DESIGN §8's correctness gates (every
// settlement uses the tick at or before expiry, no order settles twice, the ledger reconciles)
// and the run's own health (no errors, no disconnects, every client got ticks).
import type { Check, LoadtestResult } from './LoadtestResult';

export function correctnessChecks({
  fanout,
  countdowns,
  countdownRepeats,
}: Pick<LoadtestResult, 'fanout' | 'countdowns' | 'countdownRepeats'>): Check[] {
  const checks: Check[] = [];
  const check = (name: string, pass: boolean, detail: string) => checks.push({ name, pass, detail });
  if (fanout) {
    check(
      'every client connected',
      fanout.connectFailures === 0 && fanout.connected === fanout.clients,
      `${fanout.connected}/${fanout.clients} connected, ${fanout.connectFailures} failed`,
    );
    check('no disconnects', fanout.disconnects === 0, `${fanout.disconnects} disconnects`);
    check('ticks were measured', fanout.measure.ticks > 0, `${fanout.measure.ticks} distinct ticks`);
    check(
      'every client got ticks',
      fanout.measure.clientsWithoutTicks === 0 && fanout.measure.clientsAtStart > 0,
      `${fanout.measure.clientsWithoutTicks} clients got none; the fewest was ${fanout.measure.fewestTicksPerClient}`,
    );
  }
  if (countdowns) {
    check(
      'orders were accepted',
      countdowns.accepted > 0,
      `${countdowns.accepted}/${countdowns.orders} accepted`,
    );
    check(
      'no errors',
      countdowns.errors === 0,
      [`${countdowns.errors} errors`, ...countdowns.errorSamples].join('; '),
    );
    check(
      'every order settled exactly once',
      countdowns.everyOrderSettledOnce,
      `${countdowns.settledOnce} once, ${countdowns.settledTwiceOrMore} more than once, ${countdowns.neverSettled} never (by orders:settled); ${countdowns.restNotSettled} not settled by GET /api/orders/:id`,
    );
    check(
      'no order settled twice',
      countdowns.settledTwiceOrMore === 0,
      `${countdowns.settledTwiceOrMore} twice or more`,
    );
    check(
      'every exit tick is the last at or before expiry',
      countdowns.exitAfterExpiry === 0 && countdowns.exitTickStale === 0,
      `${countdowns.exitAfterExpiry} after expiry, ${countdowns.exitTickStale} older than a later tick before expiry`,
    );
    check('the ledger reconciles', countdowns.reconciled === true, `reconciled: ${countdowns.reconciled}`);
    const sales = countdowns.sales;
    if (sales) {
      check(
        'early sales went through',
        sales.errors === 0 && sales.sold > 0 && sales.requested > 0,
        `${sales.sold}/${sales.requested} sold, ${sales.errors} errors`,
      );
    }
  }
  if (countdownRepeats && countdownRepeats.rounds.length > 1) {
    const failed = countdownRepeats.rounds.flatMap((round, i) => (round.correct ? [] : [i + 1]));
    check(
      'every round settled each order exactly once and reconciled',
      failed.length === 0,
      failed.length ? `round ${failed.join(', ')} did not` : `${countdownRepeats.rounds.length} rounds`,
    );
  }
  return checks;
}
