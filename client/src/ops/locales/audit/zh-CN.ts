// 操作日志栏目的简体中文文案。
import type { Catalogue } from '../../../locales/catalogue';
import type { audit as english } from './en';

export const audit: Catalogue<typeof english> = {
  title: '操作日志',
  who: '操作人',
  action: '操作',
  actionHint: '精确匹配，或以点结尾的前缀：withdrawal.',
  target: '对象',
  from: '开始',
  to: '结束',
  when: '时间',
  details: '详情',
};
