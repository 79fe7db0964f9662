// Orders: countdown placement, settlement (three paths, one rule set) and trading totals.
export { ordersRouter } from './routes';
export { findUnpaidOutcomes, realProfitAndLoss } from './profitAndLoss';
export { SettlementEngine } from './SettlementEngine';
export {
  SettlementScheduler,
  SETTLEMENT_QUEUE,
  SETTLEMENT_JOB_OPTIONS,
  type SettlementJob,
} from './SettlementScheduler';
export { TickWaiter } from './TickWaiter';
export { EntryBatcher } from './EntryBatcher';
export type { OrderNotifier } from './OrderNotifier';
export { commitPlacements, type PlacementCandidate } from './commands/commitPlacements';
export { settleExpiredOrders } from './commands/settleExpiredOrders';
export { recordAuditTicks } from './auditTicks';
export { countOpenOrdersOnProduct } from './openOrdersOnProduct';
export type { PlacementServices } from './commands/placeOrder';
export { listOrders } from './ordersRepo';
export { ownerView } from './presenters';
export { findWatchableOrders, livePrice, onceEachReader } from './earlyClose/liveSalePrices';
export type { QuoteContext, SellableOrder } from './earlyClose/quoteSale';
