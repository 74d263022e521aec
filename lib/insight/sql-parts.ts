import { sql } from 'drizzle-orm';

/* Small pieces of SQL the insight queries and roll-up readers share. */

/** 'YYYY-MM' as the first day of its month, for a `date` comparison. */
export const dayOne = (month: string) => `${month}-01`;

/** `= any(…)` over a list of ids or of names, typed so the parameters are not guessed. */
export const anyOf = (values: readonly (number | string)[]) =>
  sql`any(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(typeof values[0] === 'number' ? 'integer' : 'text')}[])`;
