import { useTranslation } from 'react-i18next';
import type { ProductView } from '@tempo/shared';

/**
 * The market's state: a banner when closed (with the local opening time) or under maintenance.
 * While open the element stays in the page, hidden, so tests can read `data-state` in every state.
 */
export function MarketState({ product }: { product: ProductView }) {
  const { t, i18n } = useTranslation();
  const { status, nextOpenAt } = product;
  let text = '';
  if (status === 'maintenance') text = t('detail.maintenance');
  else if (status === 'closed') {
    text =
      nextOpenAt === null
        ? t('detail.marketClosedNoTime')
        : t('detail.marketClosed', { time: formatOpening(nextOpenAt, i18n.language) });
  }
  return (
    <p
      className={`market-state market-state-${status}`}
      data-testid="market-state"
      data-state={status}
      hidden={status === 'open'}
      role={status === 'open' ? undefined : 'status'}
    >
      {text}
    </p>
  );
}

/** The opening time in the device's time zone, e.g. "Mon 24 Nov, 08:00". */
function formatOpening(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(epochMs));
}
