// The port through which content announces a broadcast; app/ wires it to every socket.
import type { InboxBroadcastEvent } from '@tempo/shared';

export interface ContentNotifier {
  /** A system message was filed in every inbox: clients refetch their unread count. */
  inboxBroadcast(event: InboxBroadcastEvent): void;
}
