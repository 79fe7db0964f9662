// The states of a trader's verification (SPEC §4) as the page shows them.
import type { MyVerificationView } from '@tempo/shared';

export type VerificationState = MyVerificationView['status'];

/** Whether the form is offered: nothing submitted yet, or the last submission was rejected. */
export const mayResubmit = (status: VerificationState): boolean => status === 'none' || status === 'rejected';

/** The status pill of a submitted verification (none has no pill). */
export function statusPillClass(status: VerificationState): string {
  switch (status) {
    case 'pending':
      return 'status-pill status-pending';
    case 'approved':
      return 'status-pill status-success';
    case 'rejected':
      return 'status-pill status-failed';
    case 'none':
      return '';
  }
}
