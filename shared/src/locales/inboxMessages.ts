// The words of each inbox message kind. en, vi and zh-CN are complete; a language without its own
// catalogue yet falls back to English. {{amount}} is the amount as "1234.50", {{reason}} the reason
// ops gave; a kind names the same values in every language.
import type { InboxKind, InboxParams } from '../contract/inbox';
import type { Language } from '../contract/languages';
import { formatCents } from '../domain/money';

export interface InboxText {
  title: string;
  body: string;
}
export type InboxMessages = Record<InboxKind, InboxText>;

const en: InboxMessages = {
  deposit_confirmed: {
    title: 'Deposit successful',
    body: 'Your deposit of {{amount}} has been credited to your balance.',
  },
  deposit_rejected: {
    title: 'Deposit failed',
    body: 'Your deposit of {{amount}} was not approved. Reason: {{reason}}',
  },
  withdrawal_successful: {
    title: 'Withdrawal successful',
    body: 'Your withdrawal of {{amount}} has been approved and sent to your withdrawal account.',
  },
  withdrawal_failed: {
    title: 'Withdrawal failed',
    body: 'Your withdrawal of {{amount}} was not approved and has been refunded to your balance. Reason: {{reason}}',
  },
  verification_approved: {
    title: 'Verification approved',
    body: 'Your real-name verification has been approved.',
  },
  verification_rejected: {
    title: 'Verification not approved',
    body: 'Your real-name verification was not approved. Reason: {{reason}}. Please check your details and submit again.',
  },
};

const vi: InboxMessages = {
  deposit_confirmed: {
    title: 'Nạp tiền thành công',
    body: 'Khoản nạp {{amount}} đã được cộng vào số dư của bạn.',
  },
  deposit_rejected: {
    title: 'Nạp tiền thất bại',
    body: 'Khoản nạp {{amount}} của bạn không được duyệt. Lý do: {{reason}}',
  },
  withdrawal_successful: {
    title: 'Rút tiền thành công',
    body: 'Yêu cầu rút {{amount}} đã được duyệt và chuyển vào tài khoản rút tiền của bạn.',
  },
  withdrawal_failed: {
    title: 'Rút tiền thất bại',
    body: 'Yêu cầu rút {{amount}} không được duyệt, số tiền đã được hoàn lại vào số dư. Lý do: {{reason}}',
  },
  verification_approved: {
    title: 'Xác minh thành công',
    body: 'Thông tin xác minh danh tính của bạn đã được duyệt.',
  },
  verification_rejected: {
    title: 'Xác minh không được duyệt',
    body: 'Thông tin xác minh danh tính của bạn không được duyệt. Lý do: {{reason}}. Vui lòng kiểm tra lại và gửi lại.',
  },
};

const zhCN: InboxMessages = {
  deposit_confirmed: {
    title: '充值成功',
    body: '您充值的 {{amount}} 已到账。',
  },
  deposit_rejected: {
    title: '充值失败',
    body: '您充值的 {{amount}} 未通过审核。原因：{{reason}}',
  },
  withdrawal_successful: {
    title: '提现成功',
    body: '您提现的 {{amount}} 已审核通过，并已转入您的提现账户。',
  },
  withdrawal_failed: {
    title: '提现失败',
    body: '您提现的 {{amount}} 未通过审核，款项已退回您的余额。原因：{{reason}}',
  },
  verification_approved: {
    title: '实名认证已通过',
    body: '您的实名认证已审核通过。',
  },
  verification_rejected: {
    title: '实名认证未通过',
    body: '您的实名认证未通过审核。原因：{{reason}}。请核对信息后重新提交。',
  },
};

const catalogues: Partial<Record<Language, InboxMessages>> = { en, vi, 'zh-CN': zhCN };

/** The inbox catalogue of `language`, English where it has none yet. */
export function inboxMessagesFor(language: Language): InboxMessages {
  return catalogues[language] ?? en;
}

/** The title and body of a message of `kind` in `language`, with its values filled in. */
export function renderInboxMessage(kind: InboxKind, params: InboxParams, language: Language): InboxText {
  const text = inboxMessagesFor(language)[kind];
  const values: Record<string, string> = {
    amount: params.amount === undefined ? '' : formatCents(params.amount),
    reason: params.reason ?? '',
  };
  const fill = (template: string) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  return { title: fill(text.title), body: fill(text.body) };
}
