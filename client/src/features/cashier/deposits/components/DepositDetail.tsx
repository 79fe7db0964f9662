import type { DepositView } from '@tempo/shared';
import { DepositInstructions } from './DepositInstructions';
import { DepositSummary } from './DepositSummary';
import { ProofUpload } from './ProofUpload';
import { TxHashForm } from './TxHashForm';

interface DepositDetailProps {
  deposit: DepositView;
  /** The deposit as the server answered after a hash or a proof was attached. */
  onChange: (deposit: DepositView) => void;
}

/**
 * One deposit in full: its amount and status; while it is under review, where to pay and the
 * ways to attach the transaction hash and a proof; once reviewed, what was attached. The
 * instructions leave with the review, so nobody pays a finished request a second time.
 */
export function DepositDetail({ deposit, onChange }: DepositDetailProps) {
  return (
    <div
      className="deposit-detail"
      data-testid="deposit-detail"
      data-id={deposit.id}
      data-status={deposit.status}
    >
      <DepositSummary deposit={deposit} />
      {deposit.status === 'pending' && <DepositInstructions deposit={deposit} />}
      <TxHashForm key={deposit.txHash ?? ''} deposit={deposit} onChange={onChange} />
      <ProofUpload deposit={deposit} onChange={onChange} />
    </div>
  );
}
