import { z } from 'zod';

import { defineCall } from '../calls/define-call';
import { EMAIL_MAX_LENGTH, empty, idField, nameField } from '../calls/fields';
import { CASE_FLAGS } from './statistics';
import { insightEndpoints } from './endpoints';
import { CASE_SORTS, consoleCohortHref } from './links';

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

const dashboardSchema = z.object({
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
  /** The case's viva-room sittings marked by both the examiner and the candidate. */
  examinerMarked: z.number().int(),
  /**
   * Self-mark against examiner-mark disagreement: the share of `examinerMarked` whose marks
   * differ (the overall mark or a domain). Null while none is marked by both (docs/insight.md).
   */
  disagreement: z.number().nullable(),
  flags: z.array(z.enum(CASE_FLAGS)),
});
export type CaseAnalyticsRow = z.infer<typeof caseRowSchema>;

export const LESSON_ENGAGEMENT_PAGE = 50;

/** The most addresses one paste adds to a cohort. */
const COHORT_PASTE_MAX = 1000;

export const cohortMessages = {
  created: 'Cohort made',
  membersAdded: 'Students added to the cohort',
  nameTaken: 'A cohort of that name exists already',
  leadUnknown: 'No operator of the cohort lead role has that address',
  missing: 'No such cohort',
  emailsRequired: 'Paste at least one email address',
  tooManyEmails: `Paste at most ${COHORT_PASTE_MAX} addresses at a time`,
} as const;

const cohortEmails = z
  .array(z.string({ error: cohortMessages.emailsRequired }).max(EMAIL_MAX_LENGTH), {
    error: cohortMessages.emailsRequired,
  })
  .transform((list) => [...new Set(list.map((email) => email.trim().toLowerCase()))])
  .pipe(
    z
      .array(z.string())
      .min(1, { error: cohortMessages.emailsRequired })
      .max(COHORT_PASTE_MAX, { error: cohortMessages.tooManyEmails }),
  );

/** Why a member is on the at-risk list. */
export const AT_RISK_REASONS = ['no activity for 14 days', 'low scores'] as const;

const cohortMemberSchema = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  email: z.string(),
  lessonsCompleted: z.number().int(),
  papers: z.number().int(),
  /** Cases marked, of the bank. */
  casesSeen: z.number().int(),
  /** Mean score over the student's marked cases, 0–1; null before any. */
  meanScore: z.number().nullable(),
  /** The organ system of their lowest mean score, over systems with 3 or more marked cases. */
  weakestSystem: z.string().nullable(),
  lastActive: z.string().nullable(),
  atRisk: z.array(z.enum(AT_RISK_REASONS)),
});
export type CohortMember = z.infer<typeof cohortMemberSchema>;

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
  listCohorts: defineCall(insightEndpoints.listCohorts, {
    request: empty,
    data: z.array(
      z.object({
        cohortId: z.number().int(),
        name: z.string(),
        leadEmail: z.string().nullable(),
        members: z.number().int(),
      }),
    ),
  }),
  cohortReport: defineCall(insightEndpoints.cohortReport, {
    request: z.object({ cohortId: idField(cohortMessages.missing) }),
    data: z.object({
      cohortId: z.number().int(),
      name: z.string(),
      bank: z.number().int(),
      members: z.array(cohortMemberSchema),
    }),
  }),
  createCohort: defineCall(insightEndpoints.createCohort, {
    request: z.object({
      name: nameField('Give the cohort a name', 120, 'A cohort’s name is at most 120 characters'),
      /** The operator of the `cohort` role who leads it; none for now when empty. */
      leadEmail: z
        .string()
        .trim()
        .toLowerCase()
        .max(EMAIL_MAX_LENGTH)
        .optional()
        .transform((value) => value || undefined),
      emails: cohortEmails,
    }),
    data: z.object({
      cohortId: z.number().int(),
      added: z.number().int(),
      unknown: z.array(z.string()),
    }),
    opens: ({ cohortId }) => consoleCohortHref(cohortId),
  }),
  addCohortMembers: defineCall(insightEndpoints.addCohortMembers, {
    request: z.object({ cohortId: idField(cohortMessages.missing), emails: cohortEmails }),
    data: z.object({ added: z.number().int(), unknown: z.array(z.string()) }),
  }),
};
