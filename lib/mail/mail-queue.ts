import type { MailMessage } from '../calls/deps';
import type { Executor } from '../db/client';
import { defineJob } from '../jobs/define-job';
import { enqueue, QUEUES, type RetryPolicy } from '../jobs/queue';

/*
 * Every mail the product sends goes through the queue (docs/jobs.md), except the console's reply
 * to a contact message, which the operator waits for on purpose.
 */

/**
 * First retry after 15–30 s, each next one twice as late: the fifth starts at least 465 s (over
 * 7 minutes) after the first failure, so a mail server down for five minutes delays mail and
 * loses none; the eighth and last comes after about one to two hours.
 */
export const MAIL_RETRY: RetryPolicy = { retryLimit: 8, retryDelay: 15, retryBackoff: true };

/** Sending one message; nodemailer's own timeouts end a hung connection well before this. */
const MAIL_EXPIRE_SECONDS = 5 * 60;

/**
 * Queues `message` on `executor`: pass the transaction of the write the mail tells about, so the
 * mail is sent if and only if the write commits. `key` makes a repeat of the same mail a no-op.
 */
export function queueMail(executor: Executor, message: MailMessage, key?: string) {
  return enqueue(executor, {
    queue: QUEUES.mail,
    data: message,
    retry: MAIL_RETRY,
    expireInSeconds: MAIL_EXPIRE_SECONDS,
    key,
  });
}

export const sendMailJob = defineJob<MailMessage>({
  queue: QUEUES.mail,
  run: (deps, message) => deps.mailer.send(message),
  // A sent message's body (a password-reset code, say) does not wait in the table for a week.
  keptAfterSuccess: ({ to, subject }) => ({ to, subject }),
});
