import { and, desc, eq, sql } from 'drizzle-orm';

import { feedback, students, type FeedbackType } from '../db/schema';
import type { Database } from '../db/client';
import type { Service } from '../service';

const HOME_TESTIMONIALS = 12;

async function approvedTestimonials(
  db: Database,
  limit: number | undefined,
  offset: number,
  type?: FeedbackType,
) {
  const where = and(eq(feedback.approved, true), type ? eq(feedback.type, type) : undefined);
  const query = db
    .select({
      feedbackId: feedback.id,
      fullName: students.fullName,
      profile: students.profile,
      rating: feedback.rating,
      description: feedback.description,
    })
    .from(feedback)
    .innerJoin(students, eq(students.id, feedback.studentId))
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .offset(offset);
  const rows = await (limit ? query.limit(limit) : query);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(feedback)
    .where(where);
  return {
    rows: rows.map((r) => ({ ...r, rating: Number(r.rating) })),
    total,
  };
}

/** The home page's carousel: the newest approved site feedback. */
export const homeTestimonials: Service<'homeTestimonials'> = async (deps) => {
  const { rows } = await approvedTestimonials(deps.db, HOME_TESTIMONIALS, 0, 'WEBSITE');
  return { message: 'Success', data: rows };
};

/** The seeds ask with limit 0, meaning all; testimonials are site-wide, not per lesson. */
export const videoTestimonials: Service<'videoTestimonials'> = async (
  deps,
  _actor,
  { limit, offset },
) => {
  const { rows, total } = await approvedTestimonials(deps.db, limit || undefined, offset);
  return { message: 'Success', data: { lists: rows, total } };
};
