// The one gate on what may price real money (rule SB6 of server/src/orders/SPEC.md). A product
// outside the sandbox takes real-balance orders, so only its own market may feed it: the
// simulator, or an exchange trade stream the deployment lists in EXCHANGE_STREAM_URLS. Every
// transition that could put a source under real money asks here: leaving the sandbox, a feed
// change, a replay, a claim of the feed by an ops connection, and the feed itself each time it
// picks a source (start-up, every catalogue reload).
//
// A stream is matched on its parsed URL (WHATWG, as the WebSocket client parses it), never on
// its text: scheme, host and port (default ports dropped) must equal an allowed entry's, and the
// path must equal the entry's, or start with it when the entry ends with `/` (a prefix that ends
// at a path segment). No user info, no fragment; a query only where the entry has the same one.
// So `wss://stream.binance.com.evil.example/…`, `wss://stream.binance.com@evil.example/…` and
// `wss://stream.binance.com/ws/../evil` are all refused where `wss://stream.binance.com/ws/` is allowed.
import type { FeedSourceName } from './Product';

/** What would produce a product's prices: a catalogue feed with its options, or ops' pushed quotes. */
export type PriceSourceChoice =
  | { source: FeedSourceName; options?: Record<string, unknown> }
  /** An ops connection pushing quotes under a claim of the product's feed. */
  | { source: 'claim' };

/** The gate's answer for real money: allowed, or why not. */
export type RealMoneyVerdict = 'allowed' | 'not-a-live-market' | 'stream-not-allowed';

/**
 * Whether `choice` may price real money: the simulator always, an exchange stream only when its
 * URL matches an entry of `allowedStreams` (EXCHANGE_STREAM_URLS), nothing else ever.
 */
export function realMoneyVerdict(
  choice: PriceSourceChoice,
  allowedStreams: readonly string[],
): RealMoneyVerdict {
  switch (choice.source) {
    case 'simulator':
      return 'allowed';
    case 'exchange':
      return streamAllowed(choice.options?.url, allowedStreams) ? 'allowed' : 'stream-not-allowed';
    default:
      return 'not-a-live-market';
  }
}

/** True when the gate allows `choice` under real money. */
export function mayPriceRealMoney(choice: PriceSourceChoice, allowedStreams: readonly string[]): boolean {
  return realMoneyVerdict(choice, allowedStreams) === 'allowed';
}

/**
 * Whether `choice` may feed `product` now: anything while it is in the sandbox (demo orders only,
 * SB1), else only what the gate allows under real money.
 */
export function mayFeedProduct(
  product: { sandbox: boolean },
  choice: PriceSourceChoice,
  allowedStreams: readonly string[],
): boolean {
  return product.sandbox || mayPriceRealMoney(choice, allowedStreams);
}

/** An entry of EXCHANGE_STREAM_URLS, parsed. */
interface AllowedStream {
  url: URL;
  /** The entry ends with `/`: any path under it is allowed, else only its own path. */
  prefix: boolean;
}

/**
 * A WebSocket URL as the stream client would connect to it, or null when it is not one the gate
 * considers at all: not ws/wss, with user info (which hides the real host from a reader of the
 * text) or a fragment.
 */
function parseStreamUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return null;
  if (url.username || url.password) return null;
  if (url.href.includes('#')) return null;
  return url;
}

/** An allowed entry, or null when it cannot allow anything (config.ts refuses such entries at start). */
export function parseAllowedStream(entry: string): AllowedStream | null {
  const url = parseStreamUrl(entry.trim());
  if (!url) return null;
  const prefix = entry.trim().endsWith('/');
  // A prefix covers paths, not queries: `…/?a=/` declares nothing sensible.
  if (prefix && url.href.includes('?')) return null;
  return { url, prefix };
}

/** Whether `url` is an exchange stream that one of `allowedStreams` allows (see the header). */
export function streamAllowed(url: unknown, allowedStreams: readonly string[]): boolean {
  if (typeof url !== 'string') return false;
  const candidate = parseStreamUrl(url);
  if (!candidate) return false;
  return allowedStreams.some((entry) => {
    const allowed = parseAllowedStream(entry);
    if (!allowed) return false;
    // href is the normalised whole: scheme and host lower-cased, default port dropped, dot
    // segments resolved, the query as written.
    if (!allowed.prefix) return candidate.href === allowed.url.href;
    return (
      candidate.protocol === allowed.url.protocol &&
      candidate.host === allowed.url.host &&
      !candidate.href.includes('?') &&
      candidate.pathname.startsWith(allowed.url.pathname)
    );
  });
}
