import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type FeedStatusView } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { useRecordings } from './useRecordings';

interface ReplayPanelProps {
  symbol: string;
  sandbox: boolean;
  feed: FeedStatusView | null;
  onChanged(): void;
}

/** Starts a replay of an uploaded recording on a sandboxed product, shows its progress, stops it. */
export function ReplayPanel({ symbol, sandbox, feed, onChanged }: ReplayPanelProps) {
  const { t } = useTranslation('ops');
  const recordings = useRecordings();
  const [recordingId, setRecordingId] = useState<number | null>(null);
  const [speed, setSpeed] = useState('10');
  const [fastest, setFastest] = useState(false);
  const [loop, setLoop] = useState(false);
  const [busy, setBusy] = useState(false);
  const replay = feed?.replay ?? null;
  const chosen = recordingId ?? recordings.list?.[0]?.id ?? null;
  const speedValue = Number(speed);
  const speedValid = fastest || (Number.isFinite(speedValue) && speedValue >= 1 && speedValue <= 1000);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      onChanged();
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  if (!sandbox) return <p className="ops-note">{t('products.replay.onlySandbox')}</p>;
  return (
    <div className="ops-replay" data-testid="ops-replay">
      <h3>{t('products.replay.title')}</h3>
      {replay && <ReplayProgress replay={replay} />}
      {replay && !replay.finished ? (
        <div className="ops-actions">
          <button
            type="button"
            className="button ops-button-danger-outline"
            disabled={busy}
            onClick={() => void run(() => call(routes.feeds.stopReplay, { params: { symbol } }))}
            data-testid="ops-replay-stop"
          >
            {t('products.replay.stop')}
          </button>
        </div>
      ) : recordings.list?.length === 0 ? (
        <p className="ops-muted">{t('products.replay.noRecordings')}</p>
      ) : (
        <form
          className="ops-filters"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen === null || !speedValid) return;
            void run(() =>
              call(routes.feeds.startReplay, {
                params: { symbol },
                body: { recordingId: chosen, speed: fastest ? 'max' : speedValue, loop },
              }),
            );
          }}
        >
          <label className="ops-field">
            <span>{t('products.replay.recording')}</span>
            <select
              value={chosen ?? ''}
              onChange={(event) => setRecordingId(Number(event.target.value))}
              data-testid="ops-replay-recording"
            >
              {recordings.list?.map((recording) => (
                <option key={recording.id} value={recording.id}>
                  {recording.name}
                </option>
              ))}
            </select>
          </label>
          <label className="ops-field">
            <span>{t('products.replay.speed')}</span>
            <input
              inputMode="decimal"
              value={speed}
              disabled={fastest}
              onChange={(event) => setSpeed(event.target.value)}
              aria-invalid={!speedValid}
              data-testid="ops-replay-speed"
            />
          </label>
          <label className="ops-check">
            <input type="checkbox" checked={fastest} onChange={(event) => setFastest(event.target.checked)} />
            <span>{t('products.replay.fastest')}</span>
          </label>
          <label className="ops-check">
            <input type="checkbox" checked={loop} onChange={(event) => setLoop(event.target.checked)} />
            <span>{t('products.replay.loop')}</span>
          </label>
          <button
            type="submit"
            className="button button-primary"
            disabled={busy || chosen === null || !speedValid}
            data-testid="ops-replay-start"
          >
            {t('products.replay.start')}
          </button>
        </form>
      )}
    </div>
  );
}

function ReplayProgress({ replay }: { replay: NonNullable<FeedStatusView['replay']> }) {
  const { t } = useTranslation('ops');
  const withinPass = replay.total ? replay.sent - replay.loops * replay.total : 0;
  return (
    <div className="ops-progress" data-testid="ops-replay-progress">
      <progress max={replay.total} value={Math.min(withinPass, replay.total)} />
      <span>
        {replay.finished
          ? t('products.replay.finished')
          : t('products.replay.progress', { sent: withinPass, total: replay.total })}
        {replay.loops > 0 && ` · ${t('products.replay.loops', { count: replay.loops })}`}
        {` · ×${replay.speed}`}
      </span>
    </div>
  );
}
