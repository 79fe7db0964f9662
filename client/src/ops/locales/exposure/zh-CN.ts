// 风险敞口栏目的简体中文文案。
import type { Catalogue } from '../../../locales/catalogue';
import type { exposure as english } from './en';

export const exposure: Catalogue<typeof english> = {
  title: '风险敞口',
  asOf: '数据时间 {{time}} · 每 3 秒刷新',
  stale: '刷新失败：以下为 {{time}} 的数据',
  realOnly: '仅统计实盘订单，不含模拟订单。',
  openStake: '持仓本金',
  orders: '{{count}} 笔持仓订单',
  payoutIfWon: '全部盈利时应付',
  payoutIfWonHint: '若所有持仓订单全部盈利，需支付的本金加收益',
  todayStake: '今日结算本金',
  settled: '已结算 {{count}} 笔',
  todayPaidOut: '今日派付',
  platformPnl: '平台今日盈亏',
  pnlHint: '结算本金减去派付金额',
  today: '今日 {{day}}（{{timeZone}}）',
  outcome: '结果',
  count: '笔数',
  stake: '本金',
  paidOut: '派付',
  pnl: '平台盈亏',
  byProduct: '按产品统计的持仓',
  byExpiry: '按方向和到期分钟统计的持仓',
  bothSides: '同一分钟到期的涨单和跌单不可能同时盈利，因此各行合计大于平台同一时刻可能支付的金额。',
  product: '产品',
  direction: '方向',
  expiryMinute: '到期分钟',
  noneOpen: '暂无实盘持仓订单',
};
