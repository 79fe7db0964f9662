// English strings of the security screen (devices and sign-in history): the reference catalogue of
// the `sessions` namespace.
import type { Catalogue } from '../catalogue';

export const sessions = {
  intro:
    'The devices logged in to your account and every sign-in of the last {{days}} days. If you see one that is not you, log it out and change your login password.',
  /** A device whose browser did not say what it is. */
  unknownDevice: 'Unknown device',
  address: 'IP address {{ip}}',
  devices: {
    title: 'Logged-in devices',
    thisDevice: 'This device',
    /** {{time}}: when the session began, as the language writes a date and time. */
    since: 'Logged in {{time}}',
    logOut: 'Log out',
    /** The log-out button as a screen reader names it. */
    logOutLabel: 'Log out {{device}}',
    noOthers: 'No other device is logged in.',
    endOthers: 'Log out all other devices',
    confirmTitle: 'Log out all other devices?',
    confirmMessage:
      'Every device except this one will be logged out at once and will need the password to log in again.',
    confirm: 'Log out',
    cancel: 'Cancel',
    ended: 'Device logged out',
    endedOthers: 'Devices logged out: {{count}}',
    loadFailed: 'Your devices could not be loaded',
  },
  history: {
    title: 'Sign-in history',
    period: 'Last {{days}} days, newest first',
    succeeded: 'Signed in',
    failed: 'Failed',
    methods: {
      password: 'Password',
      passkey: 'Passkey',
    },
    /** A sign-in with a second step: its first step and the second. */
    withSecondFactor: '{{method}} + {{factor}}',
    secondFactors: {
      totp: 'authenticator app',
      passkey: 'passkey',
      'recovery-code': 'recovery code',
    },
    empty: 'No sign-ins in the last {{days}} days',
    loadFailed: 'Your sign-in history could not be loaded',
  },
};

export type SessionsMessages = Catalogue<typeof sessions>;
