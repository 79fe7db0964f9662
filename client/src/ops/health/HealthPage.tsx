import { useTranslation } from 'react-i18next';
import { routes, type HealthView } from '@tempo/shared';
import { pathOf } from '../../lib/pathOf';
import { PageLoadFailed, PageLoading } from '../../lib/ui/PageState';
import { formatWhen } from '../queues/Facts';
import { TableScroll } from '../TableScroll';
import { Sparkline } from './Sparkline';
import { HEALTH_POLL_MS, HISTORY_LENGTH, useHealthHistory } from './useHealthHistory';
import './health.css';

const QUEUES_DASHBOARD = pathOf(routes.admin.queues);

/** The platform's vital signs as small live charts, each process's report, and the job queues. */
export function HealthPage() {
  const { t } = useTranslation('ops');
  const { latest, failed, samples, retry } = useHealthHistory();
  if (!latest) return failed ? <PageLoadFailed onRetry={retry} /> : <PageLoading />;
  const series = (pick: (view: HealthView) => number | null) => samples.map(pick);
  const lag = latest.totals.settlementLagP99Ms;
  const minutes = Math.round((HISTORY_LENGTH * HEALTH_POLL_MS) / 60_000);
  return (
    <section className="ops-health" data-testid="ops-health">
      <header className="ops-page-head">
        <h1>{t('health.title')}</h1>
        <span className="ops-muted">{t('health.window', { minutes })}</span>
      </header>
      {failed && <p className="ops-note">{t('health.stale', { time: formatWhen(latest.at) })}</p>}
      <div className="ops-cards">
        <Figure label={t('health.sockets')} value={String(latest.totals.sockets)} testId="ops-health-sockets">
          <Sparkline values={series((view) => view.totals.sockets)} label={t('health.sockets')} />
        </Figure>
        <Figure
          label={t('health.ticks')}
          value={String(latest.totals.ticksPerSecond)}
          testId="ops-health-ticks"
        >
          <Sparkline values={series((view) => view.totals.ticksPerSecond)} label={t('health.ticks')} />
        </Figure>
        <Figure
          label={t('health.settled')}
          value={String(latest.totals.settledPerSecond)}
          testId="ops-health-settled"
        >
          <Sparkline values={series((view) => view.totals.settledPerSecond)} label={t('health.settled')} />
        </Figure>
        <Figure
          label={t('health.lag')}
          value={lag === null ? t('health.lagNone') : t('health.ms', { value: lag })}
          testId="ops-health-lag"
        >
          <Sparkline values={series((view) => view.totals.settlementLagP99Ms)} label={t('health.lag')} />
        </Figure>
        {latest.queues.map((queue) => (
          <Figure
            key={queue.name}
            label={t('health.queueDepth', { queue: queue.name })}
            value={String(queue.waiting + queue.delayed)}
            testId={`ops-health-queue-${queue.name}`}
          >
            <Sparkline
              values={series((view) => {
                const then = view.queues.find((candidate) => candidate.name === queue.name);
                return then ? then.waiting + then.delayed : null;
              })}
              label={t('health.queueDepth', { queue: queue.name })}
            />
          </Figure>
        ))}
      </div>
      <ProcessesTable processes={latest.processes} at={latest.at} />
      <QueuesTable queues={latest.queues} />
    </section>
  );
}

function Figure({
  label,
  value,
  testId,
  children,
}: {
  label: string;
  value: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div className="ops-card ops-figure" data-testid={testId}>
      <span className="ops-muted">{label}</span>
      <strong className="ops-figure-value">{value}</strong>
      {children}
    </div>
  );
}

function ProcessesTable({ processes, at }: { processes: HealthView['processes']; at: number }) {
  const { t } = useTranslation('ops');
  const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
  const ms = (value: number | null) => (value === null ? '—' : t('health.ms', { value }));
  return (
    <section className="ops-card ops-health-table">
      <h2>{t('health.processes.title')}</h2>
      {processes.length === 0 ? (
        <p className="ops-empty">{t('health.processes.none')}</p>
      ) : (
        <TableScroll label={t('health.processes.title')}>
          <table className="ops-table" data-testid="ops-health-processes">
            <thead>
              <tr>
                <th scope="col">{t('health.processes.id')}</th>
                <th scope="col">{t('health.processes.roles')}</th>
                <th scope="col">{t('health.processes.sockets')}</th>
                <th scope="col">{t('health.processes.ticks')}</th>
                <th scope="col">{t('health.processes.settled')}</th>
                <th scope="col">{t('health.processes.lag')}</th>
                <th scope="col">{t('health.processes.loop')}</th>
                <th scope="col">{t('health.processes.memory')}</th>
              </tr>
            </thead>
            <tbody>
              {processes.map((vitals) => (
                <tr key={vitals.id} data-testid="ops-health-process">
                  <td>
                    <code>{vitals.id}</code>
                    <span className="ops-muted"> · {Math.max(Math.round((at - vitals.at) / 1000), 0)} s</span>
                  </td>
                  <td>{vitals.roles.join(', ')}</td>
                  <td>{vitals.sockets}</td>
                  <td>{vitals.ticksPerSecond}</td>
                  <td>{vitals.settledPerSecond}</td>
                  <td>
                    {ms(vitals.settlementLag.p50Ms)} / {ms(vitals.settlementLag.p99Ms)}
                  </td>
                  <td>{ms(vitals.eventLoopP99Ms)}</td>
                  <td>{mb(vitals.rssBytes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

function QueuesTable({ queues }: { queues: HealthView['queues'] }) {
  const { t } = useTranslation('ops');
  return (
    <section className="ops-card ops-health-table">
      <h2>{t('health.queues.title')}</h2>
      <TableScroll label={t('health.queues.title')}>
        <table className="ops-table" data-testid="ops-health-queues">
          <thead>
            <tr>
              <th scope="col">{t('health.queues.name')}</th>
              <th scope="col">{t('health.queues.waiting')}</th>
              <th scope="col">{t('health.queues.active')}</th>
              <th scope="col">{t('health.queues.delayed')}</th>
              <th scope="col">{t('health.queues.failed')}</th>
            </tr>
          </thead>
          <tbody>
            {queues.map((queue) => (
              <tr key={queue.name}>
                <td>{queue.name}</td>
                <td>{queue.waiting}</td>
                <td>{queue.active}</td>
                <td>{queue.delayed}</td>
                <td>{queue.failed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <a
        className="button button-secondary ops-link-button"
        href={QUEUES_DASHBOARD}
        target="_blank"
        rel="noopener"
      >
        {t('health.queues.dashboard')}
      </a>
    </section>
  );
}
