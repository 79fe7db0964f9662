// Traditional Chinese strings of the limits screen.
import type { LimitsMessages } from '../en/limits';

export const limits: LimitsMessages = {
  intro:
    '把真實資金交易和入金控制在您自己設定的範圍內。調低限額立即生效；調高或取消限額在 24 小時後生效，生效前可以撤銷。模擬訂單不受限額約束。',
  groups: {
    deposit: '入金',
    loss: '淨虧損',
    stake: '下單總額',
    order: '訂單',
  },
  keys: {
    depositDay: '每日入金',
    depositWeek: '每週入金',
    depositMonth: '每月入金',
    lossDay: '每日淨虧損',
    lossWeek: '每週淨虧損',
    lossMonth: '每月淨虧損',
    stakeDay: '每日下單總額',
    stakeWeek: '每週下單總額',
    stakeMonth: '每月下單總額',
    orderStake: '單筆訂單上限',
    openOrders: '同時持倉訂單數',
  },
  none: '不限',
  edit: '修改',
  pending: '將於 {{date}} 變為 {{value}}',
  pendingRemoval: '將於 {{date}} 取消',
  cancelPending: '撤銷修改',
  pendingCancelled: '已撤銷修改',
  savedNow: '限額已儲存，立即生效。',
  savedLater: '已儲存，修改將於 {{date}} 生效。',
  form: {
    amountLabel: '新限額（{{currency}}）',
    countLabel: '最多持倉訂單數',
    rule: '調低：立即生效；調高或取消：24 小時後生效。',
    save: '儲存',
    remove: '取消限額',
  },
  realityCheck: {
    settingTitle: '時長提醒',
    settingIntro: '登入期間定時提醒您已登入多久，以及真實資金訂單的盈虧。',
    every: '提醒間隔',
    off: '關閉',
    minutes_one: '{{count}} 分鐘',
    minutes_other: '{{count}} 分鐘',
    title: '時長提醒',
    duration: '您已登入 {{hours}} 小時 {{minutes}} 分鐘。',
    result: '本次登入真實資金訂單盈虧：{{profit}}（已結算 {{count}} 筆）',
    continue: '繼續',
    logOut: '登出',
  },
  break: {
    title: '暫停交易',
    intro:
      '在一段時間內暫停真實資金交易與入金。暫停立即開始，並會在所有裝置上登出。任何人都不能提前結束，包括您本人與我們的工作人員。您仍可登入出金或從餘額寶轉出。',
    timeout: '冷靜期',
    exclusion: '自我排除',
    periods: {
      '24h': '24 小時',
      '7d': '7 天',
      '6w': '6 週',
      '6m': '6 個月',
      '1y': '1 年',
      '5y': '5 年',
    },
    current: {
      timeout: '冷靜期至 {{date}}',
      exclusion: '自我排除至 {{date}}',
    },
    currentNote: '在此之前，真實資金交易與入金保持關閉。您仍可延長暫停期。',
    confirmTitle: '確定暫停 {{period}}？',
    confirmMessage:
      '在 {{date}} 之前，您將無法使用真實資金交易或入金，任何人都不能提前結束。現在將在所有裝置上登出。',
    confirm: '開始暫停',
    cancel: '暫不',
  },
};
