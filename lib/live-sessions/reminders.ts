import { and, eq } from 'drizzle-orm';
import { z } from 'zod';

import type { Executor } from '../db/client';
import { liveSessions, plans, sessionBookings, students } from '../db/schema';
import { defineJob } from '../jobs/define-job';
import { bookedView, sessionColumns } from './admission';
import { mailBookedStudent } from './session-mail';

/*
 * Reminders before a booked session (docs/live-sessions.md): one job per booking and distance,
 * queued with the booking (or the move of its session) to start at its moment. The job decides
 * when it runs whether there is still something to remind of, and queues the mail.
 */

/** Hours before the start at which a booked student is reminded. */
export const REMINDER_HOURS = [24, 1] as const;

const reminder = z.object({
  bookingId: z.number().int(),
  hoursBefore: z.number().int(),
  /** The start the reminder was queued for: a session moved since has reminders of its own. */
  startsAt: z.iso.datetime(),
});
type Reminder = z.infer<typeof reminder>;

const reminderKey = ({ bookingId, hoursBefore, startsAt }: Reminder) =>
  `${bookingId}:${hoursBefore}:${startsAt}`;

/** The moment of the reminder `hoursBefore` a start. */
export const reminderMoment = (startsAt: Date, hoursBefore: number) =>
  new Date(startsAt.getTime() - hoursBefore * 3_600_000);

/**
 * Queues on `tx` the reminders of a booking of a session starting at `startsAt`, those whose
 * moment is still to come: a booking made 10 hours ahead gets the 1-hour reminder only.
 */
export async function scheduleReminders(
  tx: Executor,
  booking: { id: number; startsAt: Date },
  now: Date,
) {
  for (const hoursBefore of REMINDER_HOURS) {
    const moment = reminderMoment(booking.startsAt, hoursBefore);
    if (moment <= now) continue;
    const data = { bookingId: booking.id, hoursBefore, startsAt: booking.startsAt.toISOString() };
    await sessionReminderJob.enqueue(tx, data, { startAfter: moment, key: reminderKey(data) });
  }
}

/** After a session moved: the reminders of each of its bookings at the new time. */
export async function rescheduleReminders(tx: Executor, sessionId: number, now: Date) {
  const bookings = await tx
    .select({ id: sessionBookings.id, startsAt: sessionBookings.startsAt })
    .from(sessionBookings)
    .where(eq(sessionBookings.sessionId, sessionId));
  for (const booking of bookings) await scheduleReminders(tx, booking, now);
}

export const sessionReminderJob = defineJob({
  name: 'session-reminder',
  data: reminder,
  // A reminder only queues its mail; a failure here is the database's, retried soon.
  retry: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  async run(deps, reminder) {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          ...sessionColumns,
          studentId: students.id,
          fullName: students.fullName,
          email: students.email,
          studentTimeZone: sessionBookings.studentTimeZone,
        })
        .from(sessionBookings)
        .innerJoin(liveSessions, eq(liveSessions.id, sessionBookings.sessionId))
        .innerJoin(plans, eq(plans.id, liveSessions.planId))
        .innerJoin(students, eq(students.id, sessionBookings.studentId))
        .where(and(eq(sessionBookings.id, reminder.bookingId)));
      // Cancelled (the booking is gone with it), or moved (the move queued new reminders).
      if (!row || row.cancelledAt) return;
      if (row.startsAt.toISOString() !== reminder.startsAt) return;
      await mailBookedStudent(
        tx,
        {
          kind: 'reminder',
          session: bookedView(row),
          student: { studentId: row.studentId, fullName: row.fullName, email: row.email },
          stamp: deps.now(),
          studentTimeZone: row.studentTimeZone,
          hoursBefore: reminder.hoursBefore,
        },
        `reminder:${reminderKey(reminder)}`,
      );
    });
  },
});
