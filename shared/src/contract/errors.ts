// Every error kind the API answers with: its envelope status and its HTTP status. The message of
// each is looked up by name in the locale catalogues (shared/src/locales), so client and server
// show the same words.

/** Envelope status of a successful answer. */
export const STATUS_OK = 1;

export const ERRORS = {
  NOT_LOGGED_IN: { status: -22, http: 401 },
  VALIDATION_FAILED: { status: -1, http: 422 },
  EMPTY_VALUE: { status: -2, http: 422 },
  PASSWORDS_MISMATCH: { status: -3, http: 422 },
  TRANSACTION_PASSWORDS_MISMATCH: { status: -4, http: 422 },
  INVALID_ACCOUNT: { status: -5, http: 422 },
  INVALID_PHONE: { status: -6, http: 422 },
  INVALID_PASSWORD: { status: -7, http: 422 },
  UNKNOWN_OPENING_CODE: { status: -8, http: 422 },
  ACCOUNT_TAKEN: { status: -9, http: 409 },
  WRONG_CREDENTIALS: { status: -10, http: 401 },
  TOO_MANY_ATTEMPTS: { status: -11, http: 429 },
  WRONG_OLD_PASSWORD: { status: -12, http: 422 },
  SAME_PASSWORD: { status: -13, http: 422 },
  WRONG_TRANSACTION_PASSWORD: { status: -26, http: 422 },
  MALFORMED_JSON: { status: -14, http: 400 },
  PAYLOAD_TOO_LARGE: { status: -15, http: 413 },
  NOT_FOUND: { status: -16, http: 404 },
  FORBIDDEN: { status: -17, http: 403 },
  INSUFFICIENT_BALANCE: { status: -18, http: 409 },
  IDEMPOTENCY_KEY_REQUIRED: { status: -19, http: 400 },
  IDEMPOTENCY_KEY_REUSED: { status: -20, http: 409 },
  ACCOUNT_DISABLED: { status: -21, http: 403 },
  RATE_LIMITED: { status: -23, http: 429 },
  INVALID_CHARACTERS: { status: -24, http: 422 },
  INVALID_DATE: { status: -25, http: 422 },
  UNKNOWN_SYMBOL: { status: -30, http: 404 },
  BAD_INTERVAL: { status: -31, http: 422 },
  LIMIT_TOO_LARGE: { status: -32, http: 422 },
  PRODUCT_EXISTS: { status: -33, http: 409 },
  TICK_RANGE_TOO_LONG: { status: -34, http: 422 },
  MARKET_CLOSED: { status: -40, http: 409 },
  UNDER_MAINTENANCE: { status: -41, http: 409 },
  UNKNOWN_DURATION: { status: -42, http: 422 },
  AMOUNT_OUT_OF_RANGE: { status: -43, http: 422 },
  TOO_MANY_OPEN_ORDERS: { status: -44, http: 409 },
  FEED_UNAVAILABLE: { status: -45, http: 503 },
  PRODUCT_IN_SANDBOX: { status: -46, http: 409 },
  PRODUCT_NOT_IN_SANDBOX: { status: -47, http: 409 },
  REAL_ORDERS_OPEN: { status: -48, http: 409 },
  SANDBOX_ORDERS_OPEN: { status: -49, http: 409 },
  SANDBOX_FEED_ACTIVE: { status: -50, http: 409 },
  FEED_CHANGE_WITH_ORDERS_OPEN: { status: -51, http: 409 },
  FEED_URL_NOT_ALLOWED: { status: -52, http: 422 },
  /** A price-shaping setting (precision, the simulator's) while a real-balance order is open (SB7). */
  PRICE_SETTINGS_WITH_ORDERS_OPEN: { status: -53, http: 409 },
  /** Leaving the sandbox with a source the real-money gate refuses, such as an unlisted stream (SB6). */
  SANDBOX_SOURCE_NOT_ALLOWED: { status: -54, http: 409 },
  /** Leaving the sandbox before the feed has switched to the product's live source (SB6). */
  SANDBOX_FEED_SWITCHING: { status: -55, http: 409 },
  UNSUPPORTED_FILE_TYPE: { status: -60, http: 415 },
  FILE_TOO_LARGE: { status: -61, http: 413 },
  EMPTY_FILE: { status: -62, http: 422 },
  PHOTO_REQUIRED: { status: -63, http: 422 },
  INVALID_NAME: { status: -64, http: 422 },
  INVALID_ID_NUMBER: { status: -65, http: 422 },
  VERIFICATION_PENDING: { status: -66, http: 409 },
  ALREADY_VERIFIED: { status: -67, http: 409 },
  VERIFICATION_ALREADY_REVIEWED: { status: -68, http: 409 },
  DEPOSIT_CHANNEL_UNAVAILABLE: { status: -80, http: 409 },
  DEPOSIT_ALREADY_REVIEWED: { status: -81, http: 409 },
  PROOF_REQUIRED: { status: -82, http: 422 },
  WITHDRAWAL_ACCOUNT_LOCKED: { status: -70, http: 409 },
  WITHDRAWAL_ACCOUNT_MISSING: { status: -71, http: 409 },
  INVALID_WALLET_ADDRESS: { status: -72, http: 422 },
  VERIFICATION_REQUIRED: { status: -73, http: 403 },
  WITHDRAWAL_CLOSED: { status: -74, http: 409 },
  WITHDRAWAL_DAILY_LIMIT: { status: -75, http: 409 },
  WITHDRAWAL_NOT_UNDER_REVIEW: { status: -76, http: 409 },
  SAME_APPROVER: { status: -77, http: 409 },
  /** The checker's and the maker's ops accounts created, enabled or reset one another lately. */
  APPROVERS_LINKED: { status: -78, http: 409 },
  SAVINGS_AMOUNT_TOO_SMALL: { status: -90, http: 422 },
  SAVINGS_DAILY_LIMIT: { status: -91, http: 409 },
  SAVINGS_NOT_TRANSFERABLE: { status: -92, http: 409 },
  /** A savings day already rolled (paid) cannot change: its calendar or its rate. */
  SAVINGS_DAY_ROLLED: { status: -93, http: 409 },
  /** A day's roll runs only once its 08:00 cut-off has passed (today before 08:00, or a day to come). */
  SAVINGS_ROLL_NOT_DUE: { status: -94, http: 409 },
  /** An ops username outside its rules (opsUsernameField). */
  INVALID_USERNAME: { status: -110, http: 422 },
  /** Ops usernames are unique whatever their case. */
  OPS_ACCOUNT_EXISTS: { status: -111, http: 409 },
  /** The ops account routes never act on the caller's own account. */
  OPS_ACCOUNT_SELF: { status: -112, http: 403 },
  /** The last enabled superadmin is never disabled or given another role. */
  LAST_SUPERADMIN: { status: -113, http: 409 },
  /** An uploaded price recording is not one the replay can read (the message says which line). */
  INVALID_RECORDING: { status: -114, http: 422 },
  RECORDING_TOO_LARGE: { status: -115, http: 413 },
  /** L4–L5 of server/src/limits/SPEC.md: a limit the trader set refuses the order or the deposit. */
  LIMIT_DEPOSIT_DAY: { status: -116, http: 409 },
  LIMIT_DEPOSIT_WEEK: { status: -117, http: 409 },
  LIMIT_DEPOSIT_MONTH: { status: -118, http: 409 },
  LIMIT_LOSS_DAY: { status: -119, http: 409 },
  LIMIT_LOSS_WEEK: { status: -120, http: 409 },
  LIMIT_LOSS_MONTH: { status: -121, http: 409 },
  LIMIT_STAKE_DAY: { status: -122, http: 409 },
  LIMIT_STAKE_WEEK: { status: -123, http: 409 },
  LIMIT_STAKE_MONTH: { status: -124, http: 409 },
  LIMIT_ORDER_STAKE: { status: -125, http: 409 },
  LIMIT_OPEN_ORDERS: { status: -126, http: 409 },
  /** L9: the trader's own time-out or exclusion stops real trading and deposits until it ends. */
  TAKING_A_BREAK: { status: -127, http: 409 },
  /** L9: a break would end sooner than the one in force, or an exclusion date is under six months away. */
  BREAK_TOO_SHORT: { status: -128, http: 422 },
  /** server/src/accounts/twoFactor/SPEC.md: a protected action waits for the second factor on this session. */
  SECOND_FACTOR_REQUIRED: { status: -129, http: 403 },
  /** A second factor is turned on or a passkey added only after the login password is confirmed. */
  PASSWORD_CONFIRMATION_REQUIRED: { status: -130, http: 403 },
  WRONG_SECOND_FACTOR: { status: -131, http: 422 },
  /** Login step 2 came too late, from another address, or its ticket was used. */
  LOGIN_TICKET_EXPIRED: { status: -132, http: 401 },
  /** A passkey's answer did not check out (unknown key, wrong challenge or origin, bad signature). */
  PASSKEY_REJECTED: { status: -133, http: 401 },
  /** The authenticator app is already on; turn it off first to enrol another. */
  TOTP_ALREADY_ON: { status: -134, http: 409 },
  /** No authenticator app enrolment is waiting for its first code. */
  TOTP_NOT_ENROLLING: { status: -135, http: 409 },
  /** The login password given to confirm it is you (2F7) is wrong. */
  WRONG_PASSWORD: { status: -137, http: 422 },
  /** This account has no second factor to reset. */
  NO_SECOND_FACTOR: { status: -136, http: 409 },
  /** orders/SPEC.md E4: the order was placed while its product had early close off. */
  EARLY_CLOSE_OFF: { status: -138, http: 409 },
  /** E4: too soon after the entry or too close to the expiry to sell. */
  SELL_WINDOW_CLOSED: { status: -139, http: 409 },
  /** The order is settled already: nothing left to sell. */
  ORDER_NOT_OPEN: { status: -140, http: 409 },
  /** E5: the order sells for less now than the lowest price the trader accepted; the answer has the new quote. */
  PRICE_MOVED: { status: -141, http: 409 },
  /** The socket handshake's protocol version is older than the server speaks (or missing): reload. */
  CLIENT_TOO_OLD: { status: -27, http: 400 },
  SERVICE_UNAVAILABLE: { status: -98, http: 503 },
  INTERNAL: { status: -99, http: 500 },
} as const satisfies Record<string, { status: number; http: number }>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** The error kind behind an envelope status, for a client that wants to react to one kind. */
export function errorCodeOfStatus(status: number): ErrorCode | undefined {
  return ERROR_CODES.find((code) => ERRORS[code].status === status);
}
