import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n';
import { EMPTY_ACCOUNT_FORM, accountBodyOf, checkAccountForm } from './accountForm';
import { accountFields, accountSummary, nationalityText } from './accountText';

beforeAll(() => initI18n('en'));

const bank = {
  ...EMPTY_ACCOUNT_FORM,
  bankName: 'Vietcombank',
  branchName: 'Hoan Kiem',
  branchNumber: '001',
  accountNumber: '0123 4567 89',
  holderName: 'Nguyen Van A',
  nationality: 'VN',
  openingAddress: '1 Trang Tien, Ha Noi',
};

describe('checkAccountForm', () => {
  it('sends only the chosen kind, with the account number without spaces', () => {
    const checked = checkAccountForm({ ...bank, address: 'left over' });
    expect(checked).toEqual({
      ok: true,
      body: {
        kind: 'bank',
        bankName: 'Vietcombank',
        branchName: 'Hoan Kiem',
        branchNumber: '001',
        accountNumber: '0123456789',
        holderName: 'Nguyen Van A',
        nationality: 'VN',
        openingAddress: '1 Trang Tien, Ha Noi',
      },
    });
  });

  it('says under each blank bank field that it is required', () => {
    const checked = checkAccountForm(EMPTY_ACCOUNT_FORM);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(
      [
        'accountNumber',
        'bankName',
        'branchName',
        'branchNumber',
        'holderName',
        'nationality',
        'openingAddress',
      ].sort(),
    );
    expect(checked.errors.bankName).toMatch(/\S/);
  });

  it('refuses a coin address that does not have its network’s shape', () => {
    const coin = { ...EMPTY_ACCOUNT_FORM, kind: 'coin' as const, network: 'ERC20' as const };
    const wrong = checkAccountForm({ ...coin, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(Object.keys(wrong.errors)).toEqual(['address']);
    const right = checkAccountForm({ ...coin, address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' });
    expect(right).toEqual({
      ok: true,
      body: {
        kind: 'coin',
        coin: 'USDT',
        network: 'ERC20',
        address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      },
    });
  });

  it('says a blank coin address is required rather than malformed', () => {
    const checked = checkAccountForm({ ...EMPTY_ACCOUNT_FORM, kind: 'coin' });
    const required = checkAccountForm(EMPTY_ACCOUNT_FORM);
    expect(checked.ok || required.ok).toBe(false);
    if (!checked.ok && !required.ok) expect(checked.errors.address).toBe(required.errors.bankName);
  });

  it('builds the body of a coin address from its own fields', () => {
    expect(accountBodyOf({ ...bank, kind: 'coin', address: 'x' })).toEqual({
      kind: 'coin',
      coin: 'USDT',
      network: 'TRC20',
      address: 'x',
    });
  });
});

describe('the masked account as it reads', () => {
  const maskedBank = {
    kind: 'bank' as const,
    bankName: 'Vietcombank',
    branchName: 'Hoan Kiem',
    accountNumber: '****6789',
    holderName: 'N*** V** A',
    nationality: 'VN',
  };

  it('sums an account up on one line', () => {
    expect(accountSummary(maskedBank)).toBe('Vietcombank ****6789');
    expect(accountSummary({ kind: 'coin', coin: 'USDT', network: 'TRC20', address: 'TR7N…Lj6t' })).toBe(
      'USDT · TRC20 · TR7N…Lj6t',
    );
  });

  it('names a nationality code in the reader’s language and leaves other text as stored', () => {
    expect(nationalityText('VN', 'en')).toBe('Vietnam');
    expect(nationalityText('Vietnamese', 'en')).toBe('Vietnamese');
  });

  it('lists every field of a bank card, the nationality by name', () => {
    expect(accountFields(maskedBank, 'en').map(({ label, value }) => [label, value])).toEqual([
      ['bankName', 'Vietcombank'],
      ['branchName', 'Hoan Kiem'],
      ['accountNumber', '****6789'],
      ['holderName', 'N*** V** A'],
      ['nationality', 'Vietnam'],
    ]);
  });
});
