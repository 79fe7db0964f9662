import { useTranslation } from 'react-i18next';
import type { ExposureView } from '@tempo/shared';
import { formatWhen, useMoney } from '../queues/Facts';
import { TableScroll } from '../TableScroll';
import { formatCount } from './ExposureTotals';

/** Open orders by product: how many, their stake, and what they would pay if every one won. */
export function ProductTable({ products }: { products: ExposureView['open']['products'] }) {
  const { t } = useTranslation('ops');
  const money = useMoney();
  if (products.length === 0) {
    return (
      <p className="ops-empty" data-testid="ops-exposure-none">
        {t('exposure.noneOpen')}
      </p>
    );
  }
  return (
    <TableScroll label={t('exposure.byProduct')}>
      <table className="ops-table" data-testid="ops-exposure-products">
        <thead>
          <tr>
            <th scope="col">{t('exposure.product')}</th>
            <th scope="col" className="ops-number">
              {t('exposure.count')}
            </th>
            <th scope="col" className="ops-number">
              {t('exposure.stake')}
            </th>
            <th scope="col" className="ops-number">
              {t('exposure.payoutIfWon')}
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.symbol}>
              <td>
                <strong>{product.symbol}</strong>
              </td>
              <td className="ops-number">{formatCount(product.count)}</td>
              <td className="ops-number">{money(product.stake)}</td>
              <td className="ops-number">{money(product.payoutIfWon)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Open orders by product, direction and the minute they expire in. */
export function GroupTable({ groups }: { groups: ExposureView['open']['groups'] }) {
  const { t } = useTranslation('ops');
  const money = useMoney();
  if (groups.length === 0) return null;
  return (
    <TableScroll label={t('exposure.byExpiry')}>
      <table className="ops-table" data-testid="ops-exposure-groups">
        <thead>
          <tr>
            <th scope="col">{t('exposure.product')}</th>
            <th scope="col">{t('exposure.direction')}</th>
            <th scope="col">{t('exposure.expiryMinute')}</th>
            <th scope="col" className="ops-number">
              {t('exposure.count')}
            </th>
            <th scope="col" className="ops-number">
              {t('exposure.stake')}
            </th>
            <th scope="col" className="ops-number">
              {t('exposure.payoutIfWon')}
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={`${group.symbol}|${group.direction}|${group.expiryMinute}`}>
              <td>
                <strong>{group.symbol}</strong>
              </td>
              <td className={group.direction === 'up' ? 'ops-up' : 'ops-down'}>
                {t(`users.orders.directions.${group.direction}`)}
              </td>
              <td>{formatWhen(group.expiryMinute)}</td>
              <td className="ops-number">{formatCount(group.count)}</td>
              <td className="ops-number">{money(group.stake)}</td>
              <td className="ops-number">{money(group.payoutIfWon)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
