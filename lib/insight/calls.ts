import { z } from 'zod';

import { defineCall } from '../calls/define-call';
import { empty, idField } from '../calls/fields';
import { CASE_FLAGS } from './statistics';
import { insightEndpoints } from './endpoints';

/*
 * The console's insight (docs/insight.md): every figure read from the roll-ups, so a page costs
 * the same at any size. Read-only; no cache tags.
 */

/** How many months the dashboard shows, the month in progress last. */
export const DASHBOARD_MONTHS = 12;

const revenueMonthSchema = z.object({
  month: z.string(),
  currency: z.string(),
  purchases: z.number().int(),
  gross: z.number(),
  refunds: z.number().int(),
  refunded: z.number(),
  net: z.number(),
});

export const dashboardSchema = z.object({
  /** Every month shown, 'YYYY-MM', oldest first. */
  months: z.array(z.string()),
  revenue: z.array(revenueMonthSchema),
  subscribers: z.array(z.object({ month: z.string(), subscribers: z.number().int() })),
  signups: z.array(
    z.object({
      month: z.string(),
      signups: z.number().int(),
      converted: z.number().int(),
      open: z.number().int(),
    }),
  ),
  /** Of the subscribers at the previous month's end: still subscribed at this one's, or lapsed. */
  retention: z.array(
    z.object({
      month: z.string(),
      kept: z.number().int(),
      lapsed: z.number().int(),
      joined: z.number().int(),
    }),
  ),
  /** The last seven days. */
  engagement: z.object({
    lessonsCompleted: z.number().int(),
    papersTaken: z.number().int(),
    sessionsHeld: z.number().int(),
    bookings: z.number().int(),
  }),
  waiting: z.object({
    feedbackToReview: z.number().int(),
    openMessages: z.number().int(),
    failedMail: z.number().int(),
    casesToRefresh: z.number().int(),
  }),
});

const caseRowSchema = z.object({
  caseId: z.number().int(),
  name: z.string(),
  category: z.string(),
  attempts: z.number().int(),
  correct: z.number().int(),
  partly: z.number().int(),
  missed: z.number().int(),
  overcalled: z.number().int(),
  firstAttempts: z.number().int(),
  facility: z.number().nullable(),
  pairs: z.number().int(),
  discrimination: z.number().nullable(),
  /**
   * Self-mark against examiner-mark disagreement: the share of the case's examiner-marked
   * attempts whose self-mark differs. Null while no examiner has marked it (docs/insight.md).
   */
  disagreement: z.number().nullable(),
  flags: z.array(z.enum(CASE_FLAGS)),
});
export type CaseAnalyticsRow = z.infer<typeof caseRowSchema>;

export const CASE_SORTS = [
  'case',
  'attempts',
  'facility',
  'discrimination',
  'disagreement',
  'flags',
] as const;
export type CaseSort = (typeof CASE_SORTS)[number];

export const LESSON_ENGAGEMENT_PAGE = 50;

export const insightCalls = {
  insightDashboard: defineCall(insightEndpoints.insightDashboard, {
    request: empty,
    data: dashboardSchema,
  }),
  caseAnalytics: defineCall(insightEndpoints.caseAnalytics, {
    request: z
      .object({
        sort: z.enum(CASE_SORTS, { error: 'Choose a column to sort by' }).default('flags'),
        descending: z.boolean().default(false),
        /** Only the cases a flag is raised for. */
        flagged: z.boolean().default(false),
      })
      .strip(),
    data: z.object({
      cases: z.array(caseRowSchema),
      formats: z.array(
        z.object({
          kind: z.string(),
          cases: z.number().int(),
          papers: z.number().int(),
          alpha: z.number().nullable(),
          meanScore: z.number().nullable(),
        }),
      ),
      /** When the oldest figure shown was recomputed; null before the first refresh. */
      refreshedAt: z.string().nullable(),
      /** Cases whose figures wait for the next refresh. */
      stale: z.number().int(),
    }),
  }),
  lessonEngagement: defineCall(insightEndpoints.lessonEngagement, {
    request: z
      .object({
        /** The lesson whose drop-off curve to draw too. */
        videoId: idField('Choose a lesson').optional(),
        offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
      })
      .strip(),
    data: z.object({
      lessons: z.array(
        z.object({
          videoId: z.number().int(),
          name: z.string(),
          durationSeconds: z.number().nullable(),
          starts: z.number().int(),
          completions: z.number().int(),
          medianWatchedShare: z.number().nullable(),
        }),
      ),
      total: z.number().int(),
      dropOff: z
        .object({
          videoId: z.number().int(),
          name: z.string(),
          starts: z.number().int(),
          points: z.array(
            z.object({
              bin: z.number().int(),
              second: z.number(),
              viewers: z.number().int(),
              share: z.number(),
            }),
          ),
        })
        .nullable(),
    }),
  }),
};
