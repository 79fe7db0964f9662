// Limits a trader sets on their own real-money trading and deposits (SPEC.md): their storage, the
// 24-hour wait of a loosening, and the checks the owners of orders and deposits run in their own
// transactions with their own figures.
export { limitsRouter } from './routes';
export { readTradingBounds, type EffectiveLimits, type TradingBounds } from './limitsRepo';
export { periodWindows, type PeriodWindows } from './limitPeriods';
export {
  depositRefusal,
  limitsOrders,
  orderRefusal,
  withOrderPlaced,
  type LimitRefusal,
  type LimitRefusalCode,
  type OrderUsage,
} from './limitChecks';
export { readBreak, type BreakRow } from './breaksRepo';
export { limitRefusalError, type BoundsRefusal } from './limitRefusalError';
