import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n/locale';
import { PageLoadFailed, PageLoading } from '../../lib/ui/PageState';
import { GroupTable, ProductTable } from './ExposureTables';
import { ExposureTotals } from './ExposureTotals';
import { useExposure } from './useExposure';
import './exposure.css';

/** The time of an answer to the second, so each refresh shows. */
function formatAsOf(iso: string): string {
  return new Date(iso).toLocaleTimeString(currentLocale(), { hourCycle: 'h23' });
}

/** The platform's exposure to open real-money orders and today's settled totals, refreshed while shown. */
export function ExposurePage() {
  const { t } = useTranslation('ops');
  const { view, failed, retry } = useExposure();
  return (
    <section className="ops-exposure" data-testid="ops-exposure">
      <header className="ops-page-head">
        <h1>{t('exposure.title')}</h1>
        {view && (
          <p className="ops-muted" role="status" data-testid="ops-exposure-as-of">
            {failed
              ? t('exposure.stale', { time: formatAsOf(view.asOf) })
              : t('exposure.asOf', { time: formatAsOf(view.asOf) })}
          </p>
        )}
      </header>
      {!view && (failed ? <PageLoadFailed onRetry={retry} /> : <PageLoading />)}
      {view && (
        <>
          <p className="ops-muted ops-exposure-note">{t('exposure.realOnly')}</p>
          <ExposureTotals view={view} />
          <h2 className="ops-section-title">{t('exposure.byProduct')}</h2>
          <ProductTable products={view.open.products} />
          {view.open.groups.length > 0 && (
            <>
              <h2 className="ops-section-title">{t('exposure.byExpiry')}</h2>
              <p className="ops-muted">{t('exposure.bothSides')}</p>
              <GroupTable groups={view.open.groups} />
            </>
          )}
        </>
      )}
    </section>
  );
}
