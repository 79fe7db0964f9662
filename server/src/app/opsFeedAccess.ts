// Wires the ops channel's port (realtime/) to the ops domain (admin/): realtime never imports admin.
import { claimProductFeed, findSessionAdmin, opsTokenOfCookie, recordFeedRelease } from '../admin';
import type { AppContext } from '../platform/context';
import type { OpsFeedAccess } from '../realtime';

/** The ops domain as the `/ops` namespace sees it. */
export function opsFeedAccess(ctx: AppContext): OpsFeedAccess {
  return {
    findAdmin: (token) => findSessionAdmin(ctx.db, token),
    tokenOfCookie: opsTokenOfCookie,
    claimFeed: (claim) => claimProductFeed(ctx, claim),
    feedReleased: (adminId, symbol) => recordFeedRelease(ctx, adminId, symbol),
  };
}
