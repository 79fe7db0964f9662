// A retry of a withdrawal must never look like a guess of the transaction password. The password
// is checked before the idempotent transaction (its throttle lives in Redis, and a wrong password
// must not become the key's stored answer), so the key's row alone did not stop a repeat: each of a
// burst of retries reserved a try at the password, and past the throttle's limit they answered
// TOO_MANY_ATTEMPTS for a withdrawal that was in fact made (as orders' rule P5 forbids).
//
// So a request first looks for its key's answer, then claims the key in Redis. A key answered
// before is answered again at once, no password checked: the answer was decided by the first
// request and a repeat moves nothing. A key claimed by a request in flight makes its repeats wait;
// once the claim is released they give the stored answer, or, when the first ended without one (a
// wrong password, a fault), one of them takes the claim and is decided afresh. A claim lapses on
// its own should its process die; past that, the key's row still makes one withdrawal at most.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { findIdempotentAnswer, type IdempotentRequest } from '../../platform/idempotency';
import { cashierKeys } from './cashierKeys';
import { cashierScripts } from './cashierScripts';

// How long (ms) a claim lasts unreleased: far beyond a password check and one transaction.
const CLAIM_MS = 30_000;
// The longest pause (ms) between two looks of a waiting repeat.
const MAX_PAUSE_MS = 50;

/**
 * Answers a repeat of `request`'s key with the first request's answer; otherwise runs `first` (the
 * password check and the idempotent work) while holding the key, so that no repeat runs it too.
 */
export async function withWithdrawalKey<T>(
  ctx: Pick<AppContext, 'db' | 'redis'>,
  request: IdempotentRequest,
  first: () => Promise<T>,
): Promise<T> {
  const claim = cashierKeys.withdrawalClaim(request);
  const token = randomUUID();
  let pause = 5;
  for (;;) {
    const answered = await findIdempotentAnswer<T>(ctx.db, request);
    if (answered) return answered.data;
    if (await ctx.redis.set(claim, token, 'PX', CLAIM_MS, 'NX')) {
      try {
        // The holder before may have answered between the look-up and the claim.
        const meanwhile = await findIdempotentAnswer<T>(ctx.db, request);
        return meanwhile ? meanwhile.data : await first();
      } finally {
        await cashierScripts(ctx.redis).releaseWithdrawalKey([claim], [token]);
      }
    }
    // Waits no longer than the claim can last: it is released or lapses by then.
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, MAX_PAUSE_MS);
  }
}
