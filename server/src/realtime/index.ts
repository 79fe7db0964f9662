// Realtime: Socket.IO for traders (quotes, their own order and balance events) and the ops feed channel.
export { startRealtime, type Realtime } from './socketServer';
export { UserEvents } from './UserEvents';
export { DeskEvents } from './DeskEvents';
export type { OpsFeedAccess, OpsFeedClaim } from './OpsFeedAccess';
export type { TempoServer } from './TempoServer';
export { findOwnerNodes } from './owners/ownerDirectory';
