import pino from 'pino';

/**
 * The process's structured log: one JSON line per event on stdout. Fields that may carry a
 * secret are replaced before the line is written, wherever they are nested.
 */
export const log = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'frcr-viva' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: {
    paths: [
      'password',
      'token',
      'apiToken',
      'resetToken',
      'otp',
      'secret',
      '*.password',
      '*.token',
      '*.apiToken',
      '*.resetToken',
      '*.otp',
      '*.secret',
      'headers.cookie',
      'headers.authorization',
      'headers["x-token"]',
      'headers.token',
    ],
    censor: '[redacted]',
  },
});

/** Logs a failure with its error (message, type and stack; never the request that caused it). */
export function logError(what: string, error: unknown, details: Record<string, unknown> = {}) {
  log.error({ ...details, err: error }, what);
}
