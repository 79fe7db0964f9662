// Orders still open on screen after they should have settled. The server announces every
// settlement until a realtime node has it (rule S10 of server/src/orders/SPEC.md), but the last
// step, that node to this phone, can still drop it: so each such order is read back through the
// API a few seconds after its expiry, then again and again less often, and a result found is told
// as if the socket had brought it — once, as orderEvents tells each order's settlement once.
import { store } from '../../app/store';
import { fetchOrder } from './api';
import { serverNow } from './clockOffset';
import { openOrders, rememberReadBack } from './orderEvents';

/**
 * The first read back of an order, in ms after its expiry: the server's stale window (its default
 * FEED_STALE_MS; with no tick after the expiry the order settles once it has passed) and 3 s more
 * for the settlement and its announcement, which normally come in a fraction of that.
 */
const FIRST_READ_AFTER_MS = 2_000 + 3_000;
/** The wait before the second read back, in ms; each next wait is twice the last… */
const FIRST_WAIT_MS = 2_000;
/** …up to this, in ms. */
const LONGEST_WAIT_MS = 30_000;
/** How often the open orders are looked over, in ms. */
const CHECK_EVERY_MS = 1_000;

interface ReadBack {
  /** Server time (epoch ms) of the next read. */
  at: number;
  /** The wait after that one, in ms. */
  wait: number;
  reading: boolean;
}

const readBacks = new Map<number, ReadBack>();

/** Reads back every open order whose time has come, one request per order at a time. */
function readOverdueOrders(): void {
  const now = serverNow();
  for (const id of readBacks.keys()) {
    if (openOrders.byId[id] === undefined) readBacks.delete(id);
  }
  for (const order of Object.values(openOrders.byId)) {
    let readBack = readBacks.get(order.id);
    if (!readBack) {
      readBack = { at: order.expiryTs + FIRST_READ_AFTER_MS, wait: FIRST_WAIT_MS, reading: false };
      readBacks.set(order.id, readBack);
    }
    if (readBack.reading || now < readBack.at) continue;
    const current = readBack;
    const token = store.token;
    current.reading = true;
    fetchOrder(order.id)
      .then(
        // An answer for someone who has since logged out tells the next person nothing.
        (read) => {
          if (store.token === token) rememberReadBack(read);
        },
        () => undefined,
      )
      .finally(() => {
        current.reading = false;
        current.at = serverNow() + current.wait;
        current.wait = Math.min(current.wait * 2, LONGEST_WAIT_MS);
      });
  }
}

/** Reads back overdue open orders until the returned function is called. */
export function followOverdueOrders(): () => void {
  const timer = setInterval(readOverdueOrders, CHECK_EVERY_MS);
  return () => clearInterval(timer);
}
