// Japanese words of the inbox messages.
import type { InboxMessages } from '../catalogueTypes';

export const ja: InboxMessages = {
  deposit_confirmed: {
    title: '入金完了',
    body: '{{amount}} の入金が残高に反映されました。',
  },
  deposit_rejected: {
    title: '入金失敗',
    body: '{{amount}} の入金は承認されませんでした。理由：{{reason}}',
  },
  withdrawal_successful: {
    title: '出金完了',
    body: '{{amount}} の出金が承認され、出金口座へ送金されました。',
  },
  withdrawal_failed: {
    title: '出金失敗',
    body: '{{amount}} の出金は承認されず、残高に返金されました。理由：{{reason}}',
  },
  verification_approved: {
    title: '本人確認完了',
    body: '本人確認が承認されました。',
  },
  verification_rejected: {
    title: '本人確認が承認されませんでした',
    body: '本人確認が承認されませんでした。理由：{{reason}}。内容をご確認のうえ、再度提出してください。',
  },
  new_device_sign_in: {
    title: '新しい端末からのログイン',
    body: '{{time}}に{{device}}（{{ip}}）からログインがありました。お心当たりがない場合は、すぐにログインパスワードを変更し、ほかの端末からログアウトしてください。',
  },
  second_factor_reset: {
    title: '二段階認証がリセットされました',
    body: 'ご依頼により、サポートチームが認証アプリをオフにし、パスキーとリカバリーコードを削除して、すべての端末からログアウトしました。パスワードでログインし、二段階認証をもう一度オンにしてください。',
  },
};
