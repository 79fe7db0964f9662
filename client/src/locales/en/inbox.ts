// English strings of the inbox screens: the reference catalogue of the `inbox` namespace.
import type { Catalogue } from '../catalogue';

export const inbox = {
  unreadLabel: '{{count}} unread',
};

export type InboxMessages = Catalogue<typeof inbox>;
