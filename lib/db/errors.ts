/*
 * Postgres error inspection for both drivers. drizzle wraps a failed query in DrizzleQueryError and
 * keeps the driver's error (node-postgres or PGlite, both with `code` and `constraint`) as `cause`.
 */

/** SQLSTATE codes the services react to. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  stringTooLong: '22001',
} as const;

interface PgErrorFields {
  code?: string;
  constraint?: string;
}

function driverError(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const fields = current as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return undefined;
}

/** The SQLSTATE of a failed query, if the error came from Postgres. */
export function pgErrorCode(error: unknown): string | undefined {
  return driverError(error)?.code;
}

/** The name of the constraint a failed query violated, if any. */
export function pgConstraint(error: unknown): string | undefined {
  return driverError(error)?.constraint;
}

/** True for a unique violation, optionally of one named constraint or unique index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const fields = driverError(error);
  if (fields?.code !== PG_ERROR.uniqueViolation) return false;
  return constraint === undefined || fields.constraint === constraint;
}
