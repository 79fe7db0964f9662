// Quotes: the product catalogue, price feeds, ticks, candles and tickers.
export { Catalogue } from './catalogue/Catalogue';
export type { Product } from './catalogue/Product';
export { FeedRunner } from './feed/FeedRunner';
export { quotesRouter } from './routes';
export { TickStore, type StreamTick, type TickReader } from './ticks/tickStore';
export { tickKeys } from './ticks/tickKeys';
export { readTicker, readTickers } from './tickers';
export {
  addHoliday,
  createProduct,
  removeHoliday,
  stopReplay,
  updateProduct,
} from './catalogue/catalogueWrites';
export type { PriceSettings, PriceSettingsChange } from './catalogue/priceSettings';
export { mayFeedProduct, mayPriceRealMoney, realMoneyVerdict } from './catalogue/realMoneySources';
export { listHolidays, loadProducts, type MarketHoliday } from './catalogue/productsRepo';
export {
  feedRefusedOnLeaving,
  isInSandbox,
  lockProductSandbox,
  readSandboxForUpdate,
  writeSandbox,
} from './catalogue/productSandbox';
export { isTickOfCurrentFeed } from './catalogue/entryTickFeed';
export { onTick } from './ticks/onTick';
export {
  claimMayFeed,
  claimSourceLabel,
  feedClaimant,
  FEED_CLAIM_TTL_MS,
  isFeedClaimed,
} from './feed/feedClaim';
export { takeFeedClaim, type FeedClaimTaken } from './feed/commands/takeFeedClaim';
export { pushFeedQuotes, type FeedQuotesBatch } from './feed/commands/pushFeedQuotes';
export { releaseFeedClaim, type FeedClaimRelease } from './feed/commands/releaseFeedClaim';
export { FeedLock } from './feed/FeedLock';
export { ArchiveUpkeep } from './archive/ArchiveUpkeep';
export { ensureTickPartitions } from './archive/tickPartitions';
export { SymbolPublisher } from './feed/SymbolPublisher';
export { sealMinutes } from './archive/sealMinutes';
export { parseRecording, RecordingError, type Recording } from './replay/parseRecording';
export { isReplaySpeed, MAX_SPEED, MIN_SPEED, type ReplaySpeed } from './replay/ReplayClock';
export { ReplaySource, type ReplayProgress } from './replay/ReplaySource';
export {
  findRecordingRow,
  insertRecording,
  listRecordingRows,
  readRecordingBytes,
  type RecordingRow,
} from './replay/recordingsRepo';
export { readFeedStatuses, type FeedStatusReport } from './feed/feedStatus';
export { awaitFeedFitForRealMoney, runningFeedMayPriceRealMoney } from './feed/runningFeed';
