import { describe, expect, it } from 'vitest';
import { FUND_RECORD_GROUPS, FUND_RECORD_KINDS, FUND_RECORD_STATES } from '@tempo/shared';
import { records as en } from '../../../locales/en/records';
import { records as vi } from '../../../locales/vi/records';
import { records as zh } from '../../../locales/zh-CN/records';
import {
  LEDGER_ROW_KINDS,
  bucketLabelKey,
  directionOf,
  fundRecordsPath,
  groupOfKind,
  kindLabelKey,
  parseFundRecordFilter,
  signedMoney,
  sourceLink,
  sourcePath,
  undoneAmount,
} from './fundRecordKinds';

describe('fund record kinds', () => {
  it('names every record kind and state, in every language checked here', () => {
    for (const catalogue of [en, vi, zh]) {
      for (const kind of FUND_RECORD_KINDS) expect(catalogue.actions[kind]).toBeTruthy();
      for (const state of FUND_RECORD_STATES) expect(catalogue.states[state]).toBeTruthy();
    }
  });

  it('names every ledger kind the server writes, and reads an unknown one as a generic change', () => {
    for (const kind of LEDGER_ROW_KINDS) {
      expect(kindLabelKey(kind)).toBe(kind);
      for (const catalogue of [en, vi, zh]) expect(catalogue.kinds[kind]).toBeTruthy();
    }
    expect(kindLabelKey('order_bonus')).toBe('other');
    expect(kindLabelKey('')).toBe('other');
  });

  it('puts each kind in the group the server filters it by', () => {
    expect(groupOfKind('deposit')).toBe('deposit');
    expect(groupOfKind('withdrawal_freeze')).toBe('withdrawal');
    expect(groupOfKind('withdrawal_refund')).toBe('withdrawal');
    expect(groupOfKind('order_stake')).toBe('order');
    expect(groupOfKind('order_payout')).toBe('order');
    expect(groupOfKind('adjustment')).toBe('adjustment');
    expect(groupOfKind('savings_earnings')).toBe('savings');
    // A prefix alone is no group: `deposits` is not `deposit` followed by a step.
    expect(groupOfKind('deposits')).toBeNull();
    expect(groupOfKind('demo_grant')).toBeNull();
    // Every known kind has a group, so every row shows under one filter chip.
    for (const kind of LEDGER_ROW_KINDS) expect(FUND_RECORD_GROUPS).toContain(groupOfKind(kind));
    // A record's kind has its group too, `other` none.
    expect(groupOfKind('withdrawal')).toBe('withdrawal');
    expect(groupOfKind('savings_out')).toBe('savings');
    expect(groupOfKind('other')).toBeNull();
  });

  it('names the three real-money buckets and falls back for any other', () => {
    expect(bucketLabelKey('available')).toBe('available');
    expect(bucketLabelKey('frozen')).toBe('frozen');
    expect(bucketLabelKey('savings')).toBe('savings');
    expect(bucketLabelKey('demo')).toBe('other');
  });

  it('colours credits and debits by their sign', () => {
    expect(directionOf(1)).toBe('credit');
    expect(directionOf(-250)).toBe('debit');
    expect(directionOf(0)).toBe('none');
  });

  it('signs money out with a true minus and money in with a plus, in the language’s format', () => {
    expect(signedMoney(-2_000, '$', 'en')).toBe('\u2212$20.00');
    expect(signedMoney(123_456, '$', 'en')).toBe('+$1,234.56');
    expect(signedMoney(-2_000, '$', 'vi')).toBe('\u2212$20,00');
    expect(signedMoney(0, '$', 'en')).toBe('$0.00');
  });

  it('strikes what a record moved only when it came to nothing (L11: a refunded withdrawal)', () => {
    const entry = (amount: number) => ({ amount }) as never;
    expect(undoneAmount({ amount: 0 as never, entries: [entry(-3_000), entry(3_000)] })).toBe(3_000);
    expect(undoneAmount({ amount: -3_000 as never, entries: [entry(-3_000)] })).toBeNull();
  });
});

describe('fund record filter', () => {
  it('reads ?kind= as one of the groups, anything else as all', () => {
    expect(parseFundRecordFilter('order')).toBe('order');
    expect(parseFundRecordFilter('savings')).toBe('savings');
    expect(parseFundRecordFilter(null)).toBe('all');
    expect(parseFundRecordFilter('order_stake')).toBe('all');
    expect(parseFundRecordFilter('ORDER')).toBe('all');
  });

  it('keeps the filter in the query, none for all', () => {
    expect(fundRecordsPath('all')).toBe('/pages/money-record/money-record');
    expect(fundRecordsPath('withdrawal')).toBe('/pages/money-record/money-record?kind=withdrawal');
    for (const group of FUND_RECORD_GROUPS) {
      const query = fundRecordsPath(group).split('?')[1]!;
      expect(parseFundRecordFilter(new URLSearchParams(query).get('kind'))).toBe(group);
    }
  });
});

describe('source of a fund record', () => {
  it('opens an order on its detail and a deposit on its own page', () => {
    expect(sourcePath({ type: 'order', id: '42' })).toBe('/pages/order/order?id=42');
    expect(sourcePath({ type: 'deposit', id: '7' })).toBe('/pages/recharge/index?id=7');
  });

  it('opens a withdrawal on the withdrawal list and savings rows on the savings details', () => {
    expect(sourcePath({ type: 'withdrawal', id: '3' })).toBe('/pages/withdraw-list/withdraw-list');
    expect(sourcePath({ type: 'savings_transfer', id: '9' })).toBe('/pages/Particulars/Particulars');
    expect(sourcePath({ type: 'savings_roll', id: '2026-11-23' })).toBe('/pages/Particulars/Particulars');
  });

  it('names the screen the link opens, for its words', () => {
    expect(sourceLink({ type: 'withdrawal', id: '3' })?.screen).toBe('withdrawal');
    expect(sourceLink({ type: 'savings_roll', id: '2026-11-23' })?.screen).toBe('savings');
    expect(sourceLink({ type: 'balance_adjustment', id: '5' })).toBeNull();
  });

  it('opens nothing for a source without a screen, or an id that is not one', () => {
    expect(sourcePath({ type: 'balance_adjustment', id: '5' })).toBeNull();
    expect(sourcePath({ type: 'user', id: '5' })).toBeNull();
    expect(sourcePath({ type: 'order', id: '0' })).toBeNull();
    expect(sourcePath({ type: 'deposit', id: '../1' })).toBeNull();
  });
});
