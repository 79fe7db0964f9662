// The real-money gate on its own (SB6 of server/src/orders/SPEC.md): which sources may price a
// product that takes real money, and how an exchange stream's URL is matched.
import { describe, expect, it } from 'vitest';
import { mayFeedProduct, parseAllowedStream, realMoneyVerdict, streamAllowed } from './realMoneySources';

const ALLOWED = [
  // A prefix: every stream path under /ws/ on port 9443.
  'wss://stream.binance.com:9443/ws/',
  // Exact: this URL only (its path is `/`).
  'wss://stream.binance.com',
  // Exact, with the query it needs.
  'wss://fstream.example.com/stream?streams=btcusdt@trade',
  // Written with its default port and upper case: compared once parsed.
  'WSS://Data.Example.COM:443/live/',
];

const exchange = (url: unknown) => ({ source: 'exchange' as const, options: { url } });

describe('the real-money gate', () => {
  it('SB6: the simulator prices real money; a replay and pushed quotes never do', () => {
    expect(realMoneyVerdict({ source: 'simulator', options: {} }, [])).toBe('allowed');
    expect(realMoneyVerdict({ source: 'replay', options: { recordingId: 1 } }, ALLOWED)).toBe(
      'not-a-live-market',
    );
    expect(realMoneyVerdict({ source: 'claim' }, ALLOWED)).toBe('not-a-live-market');
  });

  it('SB6: an exchange stream prices real money only when a listed entry allows its URL', () => {
    expect(realMoneyVerdict(exchange('wss://stream.binance.com:9443/ws/btcusdt@trade'), ALLOWED)).toBe(
      'allowed',
    );
    expect(realMoneyVerdict(exchange('wss://stream.binance.com:9443/ws/btcusdt@trade'), [])).toBe(
      'stream-not-allowed',
    );
    expect(realMoneyVerdict(exchange(undefined), ALLOWED)).toBe('stream-not-allowed');
    expect(realMoneyVerdict({ source: 'exchange' }, ALLOWED)).toBe('stream-not-allowed');
    expect(realMoneyVerdict(exchange(42), ALLOWED)).toBe('stream-not-allowed');
  });

  it('SB6: in the sandbox anything may feed the product; outside it only what the gate allows', () => {
    const replay = { source: 'replay' as const, options: { recordingId: 1 } };
    expect(mayFeedProduct({ sandbox: true }, replay, [])).toBe(true);
    expect(mayFeedProduct({ sandbox: true }, { source: 'claim' }, [])).toBe(true);
    expect(mayFeedProduct({ sandbox: false }, replay, ALLOWED)).toBe(false);
    expect(mayFeedProduct({ sandbox: false }, { source: 'claim' }, ALLOWED)).toBe(false);
    expect(mayFeedProduct({ sandbox: false }, exchange('ws://127.0.0.1:9/own'), ALLOWED)).toBe(false);
    expect(mayFeedProduct({ sandbox: false }, { source: 'simulator' }, [])).toBe(true);
  });

  it.each([
    ['a path under a prefix entry', 'wss://stream.binance.com:9443/ws/btcusdt@trade'],
    ['the prefix itself', 'wss://stream.binance.com:9443/ws/'],
    ['an exact entry', 'wss://stream.binance.com'],
    ['an exact entry, written with its root path', 'wss://stream.binance.com/'],
    ['an exact entry with its query', 'wss://fstream.example.com/stream?streams=btcusdt@trade'],
    ['the default port written out', 'wss://stream.binance.com:443'],
    ['scheme and host in another case', 'WSS://STREAM.binance.com:9443/ws/ethusdt@trade'],
    ['an entry written with its default port', 'wss://data.example.com/live/xauusd'],
    ['dot segments that stay under the prefix', 'wss://stream.binance.com:9443/ws/a/../btcusdt@trade'],
  ])('SB6: allows %s', (_, url) => {
    expect(streamAllowed(url, ALLOWED)).toBe(true);
  });

  it.each([
    ['a host the entry is a prefix of', 'wss://stream.binance.com.evil.example/ws/btcusdt@trade'],
    ['the entry as user info before another host', 'wss://stream.binance.com@evil.example/ws/btcusdt@trade'],
    ['user info before the allowed host', 'wss://ops:secret@stream.binance.com:9443/ws/btcusdt@trade'],
    ['an allowed host and port as user info', 'wss://stream.binance.com:9443@127.0.0.1:9443/ws/'],
    ['another port', 'wss://stream.binance.com:9444/ws/btcusdt@trade'],
    ['a port the allowed one is a prefix of', 'wss://stream.binance.com:94430/ws/btcusdt@trade'],
    ['the default port where the entry has its own', 'wss://stream.binance.com/ws/btcusdt@trade'],
    ['another scheme', 'ws://stream.binance.com:9443/ws/btcusdt@trade'],
    ['a path the prefix entry is a prefix of, not at a /', 'wss://stream.binance.com:9443/wsx/btcusdt@trade'],
    ['dot segments out of the prefix', 'wss://stream.binance.com:9443/ws/../stream/evil'],
    ['encoded dot segments out of the prefix', 'wss://stream.binance.com:9443/ws/%2e%2e/evil'],
    ['a path under an exact entry', 'wss://stream.binance.com/ws/btcusdt@trade'],
    ['a query on a prefix entry', 'wss://stream.binance.com:9443/ws/btcusdt@trade?host=evil.example'],
    ['an empty query on a prefix entry', 'wss://stream.binance.com:9443/ws/btcusdt@trade?'],
    ['a query on an exact entry without one', 'wss://stream.binance.com/?x=1'],
    ['another query than the entry', 'wss://fstream.example.com/stream?streams=ethusdt@trade'],
    ['a fragment', 'wss://stream.binance.com:9443/ws/btcusdt@trade#x'],
    ['an empty fragment', 'wss://stream.binance.com#'],
    ['a host with a trailing dot', 'wss://stream.binance.com./'],
    ['not a URL', 'stream.binance.com:9443/ws/btcusdt@trade'],
    ['an http URL', 'https://stream.binance.com:9443/ws/btcusdt@trade'],
  ])('SB6: refuses %s', (_, url) => {
    expect(streamAllowed(url, ALLOWED)).toBe(false);
  });

  it('SB6: an entry that cannot be matched allows nothing', () => {
    expect(parseAllowedStream('not a url')).toBeNull();
    expect(parseAllowedStream('https://stream.binance.com/ws/')).toBeNull();
    expect(parseAllowedStream('wss://user@stream.binance.com/ws/')).toBeNull();
    expect(parseAllowedStream('wss://stream.binance.com/ws?a=/')).toBeNull();
    expect(streamAllowed('wss://user@stream.binance.com/ws/x', ['wss://user@stream.binance.com/ws/'])).toBe(
      false,
    );
    expect(parseAllowedStream('wss://stream.binance.com/ws/')).toMatchObject({ prefix: true });
    expect(parseAllowedStream('wss://stream.binance.com/ws')).toMatchObject({ prefix: false });
  });
});
