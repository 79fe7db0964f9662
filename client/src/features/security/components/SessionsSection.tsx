import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveSessionView } from '@tempo/shared';
import { confirm } from '../../../lib/dialog/confirm';
import { formatDateTime } from '../../../lib/formatDateTime';
import { toast } from '../../../lib/toast/toast';
import { endOtherSessions, endSession } from '../api';
import { useLiveSessions } from '../useLiveSessions';
import { SectionFailed, SectionLoading } from './SectionState';

/**
 * The devices logged in to the account, this one first marked: log out any other one, or all of
 * them after a confirmation. A device logged out leaves at once (the server ends its socket too).
 */
export function SessionsSection() {
  const { t } = useTranslation('sessions');
  const { state, reload, drop } = useLiveSessions();
  const [busy, setBusy] = useState(false);

  async function logOut(session: LiveSessionView) {
    setBusy(true);
    try {
      await endSession(session.id);
      drop(session.id);
      toast(t('devices.ended'));
    } catch {
      // Toasted by the API client; a device that had already left is gone from the list.
      reload();
    } finally {
      setBusy(false);
    }
  }

  async function logOutOthers() {
    const confirmed = await confirm({
      title: t('devices.confirmTitle'),
      message: t('devices.confirmMessage'),
      confirmText: t('devices.confirm'),
      cancelText: t('devices.cancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const { ended } = await endOtherSessions();
      toast(t('devices.endedOthers', { count: ended }));
      reload();
    } catch {
      // Toasted by the API client.
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (state.status === 'loading') body = <SectionLoading />;
  else if (state.status === 'failed')
    body = <SectionFailed text={t('devices.loadFailed')} onRetry={reload} />;
  else {
    // This device first: it is the one the trader knows.
    const sessions = [...state.data].sort((a, b) => Number(b.current) - Number(a.current));
    const others = sessions.filter((session) => !session.current);
    body = (
      <>
        <ul className="security-list" data-testid="session-list">
          {sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={busy}
              onLogOut={() => void logOut(session)}
            />
          ))}
        </ul>
        {others.length === 0 ? (
          <p className="security-note" data-testid="sessions-empty">
            {t('devices.noOthers')}
          </p>
        ) : (
          <button
            type="button"
            className="button button-danger-outline security-end-others"
            disabled={busy}
            onClick={() => void logOutOthers()}
            data-testid="end-other-sessions"
          >
            {t('devices.endOthers')}
          </button>
        )}
      </>
    );
  }

  return (
    <section
      className="card security-section"
      aria-labelledby="security-devices"
      data-testid="sessions-section"
    >
      <h2 className="security-section-title" id="security-devices">
        {t('devices.title')}
      </h2>
      {body}
    </section>
  );
}

function SessionRow({
  session,
  busy,
  onLogOut,
}: {
  session: LiveSessionView;
  busy: boolean;
  onLogOut: () => void;
}) {
  const { t, i18n } = useTranslation('sessions');
  const device = session.device ?? t('unknownDevice');
  return (
    <li
      className="security-row"
      data-testid="session-row"
      data-current={session.current}
      data-id={session.id}
    >
      <div className="security-row-text">
        <p className="security-row-title">
          <span className="security-device" data-testid="session-device">
            {device}
          </span>
          {session.current && (
            <span className="security-pill security-pill-current" data-testid="session-current">
              {t('devices.thisDevice')}
            </span>
          )}
        </p>
        <p className="security-row-meta">
          {t('devices.since', { time: formatDateTime(session.createdAt, i18n.language) })}
        </p>
        <p className="security-row-meta">{t('address', { ip: session.ip ?? '--' })}</p>
      </div>
      {!session.current && (
        <button
          type="button"
          className="button button-small button-secondary"
          aria-label={t('devices.logOutLabel', { device })}
          disabled={busy}
          onClick={onLogOut}
          data-testid="end-session"
        >
          {t('devices.logOut')}
        </button>
      )}
    </li>
  );
}
