import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { QuoteRow } from '../../quotes/components/QuoteRow';
import { useProducts } from '../../quotes/useProducts';
import { useQuoteSubscription } from '../../quotes/useQuoteSubscription';
import '../products.css';

/**
 * The product list with search (SPEC §2): name, symbol, latest price and 24H change of each
 * product, live (the once-a-second ticker is enough here), searched on the server as one types.
 */
export function ProductListPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { products, loading, failed, retry } = useProducts(query);
  useQuoteSubscription(products?.map((product) => product.symbol) ?? [], false);

  let list;
  if (products && products.length > 0) {
    list = (
      <div className="card quote-list" data-testid="product-list" aria-busy={loading}>
        <div className="quote-list-head" aria-hidden="true">
          <span>{t('quotes.columns.name')}</span>
          <span>{t('quotes.columns.price')}</span>
          <span>{t('quotes.columns.change')}</span>
        </div>
        {products.map((product) => (
          <QuoteRow key={product.symbol} product={product} />
        ))}
      </div>
    );
  } else if (products && !loading) {
    list = (
      <div className="card">
        <EmptyState text={query.trim() ? t('quotes.noResults', { query: query.trim() }) : undefined} />
      </div>
    );
  } else if (failed) {
    list = <PageLoadFailed onRetry={retry} />;
  } else {
    list = <PageLoading />;
  }

  return (
    <div className="product-list-page">
      <div className="product-search" role="search">
        <input
          type="search"
          className="field-input"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('quotes.searchPlaceholder')}
          aria-label={t('quotes.searchLabel')}
          enterKeyHint="search"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          data-testid="product-search"
        />
        {query && (
          <button
            type="button"
            className="product-search-clear"
            aria-label={t('quotes.clearSearch')}
            data-testid="product-search-clear"
            onClick={() => setQuery('')}
          >
            ×
          </button>
        )}
      </div>
      {list}
    </div>
  );
}
