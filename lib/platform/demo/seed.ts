import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../accounts/password';
import { ADVISORY_LOCK_KEYS } from '../../db/advisory-locks';
import type { Database, Transaction } from '../../db/client';
import {
  avatarPath,
  DEMO_STUDENT,
  demoComments,
  demoDraftLesson,
  demoPlans,
  demoSessions,
  demoCaseCategories,
  rapidReviewCategory,
  demoTestimonials,
  demoVideos,
  nextClockChange,
  sessionThumbnailPath,
  demoMeetingLink,
  SUBSCRIBED_PURCHASE,
  SUBSCRIBED_STUDENT,
  caseImagePath,
  videoCoverPath,
  videoThumbnailPath,
} from './content';
import { demoCaseFacts } from './case-facts';
import {
  practiceFilmImagePath,
  practiceFilmCategories,
  practiceLongCategory,
  seriesImagePath,
} from './practice-cases';
import { seedDemoPracticeAttempts } from './practice-attempts';
import { refreshCaseStatistics } from '../../insight/refresh';
import { demoPolicies } from './policies';
import {
  caseImages,
  comments,
  contactMessages,
  feedback,
  liveSessions,
  planFeatures,
  plans,
  policyPages,
  purchases,
  caseCategories,
  students,
  cases,
  videos,
} from '../../db/schema';

/** Sign-in details of the demo accounts, for the README and tests. */
export const DEMO_CREDENTIALS = {
  unsubscribed: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
  subscribed: { email: SUBSCRIBED_STUDENT.email, password: SUBSCRIBED_STUDENT.password },
} as const;

/**
 * Testimonial authors cannot sign in: "!" is not a hash verifyPassword accepts (like a locked
 * account in /etc/shadow).
 */
const LOCKED_PASSWORD_HASH = '!';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo's feedback waiting for review in the console (not yet a testimonial). */
const PENDING_FEEDBACK =
  'The live viva sessions are the closest thing to the exam I have found. More neuro cases, please!';

/** The demo's contact messages waiting in the console's inbox: a student's, then a visitor's. */
const OPEN_CONTACT_MESSAGES = [
  {
    email: DEMO_STUDENT.email,
    message:
      'Do the live viva sessions cover paediatric cases as well? I sit the 2B in the spring and paediatrics is my weakest area.',
    daysAgo: 2,
  },
  {
    email: 'jo.bennett@example.com',
    message:
      'Is there a group price for a radiology department? Four of our registrars sit the FRCR 2B this year.',
    daysAgo: 1,
  },
] as const;

/**
 * What a seed writes (docs/accounts.md, "Public deployments"):
 * - `essentials`: what a public deployment starts with, the plans and the policy pages;
 * - `demo content`: those and the demo's lessons, cases and exam bank, live sessions,
 *   testimonials, comments and inbox, with no account anyone can sign in to;
 * - `demo`: all that and the demo students, whose password the README publishes (a local demo).
 */
export type SeedContent = 'essentials' | 'demo content' | 'demo';

export interface SeedOptions {
  /** The moment the seed treats as now (session dates, purchase period); defaults to now. */
  now?: Date;
  /** What to write; the whole demo by default. */
  content?: SeedContent;
}

export interface SeedResult {
  /** Rows inserted per table (SQL table name); all zero on a database already seeded. */
  inserted: Record<string, number>;
}

/** The calendar date in the UK, `days` after `now`, as YYYY-MM-DD. */
function ukDatePlusDays(now: Date, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function idsBySlug(
  tx: Transaction,
  table: typeof plans | typeof videos | typeof caseCategories | typeof cases,
  slugs: string[],
): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(inArray(table.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/**
 * Writes the demo content: plans, videos, case categories, live sessions, policy pages, testimonials, the
 * demo students, the subscribed student's purchase and contact messages for the console's inbox;
 * or only part of it (`content`). Idempotent: every row is inserted only when its natural key
 * (slug, email, key, transaction …) is absent, so a second run inserts nothing and changes
 * nothing.
 */
export async function seedDemoContent(
  db: Database,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const content = options.content ?? 'demo';
  const withAccounts = content === 'demo';
  const inserted: Record<string, number> = {
    plans: 0,
    plan_features: 0,
    videos: 0,
    shorts: 0,
    sub_shorts: 0,
    case_images: 0,
    live_sessions: 0,
    policy_pages: 0,
    students: 0,
    feedback: 0,
    comments: 0,
    purchases: 0,
    contact_messages: 0,
  };

  // Hash outside the transaction (scrypt is deliberately slow), and only for missing accounts.
  const existing = await db
    .select({ email: students.email })
    .from(students)
    .where(inArray(students.email, [DEMO_STUDENT.email, SUBSCRIBED_STUDENT.email]));
  const existingEmails = new Set(existing.map((r) => r.email));
  const demoAccounts = await Promise.all(
    (withAccounts ? [DEMO_STUDENT, SUBSCRIBED_STUDENT] : [])
      .filter((account) => !existingEmails.has(account.email))
      .map(async (account) => ({
        fullName: account.fullName,
        email: account.email,
        mobileNumber: account.mobileNumber,
        countryCode: account.countryCode,
        passwordHash: await hashPassword(account.password),
      })),
  );

  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK_KEYS.seed})`);

    // Plans and their features.
    const planRows = await tx
      .insert(plans)
      .values(
        demoPlans.map((plan, index) => ({
          name: plan.name,
          slug: plan.slug,
          price: plan.price,
          currency: 'GBP',
          subTitle: plan.subTitle,
          durationDays: plan.durationDays,
          position: index + 1,
        })),
      )
      .onConflictDoNothing({ target: plans.slug })
      .returning({ id: plans.id });
    inserted.plans = planRows.length;

    const planIds = await idsBySlug(
      tx,
      plans,
      demoPlans.map((p) => p.slug),
    );
    const featureRows = await tx
      .insert(planFeatures)
      .values(
        demoPlans.flatMap((plan) =>
          plan.features.map((feature, index) => ({
            planId: planIds.get(plan.slug)!,
            title: feature.title,
            detail: feature.detail,
            position: index + 1,
          })),
        ),
      )
      .onConflictDoNothing({ target: [planFeatures.planId, planFeatures.position] })
      .returning({ id: planFeatures.id });
    inserted.plan_features = featureRows.length;

    // Policy pages.
    const policyRows = await tx
      .insert(policyPages)
      .values(demoPolicies)
      .onConflictDoNothing({ target: policyPages.key })
      .returning({ id: policyPages.id });
    inserted.policy_pages = policyRows.length;

    if (content === 'essentials') return;

    // Videos, newest first by publication date. Hosted lessons name files in media/lessons/,
    // which the media route streams to subscribers; the last ones show external media.
    const videoRows = await tx
      .insert(videos)
      .values(
        demoVideos.map((video, index) => ({
          name: video.name,
          slug: video.slug,
          description: video.description,
          thumbnail: videoThumbnailPath(video.slug),
          cover: videoCoverPath(video.slug),
          path: video.path,
          captions: video.captions,
          durationSeconds: video.durationSeconds,
          position: index + 1,
          publishedAt: new Date(now.getTime() - (index + 1) * 3 * DAY_MS),
        })),
      )
      .onConflictDoNothing({ target: videos.slug })
      .returning({ id: videos.id });
    // One draft, so the console shows a lesson before it is published; nobody else sees it.
    const draftRows = await tx
      .insert(videos)
      .values({ ...demoDraftLesson, path: '', position: demoVideos.length + 1, publishedAt: null })
      .onConflictDoNothing({ target: videos.slug })
      .returning({ id: videos.id });
    inserted.videos = videoRows.length + draftRows.length;

    // Case categories and their cases.
    const categoryRows = await tx
      .insert(caseCategories)
      .values(
        [...demoCaseCategories, rapidReviewCategory].map((short, index) => ({
          name: short.name,
          slug: short.slug,
          position: index + 1,
        })),
      )
      .onConflictDoNothing({ target: caseCategories.slug })
      .returning({ id: caseCategories.id });
    inserted.shorts = categoryRows.length;

    const categoryIds = await idsBySlug(
      tx,
      caseCategories,
      [...demoCaseCategories, rapidReviewCategory].map((s) => s.slug),
    );
    const caseRows = await tx
      .insert(cases)
      .values([
        ...demoCaseCategories.flatMap((short) =>
          short.cases.map((sub, index) => ({
            categoryId: categoryIds.get(short.slug)!,
            name: sub.name,
            slug: sub.slug,
            image: caseImagePath(short.slug, index),
            answer: sub.answer,
            position: index + 1,
            ...demoCaseFacts[sub.slug],
          })),
        ),
        ...rapidReviewCategory.cases.map(({ source, ...sub }, index) => ({
          categoryId: categoryIds.get(rapidReviewCategory.slug)!,
          ...sub,
          position: index + 1,
          ...demoCaseFacts[source],
        })),
      ])
      .onConflictDoNothing({ target: cases.slug })
      .returning({ id: cases.id });
    inserted.sub_shorts = caseRows.length;

    // Demo cases seeded before cases had facts get them once (an operator's own are left alone).
    const factsBySlug = new Map([
      ...demoCaseCategories.flatMap((short) =>
        short.cases.map((sub) => [sub.slug, demoCaseFacts[sub.slug]] as const),
      ),
      ...rapidReviewCategory.cases.map((sub) => [sub.slug, demoCaseFacts[sub.source]] as const),
    ]);
    const withoutFacts = await tx
      .select({ id: cases.id, slug: cases.slug })
      .from(cases)
      .where(and(inArray(cases.slug, [...factsBySlug.keys()]), sql`${cases.system} IS NULL`));
    for (const row of withoutFacts) {
      const facts = factsBySlug.get(row.slug);
      if (facts) await tx.update(cases).set(facts).where(eq(cases.id, row.id));
    }

    // The exam bank after the rapid review (which does not repeat it): films, then long cases
    // with their series. New slugs, so a database seeded before the bank gains it on the next run.
    const bankCategories = [...practiceFilmCategories, practiceLongCategory];
    const bankCategoryRows = await tx
      .insert(caseCategories)
      .values(
        bankCategories.map((short, index) => ({
          name: short.name,
          slug: short.slug,
          position: demoCaseCategories.length + 2 + index,
        })),
      )
      .onConflictDoNothing({ target: caseCategories.slug })
      .returning({ id: caseCategories.id });
    inserted.shorts += bankCategoryRows.length;
    const bankCategoryIds = await idsBySlug(
      tx,
      caseCategories,
      bankCategories.map((s) => s.slug),
    );
    const bankCaseRows = await tx
      .insert(cases)
      .values([
        ...practiceFilmCategories.flatMap((short) =>
          short.cases.map((sub, index) => ({
            categoryId: bankCategoryIds.get(short.slug)!,
            name: sub.name,
            slug: sub.slug,
            image: practiceFilmImagePath(sub.slug),
            answer: sub.answer,
            position: index + 1,
            ...sub.facts,
          })),
        ),
        ...practiceLongCategory.cases.map((sub, index) => ({
          categoryId: bankCategoryIds.get(practiceLongCategory.slug)!,
          name: sub.name,
          slug: sub.slug,
          image: seriesImagePath(sub.slug, sub.keySlice),
          answer: sub.answer,
          position: index + 1,
          ...sub.facts,
        })),
      ])
      .onConflictDoNothing({ target: cases.slug })
      .returning({ id: cases.id });
    inserted.sub_shorts += bankCaseRows.length;
    const longCaseIds = await idsBySlug(
      tx,
      cases,
      practiceLongCategory.cases.map((sub) => sub.slug),
    );
    const seriesRows = await tx
      .insert(caseImages)
      .values(
        practiceLongCategory.cases.flatMap((sub) =>
          Array.from({ length: sub.slices }, (_, i) => ({
            caseId: longCaseIds.get(sub.slug)!,
            position: i + 1,
            image: seriesImagePath(sub.slug, i + 1),
          })),
        ),
      )
      .onConflictDoNothing({ target: [caseImages.caseId, caseImages.position] })
      .returning({ position: caseImages.position });
    inserted.case_images = seriesRows.length;

    // Live sessions on dates relative to the seed date.
    const sessionRows = await tx
      .insert(liveSessions)
      .values(
        demoSessions.map((session) => ({
          title: session.title,
          slug: session.slug,
          description: session.description,
          thumbnail: sessionThumbnailPath(session.slug),
          date: session.clockChange
            ? nextClockChange(ukDatePlusDays(now, 0), session.clockChange)
            : ukDatePlusDays(now, session.dayOffset),
          fromTime: session.fromTime,
          toTime: session.toTime,
          planId: planIds.get(session.planSlug)!,
          capacity: session.capacity,
          meetingLink: demoMeetingLink(session.slug),
        })),
      )
      .onConflictDoNothing({ target: liveSessions.slug })
      .returning({ id: liveSessions.id });
    inserted.live_sessions = sessionRows.length;

    // Students: the two demo accounts and the testimonial authors.
    const studentRows = await tx
      .insert(students)
      .values([
        ...demoAccounts,
        ...demoTestimonials.map((t) => ({
          fullName: t.fullName,
          email: t.email,
          mobileNumber: t.mobileNumber,
          countryCode: t.countryCode,
          passwordHash: LOCKED_PASSWORD_HASH,
          profile: avatarPath(t.slug),
        })),
      ])
      .onConflictDoNothing({ target: students.email })
      .returning({ id: students.id });
    inserted.students = studentRows.length;

    const studentRowsByEmail = await tx
      .select({ id: students.id, email: students.email })
      .from(students)
      .where(
        inArray(students.email, [
          SUBSCRIBED_STUDENT.email,
          ...demoTestimonials.map((t) => t.email),
        ]),
      );
    const studentIds = new Map(studentRowsByEmail.map((r) => [r.email, r.id]));

    // Testimonials: one approved WEBSITE feedback per author, keyed by (author, type).
    const authorIds = demoTestimonials.map((t) => studentIds.get(t.email)!);
    const withFeedback = new Set(
      (
        await tx
          .select({ studentId: feedback.studentId })
          .from(feedback)
          .where(and(inArray(feedback.studentId, authorIds), eq(feedback.type, 'WEBSITE')))
      ).map((r) => r.studentId),
    );
    const newTestimonials = demoTestimonials
      .map((t, index) => ({ t, index, studentId: studentIds.get(t.email)! }))
      .filter(({ studentId }) => !withFeedback.has(studentId));
    if (newTestimonials.length > 0) {
      const rows = await tx
        .insert(feedback)
        .values(
          newTestimonials.map(({ t, index, studentId }) => ({
            studentId,
            type: 'WEBSITE' as const,
            rating: t.rating,
            description: t.description,
            approved: true,
            createdAt: new Date(now.getTime() - (index + 1) * 5 * DAY_MS),
          })),
        )
        .returning({ id: feedback.id });
      inserted.feedback = rows.length;
    }

    // Feedback waiting for an operator's decision in the console: the subscribed student's.
    const reviewerId = withAccounts ? studentIds.get(SUBSCRIBED_STUDENT.email) : undefined;
    if (reviewerId !== undefined) {
      const [waiting] = await tx
        .select({ id: feedback.id })
        .from(feedback)
        .where(and(eq(feedback.studentId, reviewerId), eq(feedback.type, 'WEBSITE')));
      if (!waiting) {
        await tx.insert(feedback).values({
          studentId: reviewerId,
          type: 'WEBSITE',
          rating: '4.5',
          description: PENDING_FEEDBACK,
          approved: false,
          createdAt: new Date(now.getTime() - DAY_MS),
        });
        inserted.feedback += 1;
      }
    }

    // Contact messages for the console's inbox, keyed by (address, text): once handled, they stay so.
    const presentMessages = new Set(
      (
        await tx
          .select({ email: contactMessages.email, message: contactMessages.message })
          .from(contactMessages)
          .where(
            inArray(
              contactMessages.email,
              OPEN_CONTACT_MESSAGES.map((m) => m.email),
            ),
          )
      ).map((m) => `${m.email}\u0000${m.message}`),
    );
    const newMessages = OPEN_CONTACT_MESSAGES.filter(
      (m) => !presentMessages.has(`${m.email}\u0000${m.message}`),
    );
    if (newMessages.length > 0) {
      const rows = await tx
        .insert(contactMessages)
        .values(
          newMessages.map((m) => ({
            email: m.email,
            message: m.message,
            createdAt: new Date(now.getTime() - m.daysAgo * DAY_MS),
          })),
        )
        .returning({ id: contactMessages.id });
      inserted.contact_messages = rows.length;
    }

    // A few comments, keyed by (author, target, text).
    const videoIds = await idsBySlug(
      tx,
      videos,
      demoVideos.map((v) => v.slug),
    );
    const caseIds = await idsBySlug(
      tx,
      cases,
      demoCaseCategories.flatMap((s) => s.cases.map((sub) => sub.slug)),
    );
    const wantedComments = demoComments.map((c, index) => {
      const author = demoTestimonials.find((t) => t.slug === c.authorSlug)!;
      const target =
        'videoSlug' in c.target
          ? { type: 'VIDEO' as const, videoId: videoIds.get(c.target.videoSlug)! }
          : { type: 'SHORT' as const, caseId: caseIds.get(c.target.caseSlug)! };
      const createdAt = new Date(now.getTime() - (demoComments.length - index) * DAY_MS);
      return {
        studentId: studentIds.get(author.email)!,
        description: c.description,
        createdAt,
        updatedAt: createdAt,
        ...target,
      };
    });
    const presentComments = await tx
      .select({ studentId: comments.studentId, description: comments.description })
      .from(comments)
      .where(
        inArray(
          comments.studentId,
          wantedComments.map((c) => c.studentId),
        ),
      );
    const present = new Set(presentComments.map((c) => `${c.studentId}\u0000${c.description}`));
    const newComments = wantedComments.filter(
      (c) => !present.has(`${c.studentId}\u0000${c.description}`),
    );
    if (newComments.length > 0) {
      const rows = await tx.insert(comments).values(newComments).returning({ id: comments.id });
      inserted.comments = rows.length;
    }

    if (!withAccounts) return;

    // The subscribed student's current Marathon Course purchase.
    const marathon = demoPlans.find((p) => p.slug === SUBSCRIBED_PURCHASE.planSlug)!;
    const purchaseRows = await tx
      .insert(purchases)
      .values({
        studentId: studentIds.get(SUBSCRIBED_STUDENT.email)!,
        planId: planIds.get(marathon.slug)!,
        transactionId: SUBSCRIBED_PURCHASE.transactionId,
        transactionType: SUBSCRIBED_PURCHASE.transactionType,
        amount: marathon.price,
        currency: 'GBP',
        startOn: now,
        expiresOn: new Date(now.getTime() + (marathon.durationDays ?? 180) * DAY_MS),
        createdAt: now,
      })
      .onConflictDoNothing({ target: [purchases.transactionType, purchases.transactionId] })
      .returning({ id: purchases.id });
    inserted.purchases = purchaseRows.length;

    // Registrars' marked practice and viva rooms, for the console's case analytics.
    const practice = await seedDemoPracticeAttempts(tx, now);
    for (const [table, count] of Object.entries(practice)) {
      inserted[table] = (inserted[table] ?? 0) + count;
    }
  });

  // Their cases' figures now, rather than at the refresh job's first run (docs/insight.md).
  if (inserted.practice_papers! > 0) {
    while ((await refreshCaseStatistics(db, now)).more);
  }

  return { inserted };
}
