import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { VerificationForm } from '../components/VerificationForm';
import { VerificationStatusCard } from '../components/VerificationStatusCard';
import { useMyVerification } from '../useMyVerification';
import { initialFormValues } from '../verificationForm';
import { mayResubmit } from '../verificationStatus';
import '../kyc.css';

/**
 * Real-name verification (SPEC §4): the status as it stands, followed live, and the form while
 * nothing was submitted or after a rejection (with its reason above it), to submit again.
 */
export function VerifyPage() {
  const { view, failed, reload, retry, replace } = useMyVerification();

  let body;
  if (failed) body = <PageLoadFailed onRetry={retry} />;
  else if (!view) body = <PageLoading />;
  else {
    body = (
      <>
        <VerificationStatusCard view={view} />
        {mayResubmit(view.status) && (
          <VerificationForm
            // A new rejection starts the form afresh with what was sent last.
            key={view.submittedAt ?? 'none'}
            initial={initialFormValues(view)}
            onSubmitted={replace}
            onOutdated={reload}
          />
        )}
      </>
    );
  }

  return (
    <div
      className="kyc-page"
      data-testid="verify-page"
      data-status={view?.status}
      data-loading={!view && !failed}
    >
      {body}
    </div>
  );
}
