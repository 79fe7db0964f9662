// Every tick on the bus, parsed once per process however many listeners there are: the
// realtime fan-out, placement's entry-tick waiter and the settlement engine all run on this path.
import type { Tick } from '@tempo/shared';
import type { PubSub } from '../../platform/pubsub';
import { quoteChannels } from './tickKeys';

type TickHandler = (tick: Tick) => void;

interface Listeners {
  handlers: Set<TickHandler>;
  subscribed: Promise<() => Promise<void>>;
}

const byProcess = new WeakMap<PubSub, Listeners>();

/** Calls `handler` with each published tick until the returned function is called. */
export async function onTick(pubsub: PubSub, handler: TickHandler): Promise<() => Promise<void>> {
  let listeners = byProcess.get(pubsub);
  if (!listeners) {
    const handlers = new Set<TickHandler>();
    const subscribed = pubsub.subscribe(quoteChannels.ticks, (message) => {
      const tick = JSON.parse(message) as Tick;
      for (const each of handlers) each(tick);
    });
    listeners = { handlers, subscribed };
    byProcess.set(pubsub, listeners);
  }
  const current = listeners;
  current.handlers.add(handler);
  await current.subscribed;
  return async () => {
    current.handlers.delete(handler);
    if (current.handlers.size === 0 && byProcess.get(pubsub) === current) {
      byProcess.delete(pubsub);
      await (
        await current.subscribed
      )();
    }
  };
}
