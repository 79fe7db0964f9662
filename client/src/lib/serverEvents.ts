// The server's socket events as the app receives them: each one decoded once, as it arrives,
// with its schema from the contract (serverEvents in @tempo/shared), then handed to every
// listener. A malformed or unknown event is dropped with a warning; no listener ever sees a value
// its type does not promise. socket.ts feeds the connection's raw events in.
import {
  isServerEventName,
  serverEvents,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
} from '@tempo/shared';

type Payloads = { [E in ServerEventName]: ServerEventPayload<E> };
interface Issue {
  path: PropertyKey[];
  message: string;
}
type Decoded<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };
/** The schemas seen as decoders, per event: a mapped type lets one generic function use any of them. */
type Decoders = { [E in ServerEventName]: { safeParse(value: unknown): Decoded<Payloads[E]> } };
type Listeners = { [E in ServerEventName]: Set<(payload: Payloads[E]) => void> };

const decoders: Decoders = serverEvents;

/** How many issues of a malformed event a warning names. */
const WARNED_ISSUES = 3;

/** Listeners of the server's events, fed raw events by the connection. */
export class ServerEventHub {
  private readonly listeners: Listeners = {
    quotes: new Set(),
    error: new Set(),
    'order:opened': new Set(),
    'orders:settled': new Set(),
    balance: new Set(),
    'sale:prices': new Set(),
    'deposit:updated': new Set(),
    'verification:updated': new Set(),
    'withdrawal:updated': new Set(),
    'inbox:message': new Set(),
    'inbox:broadcast': new Set(),
    'savings:updated': new Set(),
    'savings:rolled': new Set(),
    'session:ended': new Set(),
  };

  /** Calls `listener` with every well-formed `event`; returns the function that stops it. */
  on<E extends ServerEventName>(event: E, listener: ServerToClientEvents[E]): () => void {
    const set: Listeners[E] = this.listeners[event];
    set.add(listener);
    return () => void set.delete(listener);
  }

  /** Decodes one raw event from the connection and hands it to its listeners. */
  dispatch(event: string, payload: unknown): void {
    if (!isServerEventName(event)) {
      console.warn(`Unknown socket event "${event}" dropped`);
      return;
    }
    this.deliver(event, payload);
  }

  private deliver<E extends ServerEventName>(event: E, payload: unknown): void {
    const decoded = decoders[event].safeParse(payload);
    if (!decoded.success) {
      const issues = decoded.error.issues
        .slice(0, WARNED_ISSUES)
        .map((issue) => `${issue.path.map(String).join('.') || '(payload)'}: ${issue.message}`);
      console.warn(`Malformed socket event "${event}" dropped: ${issues.join('; ')}`);
      return;
    }
    for (const listener of [...this.listeners[event]]) listener(decoded.data);
  }
}
