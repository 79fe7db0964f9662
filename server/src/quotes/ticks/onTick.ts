// Every tick on the bus, decoded once per process however many listeners there are (PubSub
// decodes each message once for all of a channel's handlers): the realtime fan-out, placement's
// entry-tick waiter and the settlement engine all run on this path.
import { busChannels, type Tick } from '@tempo/shared';
import type { PubSub } from '../../platform/pubsub';

/** Calls `handler` with each published tick until the returned function is called. */
export function onTick(pubsub: PubSub, handler: (tick: Tick) => void): Promise<() => Promise<void>> {
  return pubsub.subscribe(busChannels.ticks, handler);
}
