// The review queues' words in English: what the queues share, then withdrawals, deposits and verifications.
export const queue = {
  status: 'Status',
  user: 'User ID',
  filter: 'Filter',
  clear: 'Clear',
  empty: 'Nothing here',
  loadMore: 'Load more',
  pick: 'Choose an item to review it',
  updated: 'Updated by another ops user',
  reason: 'Reason',
  reasonHint: 'The trader reads this reason',
  approve: 'Approve',
  reject: 'Reject',
  confirmReject: 'Reject with this reason',
  cancel: 'Cancel',
  readOnly: 'Your role can view this queue but not decide it.',
  decided: 'Decided',
  decidedBy: 'Decided by {{name}} at {{time}}',
  created: 'Requested',
  amount: 'Amount',
  account: 'Trader',
  id: 'No.',
};

export const withdrawals = {
  title: 'Withdrawals',
  status: {
    under_review: 'Under review',
    successful: 'Paid',
    failed: 'Rejected',
  },
  fee: 'Fee',
  payTo: 'Pay to',
  approvals: 'Approvals',
  approvalsOf: '{{done}} of {{required}}',
  makerChecker: 'Two different ops users must approve this amount.',
  firstApproval: 'First approval by {{name}}',
  waitingForChecker: 'Waiting for a second ops user to approve.',
  youApprovedFirst: 'You gave the first approval: another ops user must give the second.',
  approveSecond: 'Approve and pay',
  bank: {
    bankName: 'Bank',
    branchName: 'Branch',
    branchNumber: 'Branch no.',
    accountNumber: 'Account number',
    holderName: 'Holder',
    nationality: 'Nationality',
    openingAddress: 'Opening address',
  },
  coin: {
    coin: 'Coin',
    network: 'Network',
    address: 'Address',
  },
};

export const deposits = {
  title: 'Deposits',
  status: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    rejected: 'Rejected',
  },
  channel: 'Channel',
  txHash: 'Transaction hash',
  proof: 'Payment proof',
  noProof: 'No proof attached',
  confirm: 'Confirm and credit',
};

export const verifications = {
  title: 'Verifications',
  status: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  name: 'Name',
  idNumber: 'ID number',
  nationality: 'Nationality',
  front: 'Front',
  back: 'Back',
  zoom: 'Zoom',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  close: 'Close',
};
