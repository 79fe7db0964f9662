// The port through which the inbox tells a user a message arrived; app/ wires it to the user's
// sockets.
import type { InboxMessageEvent } from '@tempo/shared';

/** What the inbox announces to a message's owner, once it is stored. */
export interface InboxNotifier {
  /** A message arrived, with the owner's new unread count. */
  inboxMessage(userId: number, event: InboxMessageEvent): void;
}
