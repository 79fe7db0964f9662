// Ops control of the product catalogue: products, countdowns, holidays, maintenance, the sandbox
// and which source feeds each product. Each change is audited in its transaction and then announced, so
// every process reloads and clients see it without a restart.
import { Router, type Request } from 'express';
import {
  createProductBody,
  holidayBody,
  productSandboxBody,
  symbolField,
  updateProductBody,
} from '@tempo/shared';
import type { AppContext } from '../platform/context';
import { withTransaction } from '../platform/db/transaction';
import type { DbClient } from '../platform/db/pool';
import { AppError } from '../platform/http/AppError';
import { clientAddress, route } from '../platform/http/asyncRoute';
import { body, parseInput } from '../platform/http/validate';
import { Catalogue, addHoliday, createProduct, loadProducts, removeHoliday, updateProduct } from '../quotes';
import { requireAdmin } from './adminSessions';
import { writeAuditLog } from './auditLog';
import { setProductSandbox } from './commands/setProductSandbox';
import { PERMISSIONS } from './permissions';

export function catalogueRouter(ctx: AppContext): Router {
  const router = Router();
  const canEdit = requireAdmin(ctx.db, PERMISSIONS.editCatalogue);

  /** Runs a catalogue change with its audit entry, then tells every process to reload. */
  async function change(
    req: Request,
    action: string,
    target: string,
    details: Record<string, unknown>,
    work: (tx: DbClient) => Promise<void>,
  ): Promise<void> {
    await withTransaction(ctx.db, async (tx) => {
      await work(tx);
      await writeAuditLog(tx, {
        adminId: req.admin!.id,
        action,
        target: { type: 'product', id: target },
        details,
        ip: clientAddress(req),
        requestId: String(req.id ?? ''),
      });
    });
    await Catalogue.announceChange(ctx);
  }

  router.get(
    '/products',
    requireAdmin(ctx.db, PERMISSIONS.viewUsers),
    route(() => loadProducts(ctx.db)),
  );

  router.post(
    '/products',
    canEdit,
    route(async (req, res) => {
      const product = body(req, createProductBody);
      await change(req, 'product.create', product.symbol, product, (tx) => createProduct(tx, product));
      res.status(201);
      return null;
    }),
  );

  router.patch(
    '/products/:symbol',
    canEdit,
    route(async (req) => {
      const symbol = parseInput(symbolField, req.params.symbol);
      const update = body(req, updateProductBody);
      await change(req, 'product.update', symbol, update, (tx) =>
        updateProduct(tx, symbol, {
          change: update,
          by: req.admin!.username,
          allowedExchangeUrls: ctx.config.EXCHANGE_STREAM_URLS,
        }),
      );
      return null;
    }),
  );

  // SB1–SB4: replays and pushed quotes only on a product in the sandbox, real money never there.
  router.post(
    '/products/:symbol/sandbox',
    canEdit,
    route(async (req) => {
      const symbol = parseInput(symbolField, req.params.symbol);
      const { on } = body(req, productSandboxBody);
      const actor = { adminId: req.admin!.id, ip: clientAddress(req), requestId: String(req.id ?? '') };
      const { changed } = await setProductSandbox(ctx, actor, symbol, on);
      return { symbol, sandbox: on, changed };
    }),
  );

  router.post(
    '/holidays',
    canEdit,
    route(async (req) => {
      const holiday = body(req, holidayBody);
      await change(req, 'holiday.add', holiday.calendar, holiday, (tx) => addHoliday(tx, holiday));
      return null;
    }),
  );

  router.delete(
    '/holidays/:calendar/:day',
    canEdit,
    route(async (req) => {
      const { calendar, day } = parseInput(holidayBody.pick({ calendar: true, day: true }), req.params);
      await change(req, 'holiday.remove', calendar, { day }, async (tx) => {
        if (!(await removeHoliday(tx, calendar, day))) throw new AppError('NOT_FOUND');
      });
      return null;
    }),
  );

  return router;
}
