import { z } from 'zod';

import type { MailMessage } from '../calls/deps';
import type { Executor } from '../db/client';
import { defineJob } from '../jobs/define-job';
import type { RetryPolicy } from '../jobs/queue';
import { countMail, mailVerdict, type MailCause } from './mail-bounds';

/*
 * Every mail the product sends goes through the queue (docs/jobs.md), except the console's reply
 * to a contact message, which the operator waits for on purpose. So this is where mail is bounded:
 * every call of queueMail names its cause, and what students and visitors cause is counted
 * (lib/mail/mail-bounds.ts).
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
 * mail is sent if and only if the write commits. Every mail says what caused it: a student's or a
 * visitor's mail is counted and held to the bounds of lib/mail/mail-bounds.ts (not queued past
 * them, or the call refused with 429); an exempt one names why it goes whatever the count. `key`
 * makes a repeat of the same mail a no-op. Answers the job's id, or null when nothing was queued.
 */
export async function queueMail(
  executor: Executor,
  message: MailMessage,
  { cause, key }: { cause: MailCause; key?: string },
): Promise<string | null> {
  const counted = 'by' in cause ? cause : null;
  if (counted && (await mailVerdict(executor, message.to, counted)) === 'skip') return null;
  const id = await sendMailJob.enqueue(executor, message, { key });
  if (counted && id) await countMail(executor, message.to, counted);
  return id;
}

const mailMessage: z.ZodType<MailMessage> = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  icalEvent: z
    .object({
      method: z.enum(['REQUEST', 'PUBLISH', 'CANCEL']),
      filename: z.string(),
      content: z.string(),
    })
    .optional(),
});

export const sendMailJob = defineJob({
  name: 'mail',
  data: mailMessage,
  retry: MAIL_RETRY,
  expireInSeconds: MAIL_EXPIRE_SECONDS,
  run: (deps, message) => deps.mailer.send(message),
  // A sent message's body (a password-reset code, say) does not wait in the table for a week.
  keptAfterSuccess: ({ to, subject }) => ({ to, subject }),
});
