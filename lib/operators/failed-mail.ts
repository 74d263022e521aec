import { sql } from 'drizzle-orm';

import type { Service } from '../calls/service';
import type { operatorCalls } from './calls';

/** The most failed mails the console lists (a week's, newest first). */
const FAILED_MAIL_SHOWN = 100;

/**
 * Mail that failed its last attempt, kept for a week (in the queue or its archive), newest
 * first: to whom, what, when, after how many attempts and why. The body is not shown: a
 * password-reset code may be in it.
 */
export const listFailedMail: Service<typeof operatorCalls.listFailedMail> = async (deps) => {
  const { rows } = await deps.db.execute<{
    id: string;
    to: string;
    subject: string;
    failed_at: Date | string;
    attempts: number;
    error: string | null;
  }>(sql`
    select id, data->>'to' as "to", data->>'subject' as subject, completed_on as failed_at,
           retry_count + 1 as attempts, output->>'message' as error
    from (
      select id, data, completed_on, retry_count, output from pgboss.job
        where name = 'mail' and state = 'failed'
      union all
      select id, data, completed_on, retry_count, output from pgboss.archive
        where name = 'mail' and state = 'failed'
    ) failed
    order by completed_on desc
    limit ${FAILED_MAIL_SHOWN}`);
  return {
    message: '',
    data: {
      list: rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        failedAt: new Date(row.failed_at).toISOString(),
        attempts: Number(row.attempts),
        error: row.error ?? '',
      })),
    },
  };
};
