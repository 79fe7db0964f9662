import { beforeAll, describe, expect, it } from 'vitest';
import { changePasswordBody, loginBody, registerBody } from '@tempo/shared';
import { ApiError } from './apiClient';
import { checkForm, checkLabelledForm, fillInMessage, serverErrorField } from './formErrors';
import { i18n, initI18n, loadLanguage } from './i18n/i18n';

beforeAll(() => initI18n('en'));

const LOGIN_LABELS = { account: 'Account', password: 'Password' };

describe('form errors under their fields', () => {
  it('names the blank fields by their labels, in form order, under each and all at once', () => {
    const checked = checkLabelledForm(loginBody, { account: ' ', password: '' }, LOGIN_LABELS);
    expect(checked).toEqual({
      ok: false,
      errors: { account: 'Fill in: Account', password: 'Fill in: Password' },
      empty: ['account', 'password'],
    });
    expect(fillInMessage(['Account', 'Password'])).toBe('Fill in: Account, Password');
  });

  it('keeps the reason of a field that is filled in but refused, and lists only blank ones', () => {
    const passwords = {
      password: 'abc',
      passwordConfirm: '',
      transactionPassword: '135790',
      transactionPasswordConfirm: '135791',
    };
    const labels = {
      password: 'Password',
      passwordConfirm: 'Confirm password',
      transactionPassword: 'Transaction password',
      transactionPasswordConfirm: 'Confirm transaction password',
    };
    const step1 = { account: 'trader01', phone: '+84912345678', openingCode: 'ABC123' };
    const checked = checkLabelledForm(registerBody, { ...step1, ...passwords }, labels);
    expect(checked).toEqual({
      ok: false,
      errors: {
        password: 'The password must be 6 to 32 characters',
        passwordConfirm: 'Fill in: Confirm password',
        transactionPasswordConfirm: 'Transaction passwords do not match',
      },
      empty: ['passwordConfirm'],
    });
  });

  it('passes the parsed values of a form that checks out', () => {
    const values = {
      kind: 'login',
      oldPassword: 'old-pass',
      newPassword: 'new-pass',
      newPasswordConfirm: 'new-pass',
    };
    expect(checkLabelledForm(changePasswordBody, values, {})).toEqual({ ok: true, data: values });
    expect(checkForm(loginBody, { account: '', password: 'x' })).toEqual({
      ok: false,
      errors: { account: 'There are empty values' },
    });
  });

  it('joins the names as the language on screen lists them', async () => {
    await loadLanguage('zh-CN');
    await i18n.changeLanguage('zh-CN');
    try {
      expect(fillInMessage(['账号', '密码'])).toBe('请填写：账号、密码');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('puts a server refusal under the field it names, or the field its code belongs to', () => {
    const taken = new ApiError('This account is already registered', 'ACCOUNT_TAKEN', -9, 409, 'account');
    expect(serverErrorField(taken, ['account', 'phone'])).toBe('account');
    // A field this form does not have: toasted instead.
    expect(serverErrorField(taken, ['password'])).toBeNull();
    const wrong = new ApiError('Wrong account or password', 'WRONG_CREDENTIALS', -10, 401);
    expect(serverErrorField(wrong, ['account', 'password'], { WRONG_CREDENTIALS: 'password' })).toBe(
      'password',
    );
    const offline = new ApiError('Request Failed', 'NETWORK_FAILED', 0, 0);
    expect(serverErrorField(offline, ['account', 'password'], { WRONG_CREDENTIALS: 'password' })).toBeNull();
    expect(serverErrorField(new Error('boom'), ['account'])).toBeNull();
  });
});
