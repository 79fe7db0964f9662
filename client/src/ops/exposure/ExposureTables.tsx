import { useTranslation } from 'react-i18next';
import type { ExposureView } from '@tempo/shared';
import { formatWhen, useMoney } from '../queues/Facts';
import { ExposureTable } from './ExposureTable';
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
    <ExposureTable
      label={t('exposure.byProduct')}
      testId="ops-exposure-products"
      columns={[t('exposure.product'), t('exposure.count'), t('exposure.stake'), t('exposure.payoutIfWon')]}
      numeric={[1, 2, 3]}
    >
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
    </ExposureTable>
  );
}

/** Open orders by product, direction and the minute they expire in. */
export function GroupTable({ groups }: { groups: ExposureView['open']['groups'] }) {
  const { t } = useTranslation('ops');
  const money = useMoney();
  if (groups.length === 0) return null;
  return (
    <ExposureTable
      label={t('exposure.byExpiry')}
      testId="ops-exposure-groups"
      columns={[
        t('exposure.product'),
        t('exposure.direction'),
        t('exposure.expiryMinute'),
        t('exposure.count'),
        t('exposure.stake'),
        t('exposure.payoutIfWon'),
      ]}
      numeric={[3, 4, 5]}
    >
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
    </ExposureTable>
  );
}
