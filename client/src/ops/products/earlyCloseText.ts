import { useTranslation } from 'react-i18next';
import type { EarlyCloseTermsView } from '@tempo/shared';
import { currentLocale } from '../../lib/i18n/locale';
import { changedFields, EARLY_CLOSE_FIELDS, UNIT_OF, type EarlyCloseField } from './earlyCloseDraft';

/** Basis points in a whole: 10,000 bps = 100 %. */
const BPS_PER_WHOLE = 10_000;

/**
 * The early-close figures in the language on screen: a value with its unit (basis points with the
 * percentage they make, or seconds), and the sentence a confirmation shows for a change of terms.
 */
export function useEarlyCloseText() {
  const { t } = useTranslation('ops');
  const locale = currentLocale();
  const number = new Intl.NumberFormat(locale);
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });

  const percent = (bps: number) => percentFormat.format(bps / BPS_PER_WHOLE);
  const value = (field: EarlyCloseField, amount: number) =>
    UNIT_OF[field] === 'bps'
      ? t('products.earlyClose.bpsValue', { bps: number.format(amount), percent: percent(amount) })
      : t('products.earlyClose.secondsValue', { seconds: number.format(amount) });
  const name = (field: EarlyCloseField) => t(`products.earlyClose.fields.${field}.name`);
  const separator = t('products.earlyClose.listSeparator');

  /** What saving `next` over `saved` does, and that it reaches new orders only. */
  const change = (saved: EarlyCloseTermsView | null, next: EarlyCloseTermsView | null): string => {
    let what: string;
    if (next === null) what = t('products.earlyClose.confirmOff');
    else if (saved === null)
      what = t('products.earlyClose.confirmOn', {
        terms: EARLY_CLOSE_FIELDS.map((field) =>
          t('products.earlyClose.termValue', { name: name(field), value: value(field, next[field]) }),
        ).join(separator),
      });
    else
      what = t('products.earlyClose.confirmChange', {
        changes: changedFields(saved, next)
          .map((field) =>
            t('products.earlyClose.termChange', {
              name: name(field),
              from: value(field, saved[field]),
              to: value(field, next[field]),
            }),
          )
          .join(separator),
      });
    return t('products.earlyClose.confirmMessage', { what, note: t('products.earlyClose.newOrdersOnly') });
  };

  return { number: (amount: number) => number.format(amount), percent, value, name, change };
}
