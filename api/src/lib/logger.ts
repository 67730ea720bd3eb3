import pino, { type Logger as PinoLogger } from 'pino';

type Level = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** A logger that adds these fields to every line (the app makes one per request, with its requestId). */
  child(fields: Record<string, unknown>): Logger;
}

/**
 * Field names that hold personal data or secrets. Whatever logs them, at the top of a line's
 * fields or one object down (a request's body, a user, an answer), their value is replaced.
 */
export const REDACTED_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'sessionToken',
  'resetToken',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'ssn',
  'taxpayerIdentifier',
  'borrowerTaxpayerIdentifier',
  'coBorrowerTaxpayerIdentifier',
  'dateOfBirth',
  'borrowerDateOfBirth',
  'coBorrowerDateOfBirth',
] as const;

export const REDACTED = '[redacted]';
const redactPaths = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]);

function wrap(logger: PinoLogger): Logger {
  return {
    debug: (message, fields) => logger.debug(fields ?? {}, message),
    info: (message, fields) => logger.info(fields ?? {}, message),
    warn: (message, fields) => logger.warn(fields ?? {}, message),
    error: (message, fields) => logger.error(fields ?? {}, message),
    child: (fields) => wrap(logger.child(fields)),
  };
}

/**
 * pino: one JSON object per line on stdout ({ time, level, message, ...fields }), so logs can be
 * shipped and queried without parsing prose; personal data is redacted (REDACTED_KEYS). In
 * development (NODE_ENV=development) lines are pretty-printed instead.
 */
export function createLogger(level: Level | 'silent' = 'info', base: Record<string, unknown> = {}): Logger {
  const pretty = process.env.NODE_ENV === 'development';
  const options: pino.LoggerOptions = {
    level,
    base,
    messageKey: 'message',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: redactPaths, censor: REDACTED },
  };
  if (pretty)
    return wrap(
      pino({ ...options, transport: { target: 'pino-pretty', options: { messageKey: 'message', translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } }),
    );
  // process.stdout (rather than pino's own file descriptor writer) so a test can capture what is written.
  return wrap(pino(options, process.stdout));
}
