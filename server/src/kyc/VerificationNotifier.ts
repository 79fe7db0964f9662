// The port through which a verification review reaches its trader: kyc calls it and never knows who
// listens. app/ wires it to the traders' sockets.
import type { VerificationUpdatedEvent } from '@tempo/shared';

/** What a review announces to the trader, once it is committed. */
export interface VerificationNotifier {
  /** Ops approved or rejected the trader's submission. */
  verificationUpdated(userId: number, event: VerificationUpdatedEvent): void;
}
