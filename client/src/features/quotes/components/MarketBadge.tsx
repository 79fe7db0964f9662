import type { MarketStatus } from '@tempo/shared';
import { useTranslation } from 'react-i18next';
import '../quotes.css';

/** "Closed" or "Maintenance" next to a product; nothing while its market is open. */
export function MarketBadge({ status, symbol }: { status: MarketStatus; symbol: string }) {
  const { t } = useTranslation();
  if (status === 'open') return null;
  return (
    <span className={`market-badge market-badge-${status}`} data-testid={`product-status-${symbol}`}>
      {t(`quotes.status.${status}`)}
    </span>
  );
}
