// The realtime end of owner events: a node hears on its own channel the events of the traders whose
// sockets it holds (and no others), and hands each to those sockets here (io.local: nothing is
// published again).
import { ownerEventsChannel, type OwnerEvent } from '@tempo/shared';
import type { PubSub } from '../../platform/pubsub';
import { realtimeKeys } from '../realtimeKeys';
import { rooms } from '../rooms';
import type { TempoServer } from '../TempoServer';

/** The bus channel of the node `nodeId`. */
export function nodeChannel(nodeId: string) {
  return ownerEventsChannel(realtimeKeys.nodeChannel(nodeId));
}

/** Delivers the events published for this node to its sockets until the returned function is called. */
export function deliverOwnerEvents(
  pubsub: PubSub,
  io: TempoServer,
  nodeId: string,
): Promise<() => Promise<void>> {
  return pubsub.subscribe(nodeChannel(nodeId), ({ events }) => emitOwnerEvents(io, events));
}

interface UntypedEmitter {
  emit(event: string, payload: unknown): boolean;
}

/** Hands each event to its owner's sockets on this node, in order. */
export function emitOwnerEvents(io: TempoServer, events: readonly OwnerEvent[]): void {
  for (const { userId, name, payload } of events) {
    // The schema pairs each name with its payload; the emitter's overloads cannot see that pairing.
    const sockets = io.local.to(rooms.user(userId)) as unknown as UntypedEmitter;
    sockets.emit(name, payload);
  }
}

/**
 * Orders per message on a node's channel (~0.7 MB of JSON): Redis buffers a subscriber's pending
 * messages up to a limit and drops the connection past it, so a burst never sends one huge message.
 */
const ORDERS_PER_MESSAGE = 2_000;

/** The messages that carry to one node the events of `owners` among `events`, in order, an event never split. */
export function messagesForNode(events: readonly OwnerEvent[], owners: ReadonlySet<number>): OwnerEvent[][] {
  const messages: OwnerEvent[][] = [];
  let current: OwnerEvent[] = [];
  let orders = 0;
  for (const event of events) {
    if (!owners.has(event.userId)) continue;
    current.push(event);
    orders += event.name === 'orders:settled' ? event.payload.orders.length : 1;
    if (orders >= ORDERS_PER_MESSAGE) {
      messages.push(current);
      current = [];
      orders = 0;
    }
  }
  if (current.length) messages.push(current);
  return messages;
}
