// Traditional Chinese strings of the security screen.
import type { SessionsMessages } from '../en/sessions';

export const sessions: SessionsMessages = {
  intro:
    '以下是目前登入您帳戶的裝置，以及最近 {{days}} 天內的每一次登入。如發現非本人操作，請將該裝置登出並變更登入密碼。',
  unknownDevice: '未知裝置',
  address: 'IP 位址 {{ip}}',
  devices: {
    title: '已登入的裝置',
    thisDevice: '此裝置',
    since: '登入於 {{time}}',
    logOut: '登出',
    logOutLabel: '登出 {{device}}',
    noOthers: '沒有其他裝置登入。',
    endOthers: '登出所有其他裝置',
    confirmTitle: '要登出所有其他裝置嗎？',
    confirmMessage: '除此裝置外，所有裝置都會立即登出，再次登入時需要輸入密碼。',
    confirm: '登出',
    cancel: '取消',
    ended: '已登出該裝置',
    endedOthers: '已登出的裝置：{{count}} 台',
    loadFailed: '無法載入裝置清單',
  },
  history: {
    title: '登入紀錄',
    period: '最近 {{days}} 天，最新的在前',
    succeeded: '登入成功',
    failed: '登入失敗',
    methods: {
      password: '密碼',
      passkey: '密碼金鑰',
    },
    withSecondFactor: '{{method}} + {{factor}}',
    secondFactors: {
      totp: '驗證器應用程式',
      passkey: '密碼金鑰',
      'recovery-code': '復原碼',
    },
    empty: '最近 {{days}} 天沒有登入紀錄',
    loadFailed: '無法載入登入紀錄',
  },
};
