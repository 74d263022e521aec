import { and, asc, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';

import { TESTIMONIALS_SHOWN } from '@/lib/feedback/calls';

import { feedback, students, videos } from '../db/schema';
import type { Database } from '../db/client';
import type { Service } from '../calls/service';
import type { feedbackCalls } from './calls';

const testimonialColumns = {
  feedbackId: feedback.id,
  fullName: students.fullName,
  profile: students.profile,
  rating: feedback.rating,
  description: feedback.description,
};

type Row = { feedbackId: number; fullName: string; profile: string | null; rating: string };

const toTestimonial = <T extends Row>(row: T) => ({ ...row, rating: Number(row.rating) });

/**
 * Approved testimonials matching `where`, newest first: the first `take` rows and how many there
 * are, each read from the approved-by-date indexes rather than by sorting every row.
 */
async function newestApproved(db: Database, where: SQL | undefined, take: number) {
  const matching = and(eq(feedback.approved, true), where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(testimonialColumns)
      .from(feedback)
      .innerJoin(students, eq(students.id, feedback.studentId))
      .where(matching)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(take),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(feedback)
      .where(matching),
  ]);
  return { rows, total };
}

/** Feedback on a lesson counts while the lesson is published; a draft's is kept out of sight. */
const onPublishedLesson = sql`exists (select 1 from ${videos} where ${videos.id} = ${feedback.videoId} and ${isNotNull(videos.publishedAt)})`;

/**
 * The home page's carousel: the testimonials an operator chose, in their order; with none chosen,
 * the newest approved site feedback.
 */
export const homeTestimonials: Service<typeof feedbackCalls.homeTestimonials> = async ({ db }) => {
  const chosen = await db
    .select(testimonialColumns)
    .from(feedback)
    .innerJoin(students, eq(students.id, feedback.studentId))
    .where(isNotNull(feedback.homePosition))
    .orderBy(asc(feedback.homePosition))
    .limit(TESTIMONIALS_SHOWN);
  if (chosen.length > 0) return { message: 'Success', data: chosen.map(toTestimonial) };
  const { rows } = await newestApproved(db, eq(feedback.type, 'WEBSITE'), TESTIMONIALS_SHOWN);
  return { message: 'Success', data: rows.map(toTestimonial) };
};

/**
 * A lesson's testimonials: approved feedback on that lesson first, then on the site; without a
 * lesson, every approved testimonial. At most `limit` of them, and `limit` 0 (what the original
 * client sends) means the carousel's number, so no page carries every testimonial there is.
 */
export const videoTestimonials: Service<typeof feedbackCalls.videoTestimonials> = async (
  { db },
  _actor,
  { videoId, limit, offset },
) => {
  const take = limit || TESTIMONIALS_SHOWN;
  if (!videoId) {
    const { rows, total } = await newestApproved(
      db,
      or(eq(feedback.type, 'WEBSITE'), onPublishedLesson),
      offset + take,
    );
    return {
      message: 'Success',
      data: { lists: rows.slice(offset).map(toTestimonial), total },
    };
  }
  // The lesson's own and the site's, each newest first up to the end of the page asked for.
  const [own, site] = await Promise.all([
    newestApproved(
      db,
      and(eq(feedback.type, 'VIDEO'), eq(feedback.videoId, videoId), onPublishedLesson),
      offset + take,
    ),
    newestApproved(db, eq(feedback.type, 'WEBSITE'), offset + take),
  ]);
  const lists = [...own.rows, ...site.rows].slice(offset, offset + take).map(toTestimonial);
  return { message: 'Success', data: { lists, total: own.total + site.total } };
};
