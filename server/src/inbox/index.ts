// The per-user inbox: messages about the trader's deposits, withdrawals and verification, read
// and marked read by their owner only.
export { inboxRouter } from './routes';
export { deliverInboxMessage } from './commands/deliverInboxMessage';
export { fileBroadcast, type NewInboxMessage } from './inboxRepo';
export type { InboxNotifier } from './InboxNotifier';
