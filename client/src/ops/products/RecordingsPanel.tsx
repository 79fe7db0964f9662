import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { toast } from '../../lib/toast/toast';
import { PageLoadFailed, PageLoading } from '../../lib/ui/PageState';
import { formatWhen } from '../queues/Facts';
import { reloadRecordings, useRecordings } from './useRecordings';

/** Uploads a recording (checked by the server line by line) and lists those uploaded. */
export function RecordingsPanel() {
  const { t } = useTranslation('ops');
  const recordings = useRecordings();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen || !name.trim()) return;
    setBusy(true);
    try {
      await call(routes.feeds.uploadRecording, { body: { name: name.trim() }, files: { recording: chosen } });
      toast(t('products.recordings.uploaded'));
      setName('');
      if (file.current) file.current.value = '';
      await reloadRecordings();
    } catch {
      // The API client has shown the server's reason (the line at fault, a file too large).
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="ops-card ops-recordings" data-testid="ops-recordings">
      <h2>{t('products.recordings.title')}</h2>
      {recordings.list === null && !recordings.failed && <PageLoading />}
      {recordings.list === null && recordings.failed && <PageLoadFailed onRetry={recordings.retry} />}
      {recordings.list?.length === 0 && <p className="ops-empty">{t('products.recordings.empty')}</p>}
      {recordings.list && recordings.list.length > 0 && (
        <ul className="ops-rows">
          {recordings.list.map((recording) => (
            <li key={recording.id} className="ops-recording" data-testid="ops-recording">
              <strong>{recording.name}</strong>
              <span className="ops-muted">
                {t('products.recordings.summary', {
                  quotes: recording.quotes,
                  kind: recording.kind,
                  duration: `${Math.round(recording.durationMs / 1000)} s`,
                })}{' '}
                · {t('products.recordings.by', { name: recording.uploadedBy })} ·{' '}
                {formatWhen(recording.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="ops-filters" onSubmit={(event) => void upload(event)}>
        <label className="ops-field">
          <span>{t('products.recordings.name')}</span>
          <input
            value={name}
            maxLength={80}
            required
            onChange={(event) => setName(event.target.value)}
            data-testid="ops-recording-name"
          />
        </label>
        <label className="ops-field">
          <span>{t('products.recordings.file')}</span>
          <input
            ref={file}
            type="file"
            accept=".csv,.ndjson,.jsonl,text/csv"
            required
            data-testid="ops-recording-file"
          />
        </label>
        <button
          type="submit"
          className="button button-primary"
          disabled={busy}
          data-testid="ops-recording-upload"
        >
          {t('products.recordings.upload')}
        </button>
      </form>
    </section>
  );
}
