import { describe, expect, it } from 'vitest';
import { localizedName } from './languages';

describe('a name in the reader’s language (deposits SPEC D12)', () => {
  const names = {
    vi: 'Chuyển khoản ngân hàng',
    en: 'Bank transfer',
    'zh-CN': '银行转账',
    th: 'โอนเงินผ่านธนาคาร',
  };

  it('D12: is the reader’s own when written', () => {
    expect(localizedName(names, 'th')).toBe('โอนเงินผ่านธนาคาร');
    expect(localizedName(names, 'vi')).toBe('Chuyển khoản ngân hàng');
  });

  it('D12: falls back to the other Chinese script, then English, then Vietnamese', () => {
    expect(localizedName(names, 'zh-TW')).toBe('银行转账');
    expect(localizedName(names, 'ja')).toBe('Bank transfer');
    expect(localizedName({ vi: 'Chuyển khoản' }, 'ko')).toBe('Chuyển khoản');
    expect(localizedName({ vi: 'Chuyển khoản', 'zh-TW': '轉帳' }, 'zh-CN')).toBe('轉帳');
    // A language the app does not have reads as the default language's reader.
    expect(localizedName(names, 'es')).toBe('Chuyển khoản ngân hàng');
  });

  it('takes any name there is before none', () => {
    expect(localizedName({ ko: '계좌이체' }, 'fr')).toBe('계좌이체');
    expect(localizedName({}, 'fr')).toBe('');
  });
});
