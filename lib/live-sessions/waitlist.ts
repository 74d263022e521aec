import { and, asc, count, eq, gt, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';

import { site } from '@/lib/site';

import type { Service } from '../calls/service';
import { conflict, notFound } from '../calls/service-error';
import type { Executor } from '../db/client';
import { liveSessions, sessionWaitlist, students } from '../db/schema';
import { defineJob } from '../jobs/define-job';
import { queueMail } from '../mail/mail-queue';
import { mayJoinSession } from './admission';
import { bookedPlaces, bookingOf, lockOpenSession, lockStudent } from './booking-locks';
import { encodeSessionId, sessionMessages, WAITLIST_OFFER_HOURS } from './texts';
import type { liveSessionCalls } from './calls';

/*
 * The waitlist of a full session (docs/live-sessions.md): students join it in order; when a place
 * frees, the first waiting student is offered it by mail and on the session page and the place
 * is held for them for WAITLIST_OFFER_HOURS; claiming it is booking it (the same call, rules and
 * locks); an offer not claimed in time lapses and the place is offered to the next.
 */

/** An offer made at `offeredAt`: when its window passes, the job lapses it unless claimed. */
const offerExpiry = z.object({
  waitlistId: z.number().int(),
  sessionId: z.number().int(),
  offeredAt: z.iso.datetime(),
});
type OfferExpiry = z.infer<typeof offerExpiry>;

/** Places of a session held for students offered them, at `now`, except `studentId`'s own. */
export async function heldPlaces(tx: Executor, sessionId: number, now: Date, studentId?: number) {
  const [{ held }] = await tx
    .select({ held: count() })
    .from(sessionWaitlist)
    .where(
      and(
        eq(sessionWaitlist.sessionId, sessionId),
        gt(sessionWaitlist.offerExpiresAt, now),
        studentId === undefined ? undefined : ne(sessionWaitlist.studentId, studentId),
      ),
    );
  return held;
}

const offerTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
});

/** Who freed the places offered: a student who cancelled or left, or nobody (a job, an operator). */
export type OfferCause = { by: 'student'; studentId: number } | { by: 'no student' };

/**
 * Offers the places of `sessionId` that are free at `now` (neither booked nor held) to the first
 * students waiting, on `tx`, whose caller holds the session's row locked: each offer is held for
 * WAITLIST_OFFER_HOURS, mailed, and given a job that passes it on if it is not claimed. The offer
 * mail counts towards the bounds of whoever freed the place and of the address
 * (lib/mail/mail-bounds.ts), and goes once an hour per student and session: past a bound, or to a
 * student who left and rejoined, the offer stands on the session's page without a mail.
 */
export async function offerFreePlaces(
  tx: Executor,
  sessionId: number,
  now: Date,
  freedBy: OfferCause,
) {
  const [session] = await tx
    .select({
      title: liveSessions.title,
      capacity: liveSessions.capacity,
      startsAt: liveSessions.startsAt,
      cancelledAt: liveSessions.cancelledAt,
    })
    .from(liveSessions)
    .where(eq(liveSessions.id, sessionId));
  if (!session || session.capacity === null || session.cancelledAt || session.startsAt <= now)
    return;
  const free =
    session.capacity - (await bookedPlaces(tx, sessionId)) - (await heldPlaces(tx, sessionId, now));
  if (free <= 0) return;
  const next = await tx
    .select({
      id: sessionWaitlist.id,
      email: students.email,
      fullName: students.fullName,
    })
    .from(sessionWaitlist)
    .innerJoin(students, eq(students.id, sessionWaitlist.studentId))
    .where(and(eq(sessionWaitlist.sessionId, sessionId), isNull(sessionWaitlist.offeredAt)))
    .orderBy(asc(sessionWaitlist.createdAt), asc(sessionWaitlist.id))
    .limit(free);
  const expiresAt = new Date(now.getTime() + WAITLIST_OFFER_HOURS * 3_600_000);
  const page = new URL(`/session-details/${encodeSessionId(sessionId)}`, site.url).toString();
  for (const waiting of next) {
    await tx
      .update(sessionWaitlist)
      .set({ offeredAt: now, offerExpiresAt: expiresAt })
      .where(eq(sessionWaitlist.id, waiting.id));
    const offerMail = {
      to: waiting.email,
      subject: sessionMessages.offerMailSubject(session.title),
      text: [
        `Hello ${waiting.fullName},`,
        '',
        `A place has come free in "${session.title}", whose waitlist you joined.`,
        `It is held for you until ${offerTime.format(expiresAt)}. Claim it on the session page:`,
        page,
        '',
        'If you do not claim it by then, it is offered to the next student on the waitlist.',
      ].join('\n'),
    };
    const once = `waitlist-offer:${sessionId}`;
    await queueMail(tx, offerMail, {
      cause:
        freedBy.by === 'student'
          ? { ...freedBy, now, pastBound: 'skip', once }
          : { by: 'no student', now, once },
    });
    const data: OfferExpiry = { waitlistId: waiting.id, sessionId, offeredAt: now.toISOString() };
    await waitlistOfferJob.enqueue(tx, data, {
      startAfter: expiresAt,
      key: `${data.waitlistId}:${data.offeredAt}`,
    });
  }
}

/** An offer's window has passed: unclaimed, it lapses and the place goes to the next student. */
export const waitlistOfferJob = defineJob({
  name: 'waitlist-offer',
  data: offerExpiry,
  retry: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  async run(deps, { waitlistId, sessionId, offeredAt }) {
    await deps.db.transaction(async (tx) => {
      await tx
        .select({ id: liveSessions.id })
        .from(liveSessions)
        .where(eq(liveSessions.id, sessionId))
        .for('update');
      const [row] = await tx
        .select({ offeredAt: sessionWaitlist.offeredAt })
        .from(sessionWaitlist)
        .where(eq(sessionWaitlist.id, waitlistId));
      // Claimed (a booking ends the student's row) or already passed on.
      if (!row || row.offeredAt?.toISOString() !== offeredAt) return;
      await tx.delete(sessionWaitlist).where(eq(sessionWaitlist.id, waitlistId));
      await offerFreePlaces(tx, sessionId, deps.now(), { by: 'no student' });
    });
  },
});

/**
 * Puts the student on the waitlist of a full session their plan admits. Refused when a place is
 * free (book it), when they have booked it, or when it has started or was cancelled.
 */
export const joinWaitlist: Service<typeof liveSessionCalls.joinWaitlist> = async (
  deps,
  { studentId },
  { sessionId },
) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockStudent(tx, studentId);
    const session = await lockOpenSession(tx, sessionId);
    if (session.startsAt <= now) throw conflict(sessionMessages.started);
    if (await bookingOf(tx, studentId, sessionId))
      throw conflict(sessionMessages.alreadyBooked, 'slot_already_booked');
    await mayJoinSession(tx, studentId, session, now);
    const taken = (await bookedPlaces(tx, sessionId)) + (await heldPlaces(tx, sessionId, now));
    if (session.capacity === null || taken < session.capacity) {
      throw conflict(sessionMessages.placeFree, 'place_free');
    }
    await tx.insert(sessionWaitlist).values({ sessionId, studentId }).onConflictDoNothing();
  });
  return { message: sessionMessages.waitlistJoined, data: null };
};

/**
 * Takes the student off a session's waitlist. A place offered to them and not yet claimed is
 * offered to the next student at once, under the session's lock like every offer.
 */
export const leaveWaitlist: Service<typeof liveSessionCalls.leaveWaitlist> = async (
  deps,
  { studentId },
  { sessionId },
) => {
  await deps.db.transaction(async (tx) => {
    // The student's row first, as every booking call takes it: the offer mail this may queue
    // counts towards what they cause, one call at a time.
    await lockStudent(tx, studentId);
    await tx
      .select({ id: liveSessions.id })
      .from(liveSessions)
      .where(eq(liveSessions.id, sessionId))
      .for('update');
    const [left] = await tx
      .delete(sessionWaitlist)
      .where(
        and(eq(sessionWaitlist.sessionId, sessionId), eq(sessionWaitlist.studentId, studentId)),
      )
      .returning({ offeredAt: sessionWaitlist.offeredAt });
    if (!left) throw notFound(sessionMessages.notOnWaitlist);
    if (left.offeredAt) {
      await offerFreePlaces(tx, sessionId, deps.now(), { by: 'student', studentId });
    }
  });
  return { message: sessionMessages.waitlistLeft, data: null };
};
