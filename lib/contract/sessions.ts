import { z } from 'zod';

import { defineCall } from './define-call';
import { idField, limitField, nothing, offsetField } from './fields';

export const SESSIONS_PAGE = 9;

export const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'Times must be HH:MM' })
  .transform((v) => v.slice(0, 5));

export const liveSessionSchema = z.object({
  sessionId: z.number().int(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  /** ISO date, YYYY-MM-DD. */
  date: z.string(),
  /** 24-hour HH:MM; shown in 12-hour form. */
  from: z.string(),
  to: z.string(),
  /** Name of the plan whose subscribers may join. */
  name: z.string(),
  /** 1 when the signed-in student's subscription allows joining. */
  subscription: z.number().int(),
  /** 1 when the signed-in student has already booked it. */
  isJoined: z.number().int(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

const page = z.object({ limit: limitField(SESSIONS_PAGE), offset: offsetField });
const sessionList = z.object({ lists: z.array(liveSessionSchema), total: z.number().int() });

export const bookSessionSchema = z.object({
  sessionId: idField('Choose a session'),
  /** The seeds send the slot too; the server books the slot it has stored. */
  date: z.string().optional(),
  from: timeOfDay.optional(),
  to: timeOfDay.optional(),
});
export type BookSessionInput = z.input<typeof bookSessionSchema>;

export const sessionCalls = {
  listSessions: defineCall({
    path: 'session/list',
    method: 'POST',
    access: 'public',
    request: page,
    data: sessionList,
  }),
  listStudentSessions: defineCall({
    path: 'student/session/list',
    method: 'POST',
    access: 'student',
    sendsStudentId: true,
    request: page,
    data: sessionList,
  }),
  sessionDetails: defineCall({
    path: 'session/details',
    method: 'POST',
    access: 'optional',
    sendsStudentId: true,
    request: z.object({ sessionId: idField('Choose a session') }),
    data: liveSessionSchema,
  }),
  bookSession: defineCall({
    path: 'student/session/book',
    method: 'POST',
    access: 'student',
    sendsStudentId: true,
    request: bookSessionSchema,
    data: nothing,
  }),
};
