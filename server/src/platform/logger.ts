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

export type LogFormat = 'auto' | 'pretty' | 'json';

/**
 * JSON logs for machines; readable lines when a person runs the app in a terminal. `auto` picks
 * readable lines when stdout is a terminal and pino-pretty is installed (a production image
 * installs no dev tools, and a terminal attached to it still gets JSON rather than a crash).
 */
export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  const pretty = format === 'pretty' || (format === 'auto' && process.stdout.isTTY && canPrettyPrint());
  return pino({
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { ignore: 'pid,hostname,req,res', translateTime: 'SYS:HH:MM:ss.l', singleLine: true },
          },
        }
      : {}),
  });
}

function canPrettyPrint(): boolean {
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

export type { Logger };
