import { describe, expect, it } from 'vitest';
import type { AdminDepositChannelView } from '@tempo/shared';
import { channelBody, channelFields, channelProblems } from './channelForm';

const dong: AdminDepositChannelView = {
  id: 7,
  names: { vi: 'Chuyển khoản ngân hàng', en: 'Bank transfer' },
  minAmount: 1_000,
  maxAmount: 10_000_000,
  instructions: { kind: 'bank', bankName: 'VCB', branchName: '', accountName: 'TEMPO', accountNumber: '007' },
  conversion: { currency: 'VND', rate: '25450.5', digits: 0 },
  enabled: true,
  sortOrder: 1,
  updatedAt: 0,
};

describe('the deposit channel editor’s fields (deposits SPEC D12, D13)', () => {
  it('give back the channel they were read from', () => {
    expect(channelBody(channelFields(dong))).toEqual({
      names: dong.names,
      minAmount: 1_000,
      maxAmount: 10_000_000,
      enabled: true,
      sortOrder: 1,
      instructions: dong.instructions,
      conversion: { currency: 'VND', rate: '25450.5' },
    });
  });

  it('D12: leave out blank names and need the Vietnamese one', () => {
    const fields = { ...channelFields(dong), names: { vi: ' Chuyển khoản ', en: '  ', th: 'โอนเงิน' } };
    expect(channelBody(fields)!.names).toEqual({ vi: 'Chuyển khoản', th: 'โอนเงิน' });
    expect(channelProblems({ ...fields, names: { en: 'Bank transfer' } })).toEqual({ names: true });
  });

  it('D13: take a currency and rate together or neither, and none on a coin channel', () => {
    const fields = channelFields(dong);
    expect(channelBody({ ...fields, currency: '', rate: '' })!.conversion).toBeNull();
    expect(channelBody({ ...fields, currency: 'thb', rate: '36.125' })!.conversion).toEqual({
      currency: 'THB',
      rate: '36.125',
    });
    expect(channelProblems({ ...fields, rate: '' })).toEqual({ rate: true });
    expect(channelProblems({ ...fields, currency: '' })).toEqual({ currency: true });
    expect(channelProblems({ ...fields, currency: 'XYZ' })).toEqual({ currency: true });
    expect(channelProblems({ ...fields, rate: '25,450' })).toEqual({ rate: true });
    expect(channelProblems({ ...fields, rate: '0' })).toEqual({ rate: true });
    const coin = { ...fields, kind: 'crypto' as const, address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' };
    expect(channelBody(coin)).toMatchObject({
      instructions: { kind: 'crypto', network: 'TRC20' },
      conversion: null,
    });
  });

  it('need limits in order', () => {
    const fields = channelFields(dong);
    expect(channelProblems({ ...fields, minAmount: '200', maxAmount: '100' })).toEqual({ maxAmount: true });
    expect(channelProblems({ ...fields, minAmount: 'ten' })).toEqual({ minAmount: true });
  });
});
