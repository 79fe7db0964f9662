// Quotes: the product catalogue, price feeds, ticks, candles and tickers.
export { Catalogue } from './catalogue/Catalogue';
export type { Product } from './catalogue/Product';
export { FeedRunner } from './feed/FeedRunner';
export { quotesRouter } from './routes';
export { TickStore } from './ticks/tickStore';
export { tickKeys } from './ticks/tickKeys';
export { readTicker, readTickers } from './tickers';
export { addHoliday, createProduct, removeHoliday, updateProduct } from './catalogue/catalogueWrites';
export { loadProducts } from './catalogue/productsRepo';
export { LIVE_FEED_SOURCES } from './catalogue/Product';
export { lockProductSandbox, readSandboxForUpdate, writeSandbox } from './catalogue/productSandbox';
export { onTick } from './ticks/onTick';
