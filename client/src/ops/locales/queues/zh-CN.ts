// 审核队列的简体中文文案：通用部分，以及提现、充值和实名认证。
import type { Catalogue } from '../../../locales/catalogue';
import type * as english from './en';

export const queue: Catalogue<typeof english.queue> = {
  status: '状态',
  user: '用户 ID',
  filter: '筛选',
  clear: '清除筛选',
  empty: '暂无内容',
  loadMore: '加载更多',
  pick: '选择一项进行审核',
  updated: '其他运营人员刚刚更新了此项',
  reason: '原因',
  reasonHint: '用户会看到这条原因',
  approve: '通过',
  reject: '驳回',
  confirmReject: '以此原因驳回',
  cancel: '取消',
  readOnly: '您的角色可以查看此队列，但不能做出决定。',
  decided: '已处理',
  decidedBy: '{{name}} 于 {{time}} 处理',
  created: '申请时间',
  amount: '金额',
  account: '用户',
  id: '编号',
};

export const withdrawals: Catalogue<typeof english.withdrawals> = {
  title: '提现',
  status: {
    under_review: '审核中',
    successful: '已打款',
    failed: '已驳回',
  },
  fee: '手续费',
  payTo: '收款账户',
  approvals: '审批',
  approvalsOf: '{{done}}/{{required}}',
  makerChecker: '此金额需要两位不同的运营人员审批。',
  firstApproval: '{{name}} 已完成第一次审批',
  waitingForChecker: '等待第二位运营人员审批。',
  youApprovedFirst: '您已完成第一次审批，需由另一位运营人员完成第二次审批。',
  approveSecond: '通过并打款',
  bank: {
    bankName: '银行',
    branchName: '支行',
    branchNumber: '支行号',
    accountNumber: '账号',
    holderName: '户名',
    nationality: '国籍',
    openingAddress: '开户地址',
  },
  coin: {
    coin: '币种',
    network: '网络',
    address: '地址',
  },
};

export const deposits: Catalogue<typeof english.deposits> = {
  title: '充值',
  status: {
    pending: '待处理',
    confirmed: '已确认',
    rejected: '已驳回',
  },
  channel: '充值渠道',
  txHash: '交易哈希',
  proof: '付款凭证',
  noProof: '未上传凭证',
  confirm: '确认并入账',
  reference: '转账参考码',
  referenceFilter: '参考码',
  referenceAnyStatus: '按参考码查找时不限状态。',
  transfer: '转账金额',
  transferAt: '{{amount}}，汇率 {{rate}}',
  rate: '{{base}} = {{quote}}',
};

export const verifications: Catalogue<typeof english.verifications> = {
  title: '实名认证',
  status: {
    pending: '待审核',
    approved: '已通过',
    rejected: '已驳回',
  },
  name: '姓名',
  idNumber: '证件号码',
  nationality: '国籍',
  front: '正面',
  back: '背面',
  zoom: '放大查看',
  zoomIn: '放大',
  zoomOut: '缩小',
  close: '关闭',
};
