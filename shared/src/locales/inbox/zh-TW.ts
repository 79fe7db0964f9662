// Traditional Chinese (Taiwan) words of the inbox messages.
import type { InboxMessages } from '../catalogueTypes';

export const zhTW: InboxMessages = {
  deposit_confirmed: {
    title: '入金成功',
    body: '您入金的 {{amount}} 已存入餘額。',
  },
  deposit_rejected: {
    title: '入金失敗',
    body: '您入金的 {{amount}} 未通過審核。原因：{{reason}}',
  },
  withdrawal_successful: {
    title: '出金成功',
    body: '您出金的 {{amount}} 已審核通過，並已匯入您的出金帳戶。',
  },
  withdrawal_failed: {
    title: '出金失敗',
    body: '您出金的 {{amount}} 未通過審核，款項已退回您的餘額。原因：{{reason}}',
  },
  verification_approved: {
    title: '身分驗證已通過',
    body: '您的身分驗證已審核通過。',
  },
  verification_rejected: {
    title: '身分驗證未通過',
    body: '您的身分驗證未通過審核。原因：{{reason}}。請核對資料後重新提交。',
  },
  new_device_sign_in: {
    title: '新裝置登入提醒',
    body: '您的帳戶於 {{time}} 在 {{device}}（{{ip}}）上登入。如非本人操作，請立即變更登入密碼並登出其他裝置。',
  },
  second_factor_reset: {
    title: '您的第二重驗證已重設',
    body: '應您的要求，我們的團隊已關閉您的驗證器應用程式，刪除了您的密碼金鑰和復原碼，並登出所有裝置。請用密碼登入，然後重新開啟第二重驗證。',
  },
};
