import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { DepositView } from '@tempo/shared';
import { navigate } from '../../../app/hashLocation';
import { PATHS } from '../../../app/paths';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { DepositDetail } from '../deposits/components/DepositDetail';
import { DepositForm } from '../deposits/components/DepositForm';
import { DepositsUnavailable } from '../deposits/components/DepositsUnavailable';
import { depositPath, parseDepositId } from '../deposits/depositPaths';
import { useDeposit } from '../deposits/useDeposit';
import { useDepositChannels } from '../deposits/useDepositChannels';
import '../deposits/deposits.css';

/**
 * Deposit: a channel, an amount and optionally the transaction hash; then the instructions of the
 * request made. With `?id=N` it shows that existing deposit instead (links from the inbox).
 */
export function DepositPage() {
  const id = parseDepositId(new URLSearchParams(useSearch()).get('id'));
  // The request just made, shown at once without being fetched again.
  const [created, setCreated] = useState<DepositView | null>(null);

  if (id !== null) return <ExistingDeposit key={id} id={id} known={created} />;
  return (
    <NewDeposit
      onCreated={(deposit) => {
        setCreated(deposit);
        // Replaced, so Back leaves the page rather than returning to the form.
        navigate(depositPath(deposit.id), { replace: true });
      }}
    />
  );
}

function NewDeposit({ onCreated }: { onCreated: (deposit: DepositView) => void }) {
  const { state, reload } = useDepositChannels();
  let body;
  if (state.status === 'loading') body = <PageLoading />;
  else if (state.status === 'failed') body = <PageLoadFailed onRetry={reload} />;
  else if (state.data.length === 0) body = <DepositsUnavailable />;
  else {
    body = (
      <DepositForm
        // A new set of channels (after a refusal) starts the form afresh.
        key={state.data.map((channel) => channel.id).join(',')}
        channels={state.data}
        onCreated={onCreated}
        onChannelsChanged={reload}
      />
    );
  }
  return (
    <div className="deposit-page" data-testid="deposit-page" data-state={state.status}>
      {body}
      <DepositListLink />
    </div>
  );
}

function ExistingDeposit({ id, known }: { id: number; known: DepositView | null }) {
  const { t } = useTranslation('deposit');
  const { state, reload, set } = useDeposit(id, known);
  let body;
  if (state.status === 'loading') body = <PageLoading />;
  else if (state.status === 'failed') {
    body = state.notFound ? <EmptyState text={t('detail.notFound')} /> : <PageLoadFailed onRetry={reload} />;
  } else body = <DepositDetail deposit={state.deposit} onChange={set} />;
  return (
    <div className="deposit-page" data-testid="deposit-page" data-state={state.status} data-id={id}>
      {body}
      <DepositListLink />
    </div>
  );
}

function DepositListLink() {
  const { t } = useTranslation('deposit');
  return (
    <Link
      href={PATHS.depositDetails}
      className="button button-secondary button-block"
      data-testid="deposit-list-link"
    >
      {t('detail.viewList')}
    </Link>
  );
}
