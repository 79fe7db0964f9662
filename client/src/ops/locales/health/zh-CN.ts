// 系统健康栏目的简体中文文案。
import type { Catalogue } from '../../../locales/catalogue';
import type { health as english } from './en';

export const health: Catalogue<typeof english> = {
  title: '系统健康',
  waiting: '正在等待首批报告…',
  stale: '刷新失败：以下数据截至 {{time}}',
  sockets: 'Socket 连接数',
  ticks: '每秒行情笔数',
  settled: '每秒结算订单数',
  lag: '结算延迟 p99',
  lagNone: '最近几秒内没有结算',
  queueDepth: '{{queue}} 中等待的任务',
  ms: '{{value}} 毫秒',
  window: '最近 {{minutes}} 分钟',
  processes: {
    title: '进程',
    id: '进程',
    roles: '角色',
    sockets: 'Socket',
    ticks: '笔/秒',
    settled: '结算/秒',
    lag: '延迟 p50 / p99',
    loop: '事件循环 p99',
    memory: '内存',
    none: '没有进程在报告',
  },
  queues: {
    title: '任务队列',
    name: '队列',
    waiting: '等待中',
    active: '执行中',
    delayed: '延时',
    failed: '失败',
    dashboard: '打开队列面板',
  },
};
