// Ops control of the product catalogue: products, countdowns, holidays, maintenance, the sandbox
// and which source feeds each product. Each change is audited in its transaction and then announced, so
// every process reloads and clients see it without a restart.
import { routes } from '@tempo/shared';
import type { Request } from 'express';
import type { AppContext } from '../platform/context';
import { withTransaction } from '../platform/db/transaction';
import type { DbClient } from '../platform/db/pool';
import { AppError } from '../platform/http/AppError';
import { mountRoute, type TableRouter } from '../platform/http/mountRoute';
import type { AuthAdmin } from '../platform/http/requestTypes';
import {
  Catalogue,
  addHoliday,
  createProduct,
  findRecordingRow,
  listHolidays,
  loadProducts,
  removeHoliday,
  updateProduct,
} from '../quotes';
import { writeAuditLog, type AuditEntry } from './auditLog';
import { setProductSandbox } from './commands/setProductSandbox';
import { actorOf } from './actorOf';
import { presentAdminProduct } from './presenters';

const productTarget = (symbol: string) => ({ type: 'product', id: symbol });
/** A holiday changes a market calendar (`fx`, `metals`), which every product on that schedule follows. */
const calendarTarget = (calendar: string) => ({ type: 'market_calendar', id: calendar });

/** Mounts the catalogue routes of the ops API on `router`. */
export function mountCatalogueRoutes(ctx: AppContext, router: TableRouter): void {
  const table = routes.admin;

  /** Runs a catalogue change with its audit entry, then tells every process to reload. */
  async function change(
    who: { admin: AuthAdmin; req: Request },
    action: string,
    target: AuditEntry['target'],
    details: Record<string, unknown>,
    work: (tx: DbClient) => Promise<void>,
  ): Promise<void> {
    const actor = actorOf(who.admin, who.req);
    await withTransaction(ctx.db, async (tx) => {
      await work(tx);
      await writeAuditLog(tx, { ...actor, action, target, details });
    });
    await Catalogue.announceChange(ctx);
  }

  mountRoute(router, table.products, async () => (await loadProducts(ctx.db)).map(presentAdminProduct));

  mountRoute(router, table.createProduct, async ({ admin, req, body: product }) => {
    await change({ admin, req }, 'product.create', productTarget(product.symbol), product, (tx) =>
      createProduct(tx, product),
    );
    return null;
  });

  mountRoute(router, table.updateProduct, async ({ admin, req, params: { symbol }, body: update }) => {
    await change({ admin, req }, 'product.update', productTarget(symbol), update, (tx) =>
      updateProduct(tx, symbol, {
        change: update,
        by: admin.username,
        allowedExchangeUrls: ctx.config.EXCHANGE_STREAM_URLS,
      }),
    );
    return null;
  });

  // SB1–SB4: replays and pushed quotes only on a product in the sandbox, real money never there.
  mountRoute(router, table.productSandbox, async ({ admin, req, params: { symbol }, body: { on } }) => {
    const { changed } = await setProductSandbox(ctx, actorOf(admin, req), symbol, on);
    return { symbol, sandbox: on, changed };
  });

  // A replay of an uploaded recording: the product's feed names it (only in the sandbox, SB2);
  // stopping hands the product back to its simulator, still in the sandbox.
  mountRoute(router, routes.feeds.startReplay, async ({ admin, req, params: { symbol }, body }) => {
    if (!(await findRecordingRow(ctx.db, body.recordingId))) throw new AppError('NOT_FOUND');
    const feed = { source: 'replay' as const, options: body };
    await change({ admin, req }, 'product.replay.start', productTarget(symbol), body, (tx) =>
      updateProduct(tx, symbol, {
        change: { feed },
        by: admin.username,
        allowedExchangeUrls: ctx.config.EXCHANGE_STREAM_URLS,
      }),
    );
    return null;
  });

  mountRoute(router, routes.feeds.stopReplay, async ({ admin, req, params: { symbol } }) => {
    await change({ admin, req }, 'product.replay.stop', productTarget(symbol), {}, (tx) =>
      updateProduct(tx, symbol, {
        change: { feed: { source: 'simulator', options: {} } },
        by: admin.username,
        allowedExchangeUrls: ctx.config.EXCHANGE_STREAM_URLS,
      }),
    );
    return null;
  });

  mountRoute(router, table.holidays, async ({ query }) => listHolidays(ctx.db, query.calendar));

  mountRoute(router, table.addHoliday, async ({ admin, req, body: holiday }) => {
    await change({ admin, req }, 'holiday.add', calendarTarget(holiday.calendar), holiday, (tx) =>
      addHoliday(tx, holiday),
    );
    return null;
  });

  mountRoute(router, table.removeHoliday, async ({ admin, req, params: { calendar, day } }) => {
    await change({ admin, req }, 'holiday.remove', calendarTarget(calendar), { day }, async (tx) => {
      if (!(await removeHoliday(tx, calendar, day))) throw new AppError('NOT_FOUND');
    });
    return null;
  });
}
