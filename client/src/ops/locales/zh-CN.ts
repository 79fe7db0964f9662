// 运营后台的简体中文文案。
import { accounts } from './accounts/zh-CN';
import { audit } from './audit/zh-CN';
import { channels } from './channels/zh-CN';
import { calendars } from './calendars/zh-CN';
import { content } from './content/zh-CN';
import { exposure } from './exposure/zh-CN';
import { health } from './health/zh-CN';
import { products } from './products/zh-CN';
import { deposits, queue, verifications, withdrawals } from './queues/zh-CN';
import { users } from './users/zh-CN';
import type { Catalogue } from '../../locales/catalogue';
import type { ops as english } from './en';

export const ops: Catalogue<typeof english> = {
  title: 'Tempo 运营后台',
  language: '语言',
  role: {
    superadmin: '超级管理员',
    ops: '运营',
    support: '客服',
  },
  nav: {
    label: '栏目',
    withdrawals: '提现',
    deposits: '充值',
    channels: '充值渠道',
    verifications: '实名认证',
    users: '用户',
    products: '产品',
    content: '内容',
    calendars: '日历',
    exposure: '风险敞口',
    health: '系统健康',
    audit: '操作日志',
    accounts: '运营账号',
    logout: '退出登录',
    waiting: '{{count}} 条待处理',
  },
  login: {
    title: '运营后台',
    username: '用户名',
    password: '密码',
    submit: '登录',
    failed: '登录失败',
  },
  live: {
    connected: '实时',
    disconnected: '正在重新连接…',
  },
  queue,
  withdrawals,
  deposits,
  verifications,
  users,
  exposure,
  health,
  products,
  content,
  calendars,
  accounts,
  audit,
  channels,
};
