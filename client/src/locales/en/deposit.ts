// English strings of the deposit screens: the reference catalogue of the `deposit` namespace.
import type { Catalogue } from '../catalogue';

export const deposit = {
  form: {
    channel: 'Deposit method',
    kinds: {
      bank: 'Bank transfer',
      crypto: '{{coin}} · {{network}}',
    },
    limits: '{{min}} – {{max}}',
    amount: 'Deposit amount',
    amountPlaceholder: 'Enter the amount',
    amountHint: 'Minimum {{min}}, maximum {{max}}',
    enterAmount: 'Please enter an amount',
    belowMin: 'The minimum deposit is {{min}}',
    aboveMax: 'The maximum deposit is {{max}}',
    txHash: 'Transaction hash (optional)',
    txHashPlaceholder: 'Paste it now or add it later',
    submit: 'Get payment details',
    submitted: 'Deposit request created',
    note: 'After you submit, we show where to pay. Your balance is credited once the payment is confirmed.',
  },
  unavailable: {
    title: 'Deposits are not available right now',
    text: 'Please try again later, or contact customer service for help.',
    service: 'Contact customer service',
  },
  detail: {
    amountToPay: 'Amount to pay',
    channel: 'Method',
    createdAt: 'Requested at',
    reviewedAt: 'Reviewed at',
    number: 'Deposit no.',
    reason: 'Reason',
    notFound: 'This deposit could not be found',
    viewList: 'View my deposits',
    payNote: 'Transfer exactly the amount above. Ops confirm the deposit once the money arrives.',
  },
  status: {
    pending: 'Under Review',
    confirmed: 'Successful',
    rejected: 'Failed',
  },
  bank: {
    title: 'Pay by bank transfer',
    bankName: 'Bank name',
    branchName: 'Branch name',
    accountName: 'Account name',
    accountNumber: 'Account number',
  },
  crypto: {
    title: 'Pay with {{coin}}',
    coin: 'Coin',
    network: 'Network',
    address: 'Deposit address',
    qrLabel: 'QR code of the deposit address',
    warning:
      'Send only {{coin}} on the {{network}} network to this address. Any other coin or network will be lost and cannot be recovered.',
  },
  conversion: {
    transfer: 'You transfer {{amount}} at {{rate}}',
    rate: '{{base}} = {{quote}}',
    channel: 'Paid in {{currency}} at {{rate}}',
    amount: 'Amount to transfer',
    payNote:
      'Transfer exactly {{amount}} and write the transfer reference below in the transfer’s content. Ops confirm the deposit once the money arrives.',
  },
  reference: {
    label: 'Transfer reference',
    note: 'Write this reference in the transfer’s content (memo) so we can match your payment.',
  },
  copyValue: 'Copy {{label}}',
  txHash: {
    title: 'Transaction hash',
    label: 'Transaction hash',
    placeholder: 'Paste the hash or reference of your transfer',
    save: 'Save',
    saved: 'Transaction hash saved',
    none: 'Not provided',
  },
  proof: {
    title: 'Payment proof',
    hint: 'A screenshot or photo of your payment receipt: JPEG, PNG or WebP, up to 5 MB.',
    choose: 'Choose an image',
    change: 'Choose another image',
    upload: 'Upload proof',
    uploaded: 'Proof uploaded',
    current: 'Uploaded proof',
    preview: 'Chosen image',
    loadFailed: 'The image could not be loaded',
    none: 'Not provided',
  },
  list: {
    filter: 'Filter by status',
    filters: {
      all: 'All',
      pending: 'Under Review',
      confirmed: 'Successful',
      rejected: 'Failed',
    },
    empty: 'No deposits yet',
    emptyFiltered: 'No deposits with this status',
    depositNow: 'Deposit now',
  },
};

export type DepositMessages = Catalogue<typeof deposit>;
