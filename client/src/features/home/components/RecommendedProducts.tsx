import { EmptyState } from '../../../lib/ui/EmptyState';
import { SectionLoading } from './SectionLoading';
import { QuoteRow } from '../../quotes/components/QuoteRow';
import { useProducts } from '../../quotes/useProducts';
import { useQuoteSubscription } from '../../quotes/useQuoteSubscription';

/** How many products the home page recommends. */
const RECOMMENDED = 4;

/** The first few products with live prices, each opening its trading page. */
export function RecommendedProducts() {
  const { products, failed } = useProducts('');
  const shown = products?.slice(0, RECOMMENDED) ?? null;
  useQuoteSubscription(shown?.map((product) => product.symbol) ?? [], false);

  if (shown && shown.length > 0) {
    return (
      <div className="card quote-list" data-testid="recommended-products">
        {shown.map((product) => (
          <QuoteRow key={product.symbol} product={product} />
        ))}
      </div>
    );
  }
  if (shown || failed) {
    return (
      <div className="card">
        <EmptyState />
      </div>
    );
  }
  return <SectionLoading testId="home-recommendation-loading" />;
}
