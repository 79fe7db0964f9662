// English words of the inbox messages.
import type { InboxMessages } from '../catalogueTypes';

export const en: InboxMessages = {
  deposit_confirmed: {
    title: 'Deposit successful',
    body: 'Your deposit of {{amount}} has been credited to your balance.',
  },
  deposit_rejected: {
    title: 'Deposit failed',
    body: 'Your deposit of {{amount}} was not approved. Reason: {{reason}}',
  },
  withdrawal_successful: {
    title: 'Withdrawal successful',
    body: 'Your withdrawal of {{amount}} has been approved and sent to your withdrawal account.',
  },
  withdrawal_failed: {
    title: 'Withdrawal failed',
    body: 'Your withdrawal of {{amount}} was not approved and has been refunded to your balance. Reason: {{reason}}',
  },
  verification_approved: {
    title: 'Verification approved',
    body: 'Your real-name verification has been approved.',
  },
  verification_rejected: {
    title: 'Verification not approved',
    body: 'Your real-name verification was not approved. Reason: {{reason}}. Please check your details and submit again.',
  },
  new_device_sign_in: {
    title: 'New sign-in to your account',
    body: 'New sign-in from {{device}} at {{time}} ({{ip}}). Not you? Change your login password now and log out your other devices.',
  },
  second_factor_reset: {
    title: 'Your second factor was reset',
    body: 'At your request, our team has turned off your authenticator app and removed your passkeys and recovery codes, and logged out every device. Log in with your password and turn a second factor on again.',
  },
};
