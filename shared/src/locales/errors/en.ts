// English messages of the error kinds.
import type { ErrorMessages } from '../catalogueTypes';

export const en: ErrorMessages = {
  NOT_LOGGED_IN: 'Please log in first',
  VALIDATION_FAILED: 'Some values are not valid',
  EMPTY_VALUE: 'There are empty values',
  PASSWORDS_MISMATCH: 'Passwords do not match',
  TRANSACTION_PASSWORDS_MISMATCH: 'Transaction passwords do not match',
  INVALID_ACCOUNT: 'The account must be 6 to 12 letters, digits or underscores',
  INVALID_PHONE: 'Please enter a valid phone number with its country code',
  INVALID_PASSWORD: 'The password must be 6 to 32 characters',
  UNKNOWN_OPENING_CODE: 'The account opening code is not valid',
  ACCOUNT_TAKEN: 'This account is already registered',
  WRONG_CREDENTIALS: 'Wrong account or password',
  TOO_MANY_ATTEMPTS: 'Too many failed attempts, please try again later',
  WRONG_OLD_PASSWORD: 'The old password is wrong. Attempts left: {{remaining}}',
  SAME_PASSWORD: 'The new password must differ from the old one',
  WRONG_TRANSACTION_PASSWORD: 'The transaction password is wrong. Attempts left: {{remaining}}',
  MALFORMED_JSON: 'The request could not be read',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  NOT_FOUND: 'Not found',
  FORBIDDEN: 'You may not do this',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  IDEMPOTENCY_KEY_REQUIRED: 'The request needs an idempotency key',
  IDEMPOTENCY_KEY_REUSED: 'This request key was already used for a different request',
  ACCOUNT_DISABLED: 'This account is disabled, please contact customer service',
  RATE_LIMITED: 'Too many requests, please slow down',
  INVALID_CHARACTERS: 'The text contains characters that are not allowed',
  INVALID_DATE: 'This date does not exist',
  UNKNOWN_SYMBOL: 'Unknown product',
  BAD_INTERVAL: 'Unknown chart interval',
  LIMIT_TOO_LARGE: 'Ask for 1 to 1000 candles at a time',
  PRODUCT_EXISTS: 'A product with this symbol already exists',
  TICK_RANGE_TOO_LONG: 'Ask for at most one hour of ticks at a time',
  MARKET_CLOSED: 'The market is closed',
  UNDER_MAINTENANCE: 'This product is under maintenance',
  UNKNOWN_DURATION: 'This countdown is not offered for this product',
  AMOUNT_OUT_OF_RANGE: 'The amount is outside the allowed range',
  TOO_MANY_OPEN_ORDERS: 'You have too many open orders',
  FEED_UNAVAILABLE: 'Prices are unavailable right now, please try again',
  PRODUCT_IN_SANDBOX: 'This product is showing a replay: only demo orders can be placed on it',
  PRODUCT_NOT_IN_SANDBOX:
    'Put the product in the sandbox first: replays and pushed quotes are allowed only there',
  REAL_ORDERS_OPEN:
    'Real-balance orders are still open on this product; it can enter the sandbox once they have settled',
  SANDBOX_ORDERS_OPEN:
    'Demo orders are still open on this product; it can leave the sandbox once they have settled',
  SANDBOX_FEED_ACTIVE:
    'A replay still feeds this product; release it and switch back to its live source first',
  FEED_CHANGE_WITH_ORDERS_OPEN:
    'Real-balance orders are still open on this product; its price source can change once they have settled',
  FEED_URL_NOT_ALLOWED:
    'This exchange stream is not one the platform allows; ask for it to be added to its settings',
  PRICE_SETTINGS_WITH_ORDERS_OPEN:
    'Real-balance orders are still open on this product; its price settings can change once they have settled',
  SANDBOX_SOURCE_NOT_ALLOWED:
    "This product's price source may not price real money; switch it to the simulator or an allowed exchange stream before it leaves the sandbox",
  SANDBOX_FEED_SWITCHING:
    "The product's feed is still switching to its live source; try again in a few seconds",
  UNSUPPORTED_FILE_TYPE: 'Please upload a JPEG, PNG or WebP image',
  FILE_TOO_LARGE: 'The image is too large: at most 5 MB',
  EMPTY_FILE: 'The image is empty, please choose another one',
  PHOTO_REQUIRED: 'Please upload both the front and the back of your ID',
  INVALID_NAME: 'Please enter your name as it appears on your ID',
  INVALID_ID_NUMBER: 'Please enter a valid ID number',
  VERIFICATION_PENDING: 'Your documents have been submitted, please wait for the review',
  ALREADY_VERIFIED: 'Your real-name verification is already complete',
  VERIFICATION_ALREADY_REVIEWED: 'This verification has already been reviewed',
  DEPOSIT_CHANNEL_UNAVAILABLE: 'This deposit method is not available right now, please choose another',
  DEPOSIT_ALREADY_REVIEWED: 'This deposit has already been reviewed',
  PROOF_REQUIRED: 'Please choose an image of your payment receipt',
  WITHDRAWAL_ACCOUNT_LOCKED:
    'Your withdrawal account is already bound and cannot be changed here. Please contact customer service to change it',
  WITHDRAWAL_ACCOUNT_MISSING: 'Please bind a withdrawal account first',
  INVALID_WALLET_ADDRESS:
    'This address is not valid on the chosen network. Please check it and enter it again',
  VERIFICATION_REQUIRED: 'Please complete real-name verification before withdrawing',
  WITHDRAWAL_CLOSED: 'Withdrawals are not available at this time. Please try again during withdrawal hours',
  WITHDRAWAL_DAILY_LIMIT: 'You have reached the number of withdrawals allowed today',
  WITHDRAWAL_NOT_UNDER_REVIEW: 'This withdrawal has already been processed',
  SAME_APPROVER: 'A second approval must come from a different ops user',
  APPROVERS_LINKED:
    'The second approval must come from an independent ops user: neither account may have created, enabled or reset the password or role of the other in the last 30 days',
  SAVINGS_AMOUNT_TOO_SMALL: 'The amount is below the minimum of one savings transfer',
  SAVINGS_DAILY_LIMIT: "You have used all of today's savings transfers",
  SAVINGS_NOT_TRANSFERABLE: 'Only confirmed shares can be moved out; pending shares are not transferable yet',
  SAVINGS_DAY_ROLLED: "That day's savings have already been settled and cannot change",
  SAVINGS_ROLL_NOT_DUE:
    "That day's savings roll is not due yet: it can run from 08:00 platform time on that day",
  INVALID_USERNAME:
    'The username must be 3 to 32 letters, digits, dots, hyphens or underscores, starting with a letter',
  OPS_ACCOUNT_EXISTS: 'An ops account with this username already exists',
  OPS_ACCOUNT_SELF: 'You cannot change your own ops account here. Please ask another superadmin',
  LAST_SUPERADMIN: 'This is the last active superadmin: it cannot be disabled or given another role',
  INVALID_RECORDING:
    'This file is not a recording the replay can read: CSV or NDJSON of ticks or 1-minute bars',
  RECORDING_TOO_LARGE: 'The recording is too large: at most 20 MB',
  LIMIT_DEPOSIT_DAY:
    'This deposit would pass your daily deposit limit of {{limit}}. It resets at {{resetsAt}}.',
  LIMIT_DEPOSIT_WEEK:
    'This deposit would pass your weekly deposit limit of {{limit}}. It resets at {{resetsAt}}.',
  LIMIT_DEPOSIT_MONTH:
    'This deposit would pass your monthly deposit limit of {{limit}}. It resets at {{resetsAt}}.',
  LIMIT_LOSS_DAY:
    'If this order lost, your losses could pass your daily loss limit of {{limit}}. It resets at {{resetsAt}}.',
  LIMIT_LOSS_WEEK:
    'If this order lost, your losses could pass your weekly loss limit of {{limit}}. It resets at {{resetsAt}}.',
  LIMIT_LOSS_MONTH:
    'If this order lost, your losses could pass your monthly loss limit of {{limit}}. It resets at {{resetsAt}}.',
  LIMIT_STAKE_DAY: 'This order would pass your daily stake limit of {{limit}}. It resets at {{resetsAt}}.',
  LIMIT_STAKE_WEEK: 'This order would pass your weekly stake limit of {{limit}}. It resets at {{resetsAt}}.',
  LIMIT_STAKE_MONTH:
    'This order would pass your monthly stake limit of {{limit}}. It resets at {{resetsAt}}.',
  LIMIT_ORDER_STAKE: 'Your limit for the stake of one order is {{limit}}.',
  LIMIT_OPEN_ORDERS: 'You have reached your limit of {{limit}} open orders.',
  TAKING_A_BREAK: 'You are taking a break from real trading and deposits until {{until}}.',
  BREAK_TOO_SHORT:
    'A break can only end later than the one you are taking, and an exclusion lasts at least six months.',
  SECOND_FACTOR_REQUIRED: 'Confirm it is you with your second factor first.',
  PASSWORD_CONFIRMATION_REQUIRED: 'Confirm it is you with your login password first.',
  WRONG_SECOND_FACTOR: 'That code is not right. Attempts left: {{remaining}}',
  LOGIN_TICKET_EXPIRED: 'This sign-in took too long. Please log in again.',
  PASSKEY_REJECTED: 'This passkey could not be verified. Please try again.',
  TOTP_ALREADY_ON: 'The authenticator app is already on.',
  TOTP_NOT_ENROLLING: 'Start adding the authenticator app again.',
  NO_SECOND_FACTOR: 'This account has no second factor.',
  WRONG_PASSWORD: 'The password is wrong. Attempts left: {{remaining}}',
  EARLY_CLOSE_OFF: 'Early close is off for this order.',
  SELL_WINDOW_CLOSED:
    'This order cannot be closed early right now: too soon after it opened or too close to its expiry.',
  ORDER_NOT_OPEN: 'This order has already closed.',
  PRICE_MOVED: 'The price has moved: this order now sells for {{price}}. Check it and try again.',
  CLIENT_TOO_OLD: 'A new version of Tempo is available. Please reload the page',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable, please try again',
  INTERNAL: 'Something went wrong, please try again',
};
