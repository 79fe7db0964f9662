// 充值渠道版块的简体中文文案。
import type { Catalogue } from '../../../locales/catalogue';
import type { channels as english } from './en';

export const channels: Catalogue<typeof english> = {
  title: '充值渠道',
  pick: '请选择渠道',
  create: '新增渠道',
  newTitle: '新增充值渠道',
  edit: '充值渠道',
  on: '已开启',
  off: '已关闭',
  names: '名称',
  namesHint: '越南语名称必填。某语言未填写名称时，客户看到另一种中文的名称，其次是英文，最后是越南语。',
  required: '必填',
  payTo: '收款信息',
  kind: '类型',
  kinds: {
    bank: '银行转账',
    crypto: '加密货币',
  },
  conversion: '转账币种',
  currency: '币种（ISO 4217）',
  rate: '每 1 USD 兑换数额',
  conversionHint: '以美元转账时两项均留空。每笔申请保留创建时的汇率；客户按此汇率转账，金额向上取整。',
  settings: '限额与排序',
  minAmount: '最低（USD）',
  maxAmount: '最高（USD）',
  sortOrder: '排列顺序',
  enabled: '对客户开启',
  save: '保存',
  saved: '渠道已保存',
  created: '渠道已新增',
};
