// 运营账号栏目的简体中文文案。
import type { Catalogue } from '../../../locales/catalogue';
import type { accounts as english } from './en';

export const accounts: Catalogue<typeof english> = {
  title: '运营账号',
  pick: '选择一个账号进行查看和修改',
  empty: '暂无运营账号',
  create: '新建账号',
  createTitle: '添加运营账号',
  username: '用户名',
  usernameHint: '3 至 32 个字符，可用字母、数字、点、连字符或下划线，须以字母开头',
  role: '角色',
  password: '初始密码',
  passwordHint: '{{min}} 至 {{max}} 个字符。请当面交付或通过已核实的渠道告知。',
  createSubmit: '添加账号',
  created: '已添加账号 {{username}}',
  state: '状态',
  enabled: '正常',
  disabled: '已停用',
  you: '本人',
  createdAt: '创建时间',
  lastLogin: '最近登录',
  never: '从未登录',
  lastLoginShort: '最近登录 {{when}}',
  reloadFailed: '列表刷新失败，当前显示的内容可能已过时。',
  self: '这是您本人的账号，须由其他超级管理员修改。',
  auditedReason: '将以您的名义记入操作日志',
  actions: {
    label: '操作',
    role: '修改角色',
    password: '重置密码',
    disable: '停用',
    enable: '启用',
  },
  roleChange: {
    newRole: '新角色',
    submit: '确认并修改角色',
    confirmTitle: '修改角色',
    confirm:
      '将 {{username}} 的角色由{{current}}改为{{role}}？其已打开的后台会立即断开，之后只显示新角色可用的内容。原因：{{reason}}',
    confirmOk: '修改角色',
    done: '{{username}} 的角色已改为{{role}}',
  },
  disable: {
    hint: '其已打开的后台会立即断开，重新启用前无法登录。',
    submit: '确认并停用',
    confirmTitle: '停用账号',
    confirm: '停用 {{username}}？其已打开的后台会立即断开，重新启用前无法登录。原因：{{reason}}',
    confirmOk: '停用',
    done: '已停用 {{username}}',
  },
  enable: {
    hint: '对方可以使用当前密码重新登录。',
    submit: '启用',
    done: '已启用 {{username}}',
  },
  admitted: {
    created: '{{by}} 添加了运营账号 {{username}}（{{role}}）',
    enabled: '{{by}} 启用了运营账号 {{username}}（{{role}}）',
  },
  reset: {
    newPassword: '新密码',
    hint: '{{min}} 至 {{max}} 个字符。其已登录的会话将全部结束；请通过已核实的渠道告知新密码。',
    submit: '重置密码',
    done: '已重置 {{username}} 的密码',
  },
};
