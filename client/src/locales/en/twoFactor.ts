// English strings of the second factor: login's second step, "confirm it's you" and the security
// screen's authenticator app, recovery codes and passkeys. The reference catalogue of `twoFactor`.
import type { Catalogue } from '../catalogue';

export const twoFactor = {
  on: 'On',
  off: 'Off',
  loading: 'Loading…',
  loadFailed: 'Could not load your second factor.',
  retry: 'Try again',
  cancel: 'Cancel',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy. Please write it down.',
  verify: 'Verify',
  codeLabel: 'Code from your authenticator app',
  codeHint: 'Six digits; a new one every 30 seconds.',
  codeRequired: 'Enter the six-digit code.',
  recoveryLabel: 'Recovery code',
  recoveryHint: 'One of the ten codes you saved. Each works once.',
  recoveryRequired: 'Enter a recovery code.',
  usePasskey: 'Use a passkey',
  useRecovery: 'Use a recovery code instead',
  useCode: 'Use the authenticator app instead',
  passkeyFailed: 'The passkey did not work. Please try again.',
  resetPending:
    'Our team is resetting your second factor at your request. Until a second team member carries it out, it stays on.',
  login: {
    title: 'Second factor',
    text: 'Your password is right. Now confirm it is you with your second factor.',
    back: 'Back to the password',
    withPasskey: 'Log in with a passkey',
  },
  confirm: {
    title: 'Confirm it is you',
    secondFactor: 'This action needs your second factor. It stays confirmed for five minutes.',
    password:
      'Enter your login password to change your security settings. It stays confirmed for five minutes.',
    passwordLabel: 'Login password',
    passwordRequired: 'Enter your login password.',
  },
  app: {
    title: 'Authenticator app',
    intro:
      'A code from an app such as Google Authenticator or Microsoft Authenticator is asked when you log in, withdraw, or change your passwords, withdrawal account or limits.',
    setUp: 'Set up',
    scan: 'Scan this QR code with your authenticator app.',
    qrLabel: 'QR code to add Tempo to your authenticator app',
    orType: 'Or type this key into the app:',
    firstCode: 'Code shown by the app',
    turnOn: 'Turn on',
    turnedOn: 'Authenticator app is on.',
    turnOff: 'Turn off',
    turnedOff: 'Authenticator app is off.',
    offTitle: 'Turn off the authenticator app?',
    offMessage:
      'Your account will be protected by your password alone, and your recovery codes will stop working.',
    offMessagePasskeys: 'Your passkeys stay on as your second factor.',
  },
  recovery: {
    title: 'Your recovery codes',
    once: 'If you lose your phone, each code lets you in once. Save them somewhere safe now: they will not be shown again.',
    copy: 'Copy all',
    saved: 'I have saved them',
    left: 'Recovery codes left: {{left}}',
    renew: 'New codes',
    renewTitle: 'Get new recovery codes?',
    renewMessage: 'Your current recovery codes will stop working.',
  },
  passkeys: {
    title: 'Passkeys',
    intro:
      'Log in with your fingerprint, face or screen lock instead of a password. A passkey is also your second factor.',
    none: 'No passkeys yet.',
    unsupported: 'This browser cannot use passkeys.',
    add: 'Add a passkey',
    nameLabel: 'Name of this passkey',
    defaultName: 'My phone',
    nameRequired: 'Give the passkey a name.',
    create: 'Create passkey',
    addedToast: 'Passkey added.',
    added: 'Added {{date}}',
    lastUsed: 'last used {{date}}',
    remove: 'Remove',
    removeNamed: 'Remove passkey {{name}}',
    removeTitle: 'Remove the passkey “{{name}}”?',
    removeMessage: 'You will no longer be able to log in with it.',
    removed: 'Passkey removed.',
  },
};

export type TwoFactorMessages = Catalogue<typeof twoFactor>;
