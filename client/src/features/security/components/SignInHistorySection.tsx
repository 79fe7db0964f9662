import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_HISTORY_DAYS, type SignInView } from '@tempo/shared';
import { formatDateTime } from '../../../lib/formatDateTime';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { ListEnd } from '../../../lib/ui/ListEnd';
import { usePagedList } from '../../../lib/usePagedList';
import { fetchSignIns } from '../api';
import { SectionFailed, SectionLoading } from './SectionState';

/**
 * Every sign-in to the account and every failed one of the last 90 days, newest first, more as the
 * trader scrolls: when, how, from which device and address.
 */
export function SignInHistorySection() {
  const { t } = useTranslation('sessions');
  const loadPage = useCallback(async (before: number | null) => {
    const page = await fetchSignIns(before);
    return { items: page.items, next: page.nextBefore };
  }, []);
  const list = usePagedList<SignInView, number>('sign-ins', loadPage);

  let body;
  if (list.loading) body = <SectionLoading />;
  else if (list.failed) body = <SectionFailed text={t('history.loadFailed')} onRetry={list.reload} />;
  else if (list.items.length === 0)
    body = <EmptyState text={t('history.empty', { days: SIGN_IN_HISTORY_DAYS })} />;
  else
    body = (
      <>
        <ul className="security-list" data-testid="sign-in-list">
          {list.items.map((signIn) => (
            <SignInRow key={signIn.id} signIn={signIn} />
          ))}
        </ul>
        <ListEnd
          count={list.items.length}
          hasMore={list.hasMore}
          loading={list.loadingMore}
          failed={list.moreFailed}
          onMore={list.loadMore}
        />
      </>
    );

  return (
    <section
      className="card security-section"
      aria-labelledby="security-history"
      data-testid="sign-in-history"
    >
      <h2 className="security-section-title" id="security-history">
        {t('history.title')}
      </h2>
      <p className="security-note">{t('history.period', { days: SIGN_IN_HISTORY_DAYS })}</p>
      {body}
    </section>
  );
}

function SignInRow({ signIn }: { signIn: SignInView }) {
  const { t, i18n } = useTranslation('sessions');
  const method = t(`history.methods.${signIn.method}`);
  return (
    <li className="security-row" data-testid="sign-in-row" data-succeeded={signIn.succeeded}>
      <div className="security-row-text">
        <p className="security-row-title">
          <span
            className={`security-pill ${signIn.succeeded ? 'security-pill-ok' : 'security-pill-failed'}`}
            data-testid="sign-in-result"
          >
            {t(signIn.succeeded ? 'history.succeeded' : 'history.failed')}
          </span>
          <time className="security-row-time" dateTime={new Date(signIn.at).toISOString()}>
            {formatDateTime(signIn.at, i18n.language)}
          </time>
        </p>
        <p className="security-device" data-testid="sign-in-device">
          {signIn.device ?? t('unknownDevice')}
        </p>
        <p className="security-row-meta">
          {signIn.secondFactor
            ? t('history.withSecondFactor', {
                method,
                factor: t(`history.secondFactors.${signIn.secondFactor}`),
              })
            : method}
        </p>
        <p className="security-row-meta">{t('address', { ip: signIn.ip ?? '--' })}</p>
      </div>
    </li>
  );
}
