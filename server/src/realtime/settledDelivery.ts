// The realtime end of settlement announcements: each bus message carries a settlement chunk's
// events, one per owner, and every node hands each event to the owner's sockets it holds itself
// (io.local: the message already reached every node, so nothing is published again).
import { busChannels } from '@tempo/shared';
import type { PubSub } from '../platform/pubsub';
import { rooms } from './rooms';
import type { TempoServer } from './TempoServer';

/** Delivers settled orders to their owners' sockets on this node until the returned function is called. */
export function deliverSettlements(pubsub: PubSub, io: TempoServer): Promise<() => Promise<void>> {
  return pubsub.subscribe(busChannels.ordersSettled, ({ owners }) => {
    for (const { userId, event } of owners) io.local.to(rooms.user(userId)).emit('orders:settled', event);
  });
}
