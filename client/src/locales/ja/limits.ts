// Japanese strings of the limits screen.
import type { LimitsMessages } from '../en/limits';

export const limits: LimitsMessages = {
  intro:
    'リアル口座での取引と入金を、ご自身で決めた範囲内に保てます。上限を下げると即時に適用されます。上限を上げる、または外す場合は24時間後に適用され、それまでは取り消せます。デモ注文は対象外です。',
  groups: {
    deposit: '入金',
    loss: '純損失',
    stake: '取引額の合計',
    order: '注文',
  },
  keys: {
    depositDay: '1日の入金',
    depositWeek: '1週間の入金',
    depositMonth: '1か月の入金',
    lossDay: '1日の純損失',
    lossWeek: '1週間の純損失',
    lossMonth: '1か月の純損失',
    stakeDay: '1日の取引額',
    stakeWeek: '1週間の取引額',
    stakeMonth: '1か月の取引額',
    orderStake: '1注文あたりの上限額',
    openOrders: '同時に保有できる注文数',
  },
  none: '上限なし',
  edit: '変更',
  pending: '{{date}} に {{value}} へ変更',
  pendingRemoval: '{{date}} に解除',
  cancelPending: '変更を取り消す',
  pendingCancelled: '変更を取り消しました',
  savedNow: '上限を保存しました。すぐに適用されます。',
  savedLater: '保存しました。変更は {{date}} に適用されます。',
  form: {
    amountLabel: '新しい上限（{{currency}}）',
    countLabel: '保有できる注文数の上限',
    rule: '下げる：即時適用。上げる・外す：24時間後に適用。',
    save: '保存',
    remove: '上限を外す',
  },
  realityCheck: {
    settingTitle: 'リアリティチェック',
    settingIntro: 'ログイン中に、経過時間とリアル口座の注文の損益をお知らせします。',
    every: '通知の間隔',
    off: 'オフ',
    minutes_one: '{{count}}分',
    minutes_other: '{{count}}分',
    title: 'リアリティチェック',
    duration: 'ログインしてから {{hours}} 時間 {{minutes}} 分が経ちました。',
    result: 'このセッションのリアル口座の損益：{{profit}}（決済済み {{count}} 件）',
    continue: '続ける',
    logOut: 'ログアウト',
  },
  break: {
    title: '休止する',
    intro:
      'リアル口座での取引と入金を一定期間休止します。休止はすぐに始まり、すべての端末からログアウトされます。本人も当社スタッフも途中で終了できません。残高の出金や貯蓄からの引き出しは、再ログインすれば引き続き可能です。',
    timeout: 'タイムアウト',
    exclusion: '自己排除',
    periods: {
      '24h': '24時間',
      '7d': '7日間',
      '6w': '6週間',
      '6m': '6か月',
      '1y': '1年',
      '5y': '5年',
    },
    current: {
      timeout: '{{date}} までタイムアウト中',
      exclusion: '{{date}} まで自己排除中',
    },
    currentNote: 'それまでリアル口座での取引と入金はできません。休止期間の延長は可能です。',
    confirmTitle: '{{period}}休止しますか？',
    confirmMessage:
      '{{date}} まで、リアル口座での取引と入金ができなくなり、誰も途中で終了できません。今すぐすべての端末からログアウトされます。',
    confirm: '休止を始める',
    cancel: 'やめておく',
  },
};
