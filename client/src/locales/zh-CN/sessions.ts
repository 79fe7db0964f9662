// Simplified Chinese strings of the security screen.
import type { SessionsMessages } from '../en/sessions';

export const sessions: SessionsMessages = {
  intro:
    '以下是当前登录您账户的设备，以及最近 {{days}} 天内的每一次登录。如发现非本人操作，请将该设备退出登录并修改登录密码。',
  unknownDevice: '未知设备',
  address: 'IP 地址 {{ip}}',
  devices: {
    title: '已登录的设备',
    thisDevice: '本设备',
    since: '登录于 {{time}}',
    logOut: '退出登录',
    logOutLabel: '将 {{device}} 退出登录',
    noOthers: '没有其他设备登录。',
    endOthers: '退出所有其他设备',
    confirmTitle: '退出所有其他设备？',
    confirmMessage: '除本设备外，所有设备将立即退出登录，再次登录时需要输入密码。',
    confirm: '退出登录',
    cancel: '取消',
    ended: '已将该设备退出登录',
    endedOthers: '已退出的设备：{{count}} 台',
    loadFailed: '无法加载设备列表',
  },
  history: {
    title: '登录记录',
    period: '最近 {{days}} 天，最新的在前',
    succeeded: '登录成功',
    failed: '登录失败',
    methods: {
      password: '密码',
      passkey: '通行密钥',
    },
    withSecondFactor: '{{method}} + {{factor}}',
    secondFactors: {
      totp: '身份验证器',
      passkey: '通行密钥',
      'recovery-code': '恢复码',
    },
    empty: '最近 {{days}} 天没有登录记录',
    loadFailed: '无法加载登录记录',
  },
};
