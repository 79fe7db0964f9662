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
  new_device_sign_in: {
    title: '新设备登录提醒',
    body: '您的账户于 {{time}} 在 {{device}}（{{ip}}）上登录。如非本人操作，请立即修改登录密码并退出其他设备。',
  },
  second_factor_reset: {
    title: '您的第二重验证已重置',
    body: '应您的要求，我们的团队已关闭您的身份验证器应用，删除了您的通行密钥和恢复码，并退出了所有设备。请用密码登录，然后重新开启第二重验证。',
  },
};
