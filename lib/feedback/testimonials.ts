import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';

import { feedback, students, type FeedbackType } from '../db/schema';
import type { Database } from '../db/client';
import type { Service } from '../calls/service';

const HOME_TESTIMONIALS = 12;

async function approvedTestimonials(
  db: Database,
  limit: number | undefined,
  offset: number,
  which: { type: FeedbackType } | { lesson: number } | { all: true },
) {
  // A lesson shows what students said about it first, then what they said about the site.
  let matching: SQL | undefined;
  if ('type' in which) matching = eq(feedback.type, which.type);
  if ('lesson' in which) {
    matching = or(
      and(eq(feedback.type, 'VIDEO'), eq(feedback.videoId, which.lesson)),
      eq(feedback.type, 'WEBSITE'),
    );
  }
  const order = [desc(feedback.createdAt), desc(feedback.id)];
  if ('lesson' in which)
    order.unshift(sql`(${feedback.videoId} IS NOT DISTINCT FROM ${which.lesson}) DESC`);
  const where = and(eq(feedback.approved, true), matching);
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
    .orderBy(...order)
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
  const { rows } = await approvedTestimonials(deps.db, HOME_TESTIMONIALS, 0, { type: 'WEBSITE' });
  return { message: 'Success', data: rows };
};

/**
 * A lesson's testimonials: approved feedback on that lesson first, then on the site (limit 0, as
 * the seeds ask, means all). Without a lesson, every approved testimonial.
 */
export const videoTestimonials: Service<'videoTestimonials'> = async (
  deps,
  _actor,
  { videoId, limit, offset },
) => {
  const { rows, total } = await approvedTestimonials(
    deps.db,
    limit || undefined,
    offset,
    videoId ? { lesson: videoId } : { all: true },
  );
  return { message: 'Success', data: { lists: rows, total } };
};
