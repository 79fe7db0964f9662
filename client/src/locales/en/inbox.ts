// English strings of the inbox screens: the reference catalogue of the `inbox` namespace.
import type { Catalogue } from '../catalogue';

export const inbox = {
  unreadLabel: '{{count}} unread',
  /** The dot of an unread message, for screen readers. */
  unread: 'Unread',
  /** A message under 15 minutes old (older ones read "20 minutes ago" in the reader's language). */
  justNow: 'Just now',
  markAllRead: 'Mark all read',
  empty: 'No messages yet',
  /** The link of a message to what it is about. */
  reference: {
    deposit: 'View deposit',
    withdrawal: 'View withdrawals',
    verification: 'View verification',
    sign_in: 'Review your sign-ins',
    second_factor_reset: 'Security settings',
  },
};

export type InboxMessages = Catalogue<typeof inbox>;
