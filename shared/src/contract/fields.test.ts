import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changePasswordBody, loginBody, registerBody } from './accounts';
import { adjustBalanceBody, adminLoginBody, resetPasswordBody } from './admin';
import { holidayBody, updateProductBody } from './adminCatalogue';
import { calendarDayField, idParam, passwordField, requiredText, text } from './fields';

/** The error code a schema answers `value` with, or 'ok'. */
function codeOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? '?');
}

describe('text fields refuse control characters', () => {
  it.each(['a\u0000b', '\u0000', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\nb', 'a\tb'])(
    'single-line %j → INVALID_CHARACTERS',
    (value) => {
      expect(codeOf(text(), value)).toBe('INVALID_CHARACTERS');
      expect(codeOf(requiredText(), value)).toBe('INVALID_CHARACTERS');
    },
  );

  it('multi-line text keeps tabs and line breaks but still refuses NUL and the rest', () => {
    const multiline = requiredText({ multiline: true });
    expect(multiline.parse('first line\r\n\tsecond')).toBe('first line\r\n\tsecond');
    expect(codeOf(multiline, 'a\u0000b')).toBe('INVALID_CHARACTERS');
    expect(codeOf(multiline, 'a\u000bb')).toBe('INVALID_CHARACTERS');
  });

  it('trims, and lets every printable character of any script through', () => {
    expect(text().parse('  Tết Nguyên Đán 春节 🎉 ')).toBe('Tết Nguyên Đán 春节 🎉');
    expect(codeOf(requiredText(), '   ')).toBe('EMPTY_VALUE');
    expect(codeOf(requiredText(), undefined)).toBe('EMPTY_VALUE');
    expect(codeOf(text(), 42)).toBe('VALIDATION_FAILED');
  });

  it('the request schemas use them: a NUL in a reason or a holiday name is refused', () => {
    expect(codeOf(adjustBalanceBody, { amount: 100, reason: 'bonus\u0000' })).toBe('INVALID_CHARACTERS');
    expect(codeOf(adjustBalanceBody, { amount: 100, reason: 'bonus\nfor May' })).toBe('ok');
    expect(codeOf(holidayBody, { calendar: 'fx', day: '2026-12-25', name: 'Xmas\u0000' })).toBe(
      'INVALID_CHARACTERS',
    );
    expect(codeOf(adminLoginBody, { username: 'ad\u0000min', password: 'whatever' })).toBe(
      'INVALID_CHARACTERS',
    );
  });
});

describe('calendar days', () => {
  it.each(['2026-01-31', '2028-02-29', '2000-02-29', '2026-12-31', '0001-01-01'])('%s exists', (day) =>
    expect(codeOf(calendarDayField, day)).toBe('ok'),
  );
  it.each([
    '2026-13-45',
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '0000-01-01',
    '2026-00-10',
    '2026-1-1',
    '2026-01-01T00:00',
    '2026-01-01\u0000',
    20260101,
  ])('%j → INVALID_DATE', (day) => expect(codeOf(calendarDayField, day)).toBe('INVALID_DATE'));
});

describe('ids in paths and queries', () => {
  it.each(['0', '-1', '1.5', '1e20', 'abc', '', '9007199254740993'])('%j → NOT_FOUND', (id) =>
    expect(codeOf(idParam, id)).toBe('NOT_FOUND'),
  );
  it('a positive whole number is an id', () => expect(idParam.parse('42')).toBe(42));
});

describe('passwords: one rule everywhere, kept exactly as typed', () => {
  const spaced = ' abcdef1 ';

  it('a new password keeps its spaces and is 6 to 32 characters', () => {
    expect(passwordField.parse(spaced)).toBe(spaced);
    expect(codeOf(passwordField, '')).toBe('EMPTY_VALUE');
    expect(codeOf(passwordField, 'abcde')).toBe('INVALID_PASSWORD');
    expect(codeOf(passwordField, 'a'.repeat(33))).toBe('INVALID_PASSWORD');
    expect(codeOf(passwordField, 'abc\u0000def')).toBe('INVALID_CHARACTERS');
  });

  it('registration compares each confirmation exactly as typed', () => {
    const base = { account: 'spaced01', phone: '+84912345678', openingCode: 'TEMPO2026' };
    const body = registerBody.parse({
      ...base,
      password: spaced,
      passwordConfirm: spaced,
      transactionPassword: ' 123456',
      transactionPasswordConfirm: ' 123456',
    });
    expect(body).toMatchObject({ password: spaced, passwordConfirm: spaced, transactionPassword: ' 123456' });
    const mismatch = {
      ...base,
      password: spaced,
      passwordConfirm: spaced.trim(),
      transactionPassword: '123456',
      transactionPasswordConfirm: '123456',
    };
    expect(codeOf(registerBody, mismatch)).toBe('PASSWORDS_MISMATCH');
  });

  it('login, password change and ops reset keep the spaces too', () => {
    expect(loginBody.parse({ account: 'spaced01', password: spaced }).password).toBe(spaced);
    expect(adminLoginBody.parse({ username: 'admin', password: spaced }).password).toBe(spaced);
    const change = changePasswordBody.parse({
      kind: 'login',
      oldPassword: spaced,
      newPassword: ` ${spaced}`,
      newPasswordConfirm: ` ${spaced}`,
    });
    expect(change).toMatchObject({ oldPassword: spaced, newPassword: ` ${spaced}` });
    expect(resetPasswordBody.parse({ kind: 'transaction', newPassword: spaced }).newPassword).toBe(spaced);
  });

  it('every password field refuses control characters', () => {
    expect(codeOf(loginBody, { account: 'spaced01', password: 'abc\u0000def' })).toBe('INVALID_CHARACTERS');
    expect(
      codeOf(changePasswordBody, {
        kind: 'login',
        oldPassword: 'abcdef',
        newPassword: 'abcdefg',
        newPasswordConfirm: 'abcdefg\u0000',
      }),
    ).toBe('INVALID_CHARACTERS');
  });
});

describe('catalogue numbers stay within their columns', () => {
  it.each([
    [{ sortOrder: 2 ** 31 }],
    [{ sortOrder: -(2 ** 31) - 1 }],
    [{ simulator: { startPrice: 1, volatility: 5, tickVolume: 1 } }],
  ])('%j is refused', (body) => expect(updateProductBody.safeParse(body).success).toBe(false));
  it('the extremes inside are accepted', () =>
    expect(updateProductBody.safeParse({ sortOrder: 2 ** 31 - 1 }).success).toBe(true));
});
