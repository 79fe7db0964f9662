// How a withdrawal's status shows: the pill's colour class (components.css) per status.
import type { WithdrawalStatus } from '@tempo/shared';

const PILL_CLASS: Record<WithdrawalStatus, string> = {
  under_review: 'status-pending',
  successful: 'status-success',
  failed: 'status-failed',
};

/** The classes of the status pill of `status`. */
export function statusPillClass(status: WithdrawalStatus): string {
  return `status-pill ${PILL_CLASS[status]}`;
}
