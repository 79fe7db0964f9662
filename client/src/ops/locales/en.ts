// The ops console's words in English: the source every other language of the console follows.
import { accounts } from './accounts/en';
import { audit } from './audit/en';
import { channels } from './channels/en';
import { calendars } from './calendars/en';
import { content } from './content/en';
import { exposure } from './exposure/en';
import { health } from './health/en';
import { products } from './products/en';
import { deposits, queue, verifications, withdrawals } from './queues/en';
import { users } from './users/en';
export const ops = {
  title: 'Tempo Ops',
  language: 'Language',
  role: {
    superadmin: 'Super admin',
    ops: 'Operations',
    support: 'Support',
  },
  nav: {
    label: 'Sections',
    withdrawals: 'Withdrawals',
    deposits: 'Deposits',
    channels: 'Deposit channels',
    verifications: 'Verifications',
    users: 'Users',
    products: 'Products',
    content: 'Content',
    calendars: 'Calendars',
    exposure: 'Exposure',
    health: 'Health',
    audit: 'Audit log',
    accounts: 'Ops accounts',
    logout: 'Log out',
    waiting: '{{count}} waiting',
  },
  login: {
    title: 'Ops console',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    failed: 'Login failed',
  },
  live: {
    connected: 'Live',
    disconnected: 'Reconnecting…',
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
