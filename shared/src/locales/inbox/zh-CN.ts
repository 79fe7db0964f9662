// Simplified Chinese words of the inbox messages.
import type { InboxMessages } from '../catalogueTypes';

export const zhCN: InboxMessages = {
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
