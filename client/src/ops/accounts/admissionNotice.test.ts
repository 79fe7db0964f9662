import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { OpsAccountAdmittedEvent } from '@tempo/shared';
import { ops as en } from '../locales/en';
import { ops as vi } from '../locales/vi';
import { ops as zhCN } from '../locales/zh-CN';
import { admissionNotice } from './admissionNotice';

/** The console's `ops` words in `language`, as the console's i18next serves them. */
async function consoleWords(language: string, ops: typeof en) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { ops } },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, 'ops');
}

const created: OpsAccountAdmittedEvent = {
  change: 'created',
  account: { id: 7, username: 'second', role: 'ops' },
  by: { id: 1, username: 'boss' },
};
const enabled: OpsAccountAdmittedEvent = { ...created, change: 'enabled' };

describe('the notice of an admitted ops account', () => {
  it('names who let whom in, with the role, in each of the console’s languages', async () => {
    const cases = [
      [
        'en',
        en,
        'boss added the ops account second (Operations)',
        'boss enabled the ops account second (Operations)',
      ],
      [
        'vi',
        vi,
        'boss vừa thêm tài khoản vận hành second (Vận hành)',
        'boss vừa mở khóa tài khoản vận hành second (Vận hành)',
      ],
      ['zh-CN', zhCN, 'boss 添加了运营账号 second（运营）', 'boss 启用了运营账号 second（运营）'],
    ] as const;
    for (const [language, words, added, reopened] of cases) {
      const t = await consoleWords(language, words);
      expect(admissionNotice(created, 2, t)).toBe(added);
      expect(admissionNotice(enabled, 2, t)).toBe(reopened);
    }
  });

  it('is not shown to the superadmin who made the change: their own form said so', async () => {
    expect(admissionNotice(created, 1, await consoleWords('en', en))).toBeNull();
  });
});
