import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type AuditRecord } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { usePagedList } from '../../lib/usePagedList';
import { PagedTable } from '../PagedTable';
import { formatWhen } from '../queues/Facts';

const PAGE = 100;

interface AuditFilter {
  admin: string;
  action: string;
  targetType: string;
  targetId: string;
  /** datetime-local values, in this device's time zone. */
  from: string;
  to: string;
}

const NO_FILTER: AuditFilter = { admin: '', action: '', targetType: '', targetId: '', from: '', to: '' };

/** The audit log: every ops action, newest first, filtered by who, what and when. */
export function AuditLogPage() {
  const { t } = useTranslation('ops');
  const [draft, setDraft] = useState<AuditFilter>(NO_FILTER);
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const list = usePagedList<AuditRecord, number>(JSON.stringify(filter), async (before) => {
    const page = await call(routes.admin.auditLog, {
      query: {
        admin: filter.admin.trim() || undefined,
        action: filter.action.trim() || undefined,
        targetType: filter.targetType.trim() || undefined,
        targetId: filter.targetId.trim() || undefined,
        from: filter.from ? new Date(filter.from).toISOString() : undefined,
        to: filter.to ? new Date(filter.to).toISOString() : undefined,
        before: before ?? undefined,
        limit: PAGE,
      },
      hideLoading: true,
    });
    return { items: page, next: page.length === PAGE ? page.at(-1)!.id : null };
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft });
  };
  const field = (name: keyof AuditFilter, label: string, type = 'text', hint?: string) => (
    <label className="ops-field">
      <span>{label}</span>
      <input
        type={type}
        value={draft[name]}
        title={hint}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        data-testid={`ops-audit-${name}`}
      />
    </label>
  );

  return (
    <section className="ops-audit" data-testid="ops-audit">
      <header className="ops-page-head">
        <h1>{t('audit.title')}</h1>
        <form className="ops-filters" onSubmit={apply}>
          {field('admin', t('audit.who'))}
          {field('action', t('audit.action'), 'text', t('audit.actionHint'))}
          {field('targetType', t('audit.target'))}
          {field('targetId', t('queue.id'))}
          {field('from', t('audit.from'), 'datetime-local')}
          {field('to', t('audit.to'), 'datetime-local')}
          <button type="submit" className="button button-primary" data-testid="ops-audit-apply">
            {t('queue.filter')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setDraft(NO_FILTER);
              setFilter(NO_FILTER);
            }}
          >
            {t('queue.clear')}
          </button>
        </form>
      </header>
      <PagedTable
        list={list}
        testId="ops-audit-log"
        columns={[t('audit.when'), t('audit.who'), t('audit.action'), t('audit.target'), t('audit.details')]}
        rowKey={(record) => record.id}
        cells={(record) => (
          <>
            <td>{formatWhen(record.createdAt)}</td>
            <td>{record.adminUsername}</td>
            <td>
              <code>{record.action}</code>
            </td>
            <td>
              {record.targetType} {record.targetId}
            </td>
            <td>
              <code className="ops-details">{JSON.stringify(record.details)}</code>
            </td>
          </>
        )}
      />
    </section>
  );
}
