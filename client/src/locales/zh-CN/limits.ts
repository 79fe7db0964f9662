// Simplified Chinese strings of the limits screen.
import type { LimitsMessages } from '../en/limits';

export const limits: LimitsMessages = {
  intro:
    '把真实资金交易和充值控制在您自己设定的范围内。降低限额立即生效；提高或取消限额在 24 小时后生效，生效前可以撤销。模拟订单不受限额约束。',
  groups: {
    deposit: '充值',
    loss: '净亏损',
    stake: '下单总额',
    order: '订单',
  },
  keys: {
    depositDay: '每日充值',
    depositWeek: '每周充值',
    depositMonth: '每月充值',
    lossDay: '每日净亏损',
    lossWeek: '每周净亏损',
    lossMonth: '每月净亏损',
    stakeDay: '每日下单总额',
    stakeWeek: '每周下单总额',
    stakeMonth: '每月下单总额',
    orderStake: '单笔订单上限',
    openOrders: '同时持仓订单数',
  },
  none: '不限',
  edit: '修改',
  pending: '将于 {{date}} 变为 {{value}}',
  pendingRemoval: '将于 {{date}} 取消',
  cancelPending: '撤销修改',
  pendingCancelled: '已撤销修改',
  savedNow: '限额已保存，立即生效。',
  savedLater: '已保存，修改将于 {{date}} 生效。',
  form: {
    amountLabel: '新限额（{{currency}}）',
    countLabel: '最多持仓订单数',
    rule: '调低：立即生效；调高或取消：24 小时后生效。',
    save: '保存',
    remove: '取消限额',
  },
  realityCheck: {
    settingTitle: '时长提醒',
    settingIntro: '登录期间定时提醒您已登录多久，以及真实资金订单的盈亏。',
    every: '提醒间隔',
    off: '关闭',
    minutes_one: '{{count}} 分钟',
    minutes_other: '{{count}} 分钟',
    title: '时长提醒',
    duration: '您已登录 {{hours}} 小时 {{minutes}} 分钟。',
    result: '本次登录真实资金订单盈亏：{{profit}}（已结算 {{count}} 笔）',
    continue: '继续',
    logOut: '退出登录',
  },
  break: {
    title: '暂停交易',
    intro:
      '在一段时间内暂停真实资金交易和充值。暂停立即开始，并会在所有设备上退出登录。任何人都不能提前结束，包括您本人和我们的工作人员。您仍可登录提现余额或从余额宝转出。',
    timeout: '冷静期',
    exclusion: '自我禁入',
    periods: {
      '24h': '24 小时',
      '7d': '7 天',
      '6w': '6 周',
      '6m': '6 个月',
      '1y': '1 年',
      '5y': '5 年',
    },
    current: {
      timeout: '冷静期至 {{date}}',
      exclusion: '自我禁入至 {{date}}',
    },
    currentNote: '在此之前，真实资金交易和充值保持关闭。您仍可延长暂停期。',
    confirmTitle: '确定暂停 {{period}}？',
    confirmMessage:
      '在 {{date}} 之前，您将无法使用真实资金交易或充值，任何人都不能提前结束。现在将在所有设备上退出登录。',
    confirm: '开始暂停',
    cancel: '暂不',
  },
};
