// Japanese strings of the security screen.
import type { SessionsMessages } from '../en/sessions';

export const sessions: SessionsMessages = {
  intro:
    'アカウントにログイン中の端末と、過去{{days}}日間のすべてのログインです。心当たりのないものがあれば、その端末をログアウトさせ、ログインパスワードを変更してください。',
  unknownDevice: '不明な端末',
  address: 'IPアドレス {{ip}}',
  devices: {
    title: 'ログイン中の端末',
    thisDevice: 'この端末',
    since: '{{time}} にログイン',
    logOut: 'ログアウト',
    logOutLabel: '{{device}} をログアウト',
    noOthers: 'ほかにログイン中の端末はありません。',
    endOthers: 'ほかのすべての端末をログアウト',
    confirmTitle: 'ほかのすべての端末をログアウトしますか？',
    confirmMessage: 'この端末以外はすぐにログアウトされ、再びログインするにはパスワードが必要になります。',
    confirm: 'ログアウト',
    cancel: 'キャンセル',
    ended: '端末をログアウトしました',
    endedOthers: 'ログアウトした端末：{{count}}台',
    loadFailed: '端末の一覧を読み込めませんでした',
  },
  history: {
    title: 'ログイン履歴',
    period: '過去{{days}}日間（新しい順）',
    succeeded: '成功',
    failed: '失敗',
    methods: {
      password: 'パスワード',
      passkey: 'パスキー',
    },
    withSecondFactor: '{{method}}＋{{factor}}',
    secondFactors: {
      totp: '認証アプリ',
      passkey: 'パスキー',
      'recovery-code': 'リカバリーコード',
    },
    empty: '過去{{days}}日間のログインはありません',
    loadFailed: 'ログイン履歴を読み込めませんでした',
  },
};
