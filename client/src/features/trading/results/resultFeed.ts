// Where each settled order's result goes: the closing dialog when one is on screen for its product,
// otherwise the result toast and the unseen count. Fed by every settlement the app hears of, live
// or found after a reconnect (see orderEvents.ts).
import { subscribeKey } from 'valtio/utils';
import { store } from '../../../app/store';
import { onOrderEvent } from '../orderEvents';
import { isClaimed } from './resultClaims';
import { dismissResultToast, showResult } from './resultToastState';
import { addUnseenResult, forgetUnseenResults } from './unseenResults';

let started = false;

/** Starts routing results; idempotent, runs for the app's lifetime. */
export function startResultFeed(): void {
  if (started) return;
  started = true;
  onOrderEvent((event) => {
    if (event.kind !== 'settled' || isClaimed(event.order.symbol)) return;
    addUnseenResult(event.order.id, event.order.account);
    showResult(event.order);
  });
  // Another person logs in (or nobody): nothing of the last one's results stays.
  subscribeKey(store, 'token', () => {
    dismissResultToast();
    forgetUnseenResults();
  });
}
