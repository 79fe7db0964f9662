import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../contract/errors';
import { LANGUAGES } from '../contract/languages';
import { errorMessage, errorMessagesFor } from './errorMessages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('error messages', () => {
  it('fill in the values they name', () => {
    expect(errorMessage('WRONG_OLD_PASSWORD', 'en', { remaining: 3 })).toBe(
      'The old password is wrong. Attempts left: 3',
    );
    expect(errorMessage('WRONG_TRANSACTION_PASSWORD', 'vi', { remaining: 0 })).toBe(
      'Mật khẩu giao dịch không đúng, bạn còn 0 lần thử',
    );
    expect(errorMessage('WRONG_OLD_PASSWORD', 'zh-CN', { remaining: 2 })).toBe('旧密码错误，还可尝试2次');
  });

  it('name the same values in every language', () => {
    const differing = LANGUAGES.flatMap((language) =>
      ERROR_CODES.filter(
        (code) =>
          placeholders(errorMessagesFor(language)[code]).join() !==
          placeholders(errorMessagesFor('en')[code]).join(),
      ).map((code) => `${language} ${code}`),
    );
    expect(differing).toEqual([]);
  });
});
