import { desc, eq, isNotNull, isNull } from 'drizzle-orm';

import { logError } from '@/lib/log';
import { site } from '@/lib/site';

import type { MailMessage } from '../calls/deps';
import type { Service } from '../calls/service';
import { notFound, ServiceError } from '../calls/service-error';
import { auditedChange } from '../audit/audited-change';
import { contactMessages, operators, students } from '../db/schema';
import { contactInboxMessages } from './calls';
import { countRows, pageTotal, totalOf } from '../db/paging';
import type { policyCalls } from './calls';

/*
 * The console's inbox: operators read what visitors and students sent from the contact page,
 * answer it by mail and mark it handled (docs/console.md). Every change is audited with the row
 * before and after.
 */

const stateFilter = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
} as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const listContactMessages: Service<typeof policyCalls.listContactMessages> = async (
  { db },
  _operator,
  { state, limit, offset },
) => {
  const where = stateFilter[state];
  const rows = await db
    .select({
      total: totalOf(db, contactMessages, where),
      row: contactMessages,
      studentName: students.fullName,
      handledBy: operators.email,
    })
    .from(contactMessages)
    // Both addresses are stored lower-cased, so an exact match finds the student.
    .leftJoin(students, eq(students.email, contactMessages.email))
    .leftJoin(operators, eq(operators.id, contactMessages.handledBy))
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(rows, offset, () => countRows(db, contactMessages, where));
  return {
    message: contactInboxMessages.listed,
    data: {
      list: rows.map(({ row, studentName, handledBy }) => ({
        contactId: row.id,
        email: row.email,
        studentName,
        message: row.message,
        created: row.createdAt.toISOString(),
        handled: row.handledAt !== null,
        handledAt: iso(row.handledAt),
        handledBy,
        reply: row.reply,
        repliedAt: iso(row.repliedAt),
      })),
      total,
    },
  };
};

/** Marks a message handled, or open again; deciding what was decided changes nothing. */
export const markContactHandled: Service<typeof policyCalls.markContactHandled> = async (
  deps,
  operator,
  { contactId, handled },
) => {
  await deps.db.transaction((tx) =>
    auditedChange(tx, operator, {
      table: contactMessages,
      where: eq(contactMessages.id, contactId),
      missing: () => notFound(contactInboxMessages.notFound),
      unchanged: (before) => (before.handledAt !== null) === handled,
      set: () =>
        handled
          ? { handledAt: deps.now(), handledBy: operator.operatorId }
          : { handledAt: null, handledBy: null },
      action: handled ? 'contact.handled' : 'contact.reopened',
      targetType: 'contact_message',
      targetId: contactId,
    }),
  );
  return {
    message: handled ? contactInboxMessages.handled : contactInboxMessages.reopened,
    data: { contactId, handled },
  };
};

const contactReplySubject = `Re: your message to ${site.name}`;

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** The reply as its sender reads it: the operator's words, then their own message quoted. */
function replyMail(
  to: { email: string; studentName: string | null; message: string; createdAt: Date },
  reply: string,
): MailMessage {
  const quoted = to.message
    ? [
        '',
        `On ${when.format(to.createdAt)}, you wrote:`,
        ...to.message.split(/\r?\n/).map((line) => `> ${line}`.trimEnd()),
      ]
    : [];
  return {
    to: to.email,
    // An answer to the reply reaches the team, not the no-reply sender address.
    replyTo: site.contact.enquiry,
    subject: contactReplySubject,
    text: [
      to.studentName ? `Hello ${to.studentName},` : 'Hello,',
      '',
      reply,
      '',
      site.name,
      site.url.origin,
      ...quoted,
    ].join('\n'),
  };
}

/**
 * Mails a reply to the message's sender, then records it and marks the message handled. The mail
 * goes first: when it cannot be sent, nothing is recorded and the operator is told to try again.
 * A later reply replaces the stored one; the audit log keeps each.
 */
export const replyToContact: Service<typeof policyCalls.replyToContact> = async (
  deps,
  operator,
  { contactId, reply },
) => {
  const [found] = await deps.db
    .select({
      email: contactMessages.email,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      studentName: students.fullName,
    })
    .from(contactMessages)
    .leftJoin(students, eq(students.email, contactMessages.email))
    .where(eq(contactMessages.id, contactId));
  if (!found) throw notFound(contactInboxMessages.notFound);
  try {
    await deps.mailer.send(replyMail(found, reply));
  } catch (error) {
    logError('Could not send a reply to a contact message', error, { contactId });
    throw new ServiceError(502, contactInboxMessages.sendFailed);
  }
  const now = deps.now();
  await deps.db.transaction((tx) =>
    auditedChange(tx, operator, {
      table: contactMessages,
      where: eq(contactMessages.id, contactId),
      missing: () => notFound(contactInboxMessages.notFound),
      set: (before) => ({
        reply,
        repliedAt: now,
        ...(before.handledAt ? {} : { handledAt: now, handledBy: operator.operatorId }),
      }),
      action: 'contact.replied',
      targetType: 'contact_message',
      targetId: contactId,
    }),
  );
  return {
    message: contactInboxMessages.replied(found.email),
    data: { contactId, repliedAt: now.toISOString() },
  };
};
