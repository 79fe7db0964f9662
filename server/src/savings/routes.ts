import { routes } from '@tempo/shared';
import type { Router } from 'express';
import { presentBalances } from '../ledger';
import type { AppContext } from '../platform/context';
import { TableRouter, mountRoute, type RouteGuards } from '../platform/http/mountRoute';
import { addSavingsHoliday, removeSavingsHoliday } from './commands/editSavingsCalendar';
import { moveIntoSavings } from './commands/moveIntoSavings';
import { moveOutOfSavings } from './commands/moveOutOfSavings';
import { runOpsRoll } from './commands/runOpsRoll';
import type { SavingsTransferResult } from './commands/savingsTransfer';
import { setSavingsRate } from './commands/setSavingsRate';
import { SavingsRoller } from './SavingsRoller';
import { SAVINGS_CUTOFF, addDays, platformDay } from './savingsCalendar';
import { listSavingsHolidays, weekdayHolidaysBetween } from './savingsCalendarRepo';
import { listSavingsRates, savingsRateOn } from './savingsRatesRepo';
import { listSavingsRecords } from './savingsRecordsRepo';
import { savingsSettingsOf, type SavingsClock } from './savingsSettings';
import { readSavingsSummary } from './savingsSummary';
import type { SavingsNotifier } from './SavingsNotifier';

/** How far ahead the rules page lists the holidays. */
const UPCOMING_HOLIDAY_DAYS = 60;

/** The trader's savings (summary, moves, records, rules) and the ops calendar, rate and roll. */
export function savingsRouter(
  ctx: AppContext,
  notify: SavingsNotifier,
  guards: RouteGuards,
  clock: SavingsClock = () => new Date(),
): Router {
  const router = new TableRouter(guards);
  const table = routes.savings;
  const settings = savingsSettingsOf(ctx.config);
  const today = () => platformDay(clock(), settings.timeZone);
  const roller = new SavingsRoller(ctx, notify);

  /** Tells the trader's devices once the transfer has committed. */
  const announce = (userId: number, { summary, balances }: SavingsTransferResult) => {
    notify.balance(userId, presentBalances(balances));
    notify.savingsUpdated(userId, summary);
    return summary;
  };

  mountRoute(router, table.summary, async ({ user }) =>
    readSavingsSummary(ctx.db, settings, user.id, clock()),
  );

  mountRoute(router, table.moveIn, async ({ user, body, idempotencyKey }) =>
    announce(
      user.id,
      await moveIntoSavings(ctx.db, settings, {
        userId: user.id,
        amount: body.amount,
        idempotencyKey,
        now: clock(),
      }),
    ),
  );

  mountRoute(router, table.moveOut, async ({ user, body, idempotencyKey }) =>
    announce(
      user.id,
      await moveOutOfSavings(ctx.db, settings, {
        userId: user.id,
        amount: body.amount,
        idempotencyKey,
        now: clock(),
      }),
    ),
  );

  mountRoute(router, table.records, async ({ user, query }) => listSavingsRecords(ctx.db, user.id, query));

  mountRoute(router, table.rules, async () => {
    const day = today();
    return {
      cutoff: SAVINGS_CUTOFF,
      timeZone: settings.timeZone,
      minTransfer: settings.minTransfer,
      transfersPerDay: settings.transfersPerDay,
      dailyRatePpb: await savingsRateOn(ctx.db, day),
      upcomingHolidays: await weekdayHolidaysBetween(ctx.db, day, addDays(day, UPCOMING_HOLIDAY_DAYS)),
    };
  });

  mountRoute(router, table.holidays, async () => listSavingsHolidays(ctx.db));

  mountRoute(router, table.addHoliday, async ({ actor, body }) => {
    const change = { actor: actor, timeZone: settings.timeZone, today: today() };
    const { day, name } = await addSavingsHoliday(ctx.db, change, body);
    return { day, name };
  });

  mountRoute(router, table.removeHoliday, async ({ actor, params }) => {
    const change = { actor: actor, timeZone: settings.timeZone, today: today() };
    const { day, name } = await removeSavingsHoliday(ctx.db, change, params.day);
    return { day, name };
  });

  mountRoute(router, table.rates, async () => listSavingsRates(ctx.db));

  mountRoute(router, table.setRate, async ({ actor, body }) =>
    setSavingsRate(ctx.db, { actor: actor, today: today() }, body),
  );

  mountRoute(router, table.roll, async ({ actor, body }) =>
    runOpsRoll(ctx.db, roller, {
      actor: actor,
      day: body.day,
      now: clock(),
      timeZone: settings.timeZone,
    }),
  );

  return router.express;
}
