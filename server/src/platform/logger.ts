import { pino, type Logger } from 'pino';

/** Fields that must never reach a log line, wherever they appear in a logged object. */
const REDACTED_PATHS = [
  'password',
  'passwordConfirm',
  'oldPassword',
  'newPassword',
  'newPasswordConfirm',
  'transactionPassword',
  'transactionPasswordConfirm',
  'token',
  'idNumber',
  '*.password',
  '*.passwordConfirm',
  '*.oldPassword',
  '*.newPassword',
  '*.newPasswordConfirm',
  '*.transactionPassword',
  '*.transactionPasswordConfirm',
  '*.token',
  '*.idNumber',
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
}

export type { Logger };
