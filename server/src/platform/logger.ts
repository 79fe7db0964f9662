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

/** JSON logs for machines; readable lines when a person runs the app in a terminal. */
export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname,req,res' } } } : {}),
  });
}

export type { Logger };
