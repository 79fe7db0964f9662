// Ops control of the product catalogue: products, countdowns, holidays, maintenance, the sandbox
// and which source feeds each product. Each change is audited in its transaction and then announced, so
// every process reloads and clients see it without a restart.
import { routes } from '@tempo/shared';
import type { AppContext } from '../platform/context';
import { withTransaction } from '../platform/db/transaction';
import type { DbClient } from '../platform/db/pool';
import { AppError } from '../platform/AppError';
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
  stopReplay,
  updateProduct,
  type PriceSettingsChange,
} from '../quotes';
import { countOpenOrdersOnProduct } from '../orders';
import { writeAuditLog, type Actor, type AuditEntry } from '../audit';
import { setProductSandbox } from './commands/setProductSandbox';
import { presentAdminProduct } from './presenters';

const productTarget = (symbol: string) => ({ type: 'product', id: symbol });
/** A holiday changes a market calendar (`fx`, `metals`), which every product on that schedule follows. */
const calendarTarget = (calendar: string) => ({ type: 'market_calendar', id: calendar });

/** Mounts the catalogue routes of the ops API on `router`. */
export function mountCatalogueRoutes(ctx: AppContext, router: TableRouter): void {
  const table = routes.admin;

  /**
   * Runs a catalogue change with its audit entry, then tells every process to reload. What the
   * work answers joins the entry's details (a product's price settings before and after).
   */
  async function change(
    actor: Actor,
    action: string,
    target: AuditEntry['target'],
    details: Record<string, unknown>,
    work: (tx: DbClient) => Promise<Record<string, unknown> | void>,
  ): Promise<void> {
    await withTransaction(ctx.db, async (tx) => {
      const outcome = await work(tx);
      await writeAuditLog(tx, { ...actor, action, target, details: { ...details, ...outcome } });
    });
    await Catalogue.announceChange(ctx);
  }

  /**
   * What a change of `symbol` by `admin` needs beyond the change itself: the streams the real-money
   * gate allows (SB6) and the orders domain's count of its open real-balance orders (SB7).
   */
  const changeOf = (tx: DbClient, symbol: string, admin: AuthAdmin) => ({
    by: admin.username,
    allowedStreams: ctx.config.EXCHANGE_STREAM_URLS,
    countOpenRealOrders: async () => (await countOpenOrdersOnProduct(tx, symbol)).real,
  });
  /** The audit details of a change of price settings: before and after, with the feed version. */
  const audited = (settings: PriceSettingsChange | null) => (settings ? { priceSettings: settings } : {});

  mountRoute(router, table.products, async () => (await loadProducts(ctx.db)).map(presentAdminProduct));

  mountRoute(router, table.createProduct, async ({ actor, body: product }) => {
    await change(actor, 'product.create', productTarget(product.symbol), product, (tx) =>
      createProduct(tx, product),
    );
    return null;
  });

  mountRoute(router, table.updateProduct, async ({ admin, actor, params: { symbol }, body: update }) => {
    await change(actor, 'product.update', productTarget(symbol), update, async (tx) =>
      audited(await updateProduct(tx, symbol, { ...changeOf(tx, symbol, admin), change: update })),
    );
    return null;
  });

  // SB1–SB4, SB6: replays and pushed quotes only on a product in the sandbox, real money never there.
  mountRoute(router, table.productSandbox, async ({ actor, params: { symbol }, body: { on } }) => {
    const { changed } = await setProductSandbox(ctx, actor, symbol, on);
    return { symbol, sandbox: on, changed };
  });

  // A replay of an uploaded recording: the product's feed names it (the gate refuses it outside
  // the sandbox, SB2, SB6); stopping hands a product a replay feeds back to its simulator, still in
  // the sandbox, and leaves any other product's source alone.
  mountRoute(router, routes.feeds.startReplay, async ({ admin, actor, params: { symbol }, body }) => {
    if (!(await findRecordingRow(ctx.db, body.recordingId))) throw new AppError('NOT_FOUND');
    const feed = { source: 'replay' as const, options: body };
    await change(actor, 'product.replay.start', productTarget(symbol), body, async (tx) =>
      audited(await updateProduct(tx, symbol, { ...changeOf(tx, symbol, admin), change: { feed } })),
    );
    return null;
  });

  mountRoute(router, routes.feeds.stopReplay, async ({ admin, actor, params: { symbol } }) => {
    await change(actor, 'product.replay.stop', productTarget(symbol), {}, async (tx) => {
      const { stopped, settings } = await stopReplay(tx, symbol, changeOf(tx, symbol, admin));
      return { stopped, ...audited(settings) };
    });
    return null;
  });

  mountRoute(router, table.holidays, async ({ query }) => listHolidays(ctx.db, query.calendar));

  mountRoute(router, table.addHoliday, async ({ actor, body: holiday }) => {
    await change(actor, 'holiday.add', calendarTarget(holiday.calendar), holiday, (tx) =>
      addHoliday(tx, holiday),
    );
    return null;
  });

  mountRoute(router, table.removeHoliday, async ({ actor, params: { calendar, day } }) => {
    await change(actor, 'holiday.remove', calendarTarget(calendar), { day }, async (tx) => {
      if (!(await removeHoliday(tx, calendar, day))) throw new AppError('NOT_FOUND');
    });
    return null;
  });
}
