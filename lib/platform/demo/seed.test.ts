import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { verifyPassword } from '../../accounts/password';
import type { Database, OpenedDatabase } from '../../db/client';
import { createTestDatabase } from '@/test/test-database';
import {
  caseImages,
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
import { DEMO_CREDENTIALS, seedDemoContent, type SeedResult } from './seed';
import { demoDraftLesson, demoCaseCategories } from './content';
import { practiceFilmCategories, practiceLongCategory } from './practice-cases';

const vivaSlugs = new Set(demoCaseCategories.map((short) => short.slug));

const TABLES = [
  'plans',
  'plan_features',
  'videos',
  'shorts',
  'sub_shorts',
  'case_images',
  'live_sessions',
  'policy_pages',
  'students',
  'feedback',
  'comments',
  'purchases',
  'session_bookings',
  'contact_messages',
  'practice_papers',
  'practice_paper_cases',
  'viva_rooms',
  'viva_room_marks',
] as const;

// A fixed seed moment keeps session dates predictable.
const SEEDED_AT = new Date('2030-03-04T09:00:00Z');

let opened: OpenedDatabase;
let db: Database;
let first: SeedResult;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
    );
    counts[table] = result.rows[0].n;
  }
  return counts;
}

beforeAll(async () => {
  opened = await createTestDatabase();
  db = opened.db;
  first = await seedDemoContent(db, { now: SEEDED_AT });
});

afterAll(async () => {
  await opened.close();
});

test('a second run inserts nothing and changes nothing', async () => {
  const before = await rowCounts();
  const plansBefore = await db.select().from(plans).orderBy(plans.id);
  const second = await seedDemoContent(db, { now: new Date('2031-01-01T00:00:00Z') });
  expect(Object.values(second.inserted).every((n) => n === 0)).toBe(true);
  expect(await rowCounts()).toEqual(before);
  expect(await db.select().from(plans).orderBy(plans.id)).toEqual(plansBefore);
});

test('reports what the first run inserted', async () => {
  const counts = await rowCounts();
  for (const [table, n] of Object.entries(first.inserted)) {
    expect(counts[table]).toBe(n);
  }
});

test('seeds at least 12 videos: hosted lessons with captions, then YouTube examples', async () => {
  const all = await db.select().from(videos).orderBy(videos.position);
  // The one draft comes last, for the console to show; the rest are published.
  expect(all.at(-1)).toMatchObject({ slug: demoDraftLesson.slug, publishedAt: null, path: '' });
  const rows = all.slice(0, -1);
  expect(rows.length).toBeGreaterThanOrEqual(12);
  for (const video of rows) {
    expect(video.description.length).toBeGreaterThan(50);
    expect(video.publishedAt).not.toBeNull();
  }
  const hosted = rows.filter((video) => video.captions !== null);
  const external = rows.filter((video) => video.captions === null);
  expect(hosted.length).toBeGreaterThanOrEqual(10);
  // The first lessons play offline: their files are committed under media/lessons/.
  expect(rows.slice(0, hosted.length)).toEqual(hosted);
  for (const video of hosted) {
    expect(video.path).toBe(`${video.slug}.webm`);
    expect(video.captions).toBe(`${video.slug}.vtt`);
    for (const file of [video.path, video.captions!]) {
      expect(existsSync(path.join(process.cwd(), 'media', 'lessons', file))).toBe(true);
    }
  }
  for (const video of external) {
    expect(video.path).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  }
});

test('seeds 12 viva case categories with 3 to 5 cases and 60–150 word model answers', async () => {
  const categories = (await db.select().from(caseCategories)).filter((c) => vivaSlugs.has(c.slug));
  expect(categories).toHaveLength(12);
  for (const category of categories) {
    const subs = await db.select().from(cases).where(eq(cases.categoryId, category.id));
    expect(subs.length).toBeGreaterThanOrEqual(3);
    expect(subs.length).toBeLessThanOrEqual(5);
    for (const sub of subs) {
      const words = sub.answer!.trim().split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(60);
      expect(words).toBeLessThanOrEqual(150);
    }
  }
});

test('seeds a rapid review category whose cases run past one request’s 100, each case once a round', async () => {
  const [review] = await db
    .select()
    .from(caseCategories)
    .where(eq(caseCategories.slug, 'rapid-review'));
  const found = await db
    .select()
    .from(cases)
    .where(eq(cases.categoryId, review.id))
    .orderBy(cases.position);
  const vivaIds = (await db.select().from(caseCategories))
    .filter((c) => vivaSlugs.has(c.slug))
    .map((c) => c.id);
  const others = (await db.select().from(cases)).filter((c) => vivaIds.includes(c.categoryId));
  expect(found.length).toBeGreaterThan(105);
  expect(found.length % others.length).toBe(0);
  const firstRound = found.slice(0, others.length).map((c) => c.image);
  expect(new Set(firstRound)).toEqual(new Set(others.map((c) => c.image)));
  expect(found.map((c) => c.position)).toEqual(found.map((_, i) => i + 1));
});

test('seeds upcoming live sessions, including overlapping and non-overlapping ones on one date', async () => {
  const rows = await db
    .select()
    .from(liveSessions)
    .orderBy(liveSessions.date, liveSessions.fromTime);
  expect(rows.length).toBeGreaterThanOrEqual(12);
  expect(rows.every((s) => s.date > '2030-03-04')).toBe(true);
  expect(new Set(rows.map((s) => s.date)).size).toBeGreaterThanOrEqual(6);

  const byDate = new Map<string, typeof rows>();
  for (const s of rows) byDate.set(s.date, [...(byDate.get(s.date) ?? []), s]);
  const overlaps = (a: (typeof rows)[0], b: (typeof rows)[0]) =>
    a.fromTime < b.toTime && b.fromTime < a.toTime;
  const sameDay = [...byDate.values()].filter((list) => list.length >= 3)[0];
  expect(sameDay).toBeDefined();
  const pairs = sameDay.flatMap((a, i) => sameDay.slice(i + 1).map((b) => overlaps(a, b)));
  expect(pairs).toContain(true);
  expect(pairs).toContain(false);

  // Day 2 after the seed date holds the overlapping trio.
  expect(sameDay[0].date).toBe('2030-03-06');
  expect(sameDay[0].fromTime).toBe('18:00:00');
});

test('seeds GBP plans with features, a link in one detail, and a Single Session plan', async () => {
  const rows = await db.select().from(plans);
  expect(rows.length).toBeGreaterThanOrEqual(3);
  expect(rows.every((p) => p.currency === 'GBP')).toBe(true);
  expect(rows.map((p) => p.subTitle)).toContain('Single Session');
  const marathon = rows.find((p) => p.name === 'Marathon Course');
  expect(marathon?.subTitle).toBe('6 Months');
  const features = await db.select().from(planFeatures);
  for (const plan of rows) expect(features.some((f) => f.planId === plan.id)).toBe(true);
  expect(features.some((f) => /https?:\/\/\S+/.test(f.detail))).toBe(true);
});

test('seeds at least 8 approved testimonials with varied ratings and lengths', async () => {
  const rows = await db
    .select({
      rating: feedback.rating,
      description: feedback.description,
      profile: students.profile,
      fullName: students.fullName,
    })
    .from(feedback)
    .innerJoin(students, eq(students.id, feedback.studentId))
    .where(and(eq(feedback.approved, true), eq(feedback.type, 'WEBSITE')));
  expect(rows.length).toBeGreaterThanOrEqual(8);
  expect(rows.some((r) => !Number.isInteger(Number(r.rating)))).toBe(true);
  expect(rows.some((r) => r.description.split(/\s+/).length > 25)).toBe(true);
  expect(rows.some((r) => r.description.split(/\s+/).length <= 25)).toBe(true);
  expect(rows.some((r) => r.description.length > 200)).toBe(true);
  expect(rows.every((r) => r.profile && r.fullName)).toBe(true);
});

test('seeds the three policy pages as HTML without scripts', async () => {
  const rows = await db.select().from(policyPages);
  expect(rows.map((p) => p.key).sort()).toEqual([
    'cancellationAndRefundPolicy',
    'privacypolicy',
    'termsAndCondition',
  ]);
  for (const page of rows) {
    expect(page.html).toMatch(/<h2>/);
    expect(page.html).toMatch(/<p>/);
    expect(page.html).toMatch(/<ul>/);
    expect(page.html).not.toMatch(/<script|<style|on\w+=/i);
  }
});

test('leaves contact messages open in the console’s inbox, and a handled one stays handled', async () => {
  const open = await db.select().from(contactMessages).where(isNull(contactMessages.handledAt));
  expect(open.map((m) => m.email)).toEqual(
    expect.arrayContaining([DEMO_CREDENTIALS.unsubscribed.email]),
  );
  const [first] = open;
  await db
    .update(contactMessages)
    .set({ handledAt: SEEDED_AT })
    .where(eq(contactMessages.id, first.id));
  expect((await seedDemoContent(db, { now: SEEDED_AT })).inserted.contact_messages).toBe(0);
  const [after] = await db.select().from(contactMessages).where(eq(contactMessages.id, first.id));
  expect(after.handledAt).toEqual(SEEDED_AT);
  expect(await db.select().from(contactMessages)).toHaveLength(open.length);
});

test('the demo students can sign in, and only one is subscribed', async () => {
  const [demo] = await db
    .select()
    .from(students)
    .where(eq(students.email, DEMO_CREDENTIALS.unsubscribed.email));
  const [subscribed] = await db
    .select()
    .from(students)
    .where(eq(students.email, DEMO_CREDENTIALS.subscribed.email));
  await expect(
    verifyPassword(DEMO_CREDENTIALS.unsubscribed.password, demo.passwordHash),
  ).resolves.toBe(true);
  await expect(
    verifyPassword(DEMO_CREDENTIALS.subscribed.password, subscribed.passwordHash),
  ).resolves.toBe(true);

  const current = or(isNull(purchases.expiresOn), gt(purchases.expiresOn, SEEDED_AT));
  expect(
    await db
      .select()
      .from(purchases)
      .where(and(eq(purchases.studentId, demo.id), current)),
  ).toHaveLength(0);
  const [purchase] = await db
    .select({ transactionType: purchases.transactionType, plan: plans.name })
    .from(purchases)
    .innerJoin(plans, eq(plans.id, purchases.planId))
    .where(and(eq(purchases.studentId, subscribed.id), current));
  expect(purchase).toEqual({ transactionType: 'Demo', plan: 'Marathon Course' });
});

test('every image path the seed stores exists under public/', async () => {
  const paths = [
    ...(await db.select({ p: videos.cover }).from(videos)),
    ...(await db.select({ p: videos.thumbnail }).from(videos)),
    ...(await db.select({ p: cases.image }).from(cases)),
    ...(await db.select({ p: caseImages.image }).from(caseImages)),
    ...(await db.select({ p: liveSessions.thumbnail }).from(liveSessions)),
    ...(await db.select({ p: students.profile }).from(students)),
  ]
    .map((r) => r.p)
    .filter((p): p is string => p !== null);
  expect(paths.length).toBeGreaterThan(80);
  const missing = paths.filter(
    (p) => !p.startsWith('/demo/') || !existsSync(path.join(process.cwd(), 'public', p)),
  );
  expect(missing).toEqual([]);
});

describe('the exam bank', () => {
  const drawable = ['chest', 'musculoskeletal', 'abdominal'];

  async function publishedCases() {
    const rows = await db
      .select({
        sub: cases,
        series: sql<number>`(SELECT count(*)::int FROM case_images ci WHERE ci.sub_short_id = ${cases.id})`,
      })
      .from(cases)
      .innerJoin(caseCategories, eq(caseCategories.id, cases.categoryId))
      .where(
        and(sql`${cases.publishedAt} IS NOT NULL`, sql`${caseCategories.publishedAt} IS NOT NULL`),
      );
    return rows;
  }

  test('holds at least 60 distinct plain films in the short-case mix: chest, bones, one abdomen a paper', async () => {
    // What the short-case draw picks from (docs/practice.md): published XR films without a series.
    const films = (await publishedCases()).filter(
      ({ sub, series }) =>
        sub.modality === 'XR' && series === 0 && drawable.includes(sub.system ?? ''),
    );
    const distinct = [...new Map(films.map(({ sub }) => [sub.image, sub])).values()];
    expect(distinct.length).toBeGreaterThanOrEqual(60);
    const share = (test: (c: (typeof distinct)[0]) => boolean) =>
      distinct.filter(test).length / distinct.length;
    const chestOfTwo =
      distinct.filter((c) => c.system === 'chest').length /
      distinct.filter((c) => c.system !== 'abdominal').length;
    expect(chestOfTwo).toBeGreaterThanOrEqual(0.5);
    expect(chestOfTwo).toBeLessThanOrEqual(0.6);
    expect(share((c) => c.system === 'musculoskeletal')).toBeGreaterThanOrEqual(0.4);
    expect(share((c) => c.ageBand === 'paediatric')).toBeGreaterThanOrEqual(0.2);
    expect(share((c) => c.ageBand === 'paediatric')).toBeLessThanOrEqual(0.35);
    const normals = distinct.filter((c) => c.normal);
    expect(normals.length).toBeGreaterThanOrEqual(8);
    expect(new Set(normals.map((c) => c.system))).toEqual(new Set(['chest', 'musculoskeletal']));
    expect(normals.some((c) => c.ageBand === 'paediatric')).toBe(true);
    for (const c of distinct) {
      expect(c.patientAge && c.patientSex && c.referralSource && c.region).toBeTruthy();
      expect(c.clinicalDetails).not.toBe('');
      expect(c.keyFindings.length).toBeGreaterThanOrEqual(2);
      expect(c.keyFindings.length).toBeLessThanOrEqual(5);
    }
    for (const c of normals) expect(c.answer).toMatch(/\bnormal\b/i);
  });

  test('holds at least 8 long cases across modalities and systems, each with a series of 12–24 slices', async () => {
    const long = (await publishedCases()).filter(({ series }) => series > 0).map(({ sub }) => sub);
    expect(long.length).toBeGreaterThanOrEqual(8);
    expect(new Set(long.map((c) => c.modality))).toEqual(new Set(['CT', 'MR', 'US', 'NM']));
    expect(new Set(long.map((c) => c.system)).size).toBeGreaterThanOrEqual(6);
    for (const c of long) {
      const slices = await db
        .select()
        .from(caseImages)
        .where(eq(caseImages.caseId, c.id))
        .orderBy(caseImages.position);
      expect(slices.length).toBeGreaterThanOrEqual(12);
      expect(slices.length).toBeLessThanOrEqual(24);
      expect(slices.map((s) => s.position)).toEqual(slices.map((_, i) => i + 1));
      expect(slices.map((s) => s.image)).toContain(c.image);
      for (const slice of slices)
        expect(existsSync(path.join(process.cwd(), 'public', slice.image))).toBe(true);
      // The long case's five parts, as the exam asks for them.
      expect(c.answer).toMatch(
        /^Observations: .+\n\nInterpretation: .+\n\nPrincipal diagnosis: .+\n\nDifferential diagnosis: .+\n\nFurther management: .+$/,
      );
    }
  });

  test('stays out of the rapid review, which repeats only the viva categories', async () => {
    const bankSlugs = [...practiceFilmCategories, practiceLongCategory].flatMap((s) =>
      s.cases.map((sub) => sub.slug),
    );
    const [review] = await db
      .select()
      .from(caseCategories)
      .where(eq(caseCategories.slug, 'rapid-review'));
    const reviewed = await db
      .select({ image: cases.image })
      .from(cases)
      .where(eq(cases.categoryId, review.id));
    const bankImages = (await db.select().from(cases)).filter((c) => bankSlugs.includes(c.slug));
    expect(bankImages.length).toBe(bankSlugs.length);
    const images = new Set(reviewed.map((r) => r.image));
    expect(bankImages.filter((c) => images.has(c.image))).toEqual([]);
  });
});

test('a database seeded before the exam bank gains its cases and series on the next run', async () => {
  const older = await createTestDatabase();
  try {
    await seedDemoContent(older.db, { now: SEEDED_AT });
    // Yesterday's seed: no bank categories (their cases and series go with them).
    await older.db.delete(caseCategories).where(sql`${caseCategories.slug} LIKE 'exam-bank-%'`);
    expect(await older.db.select().from(caseImages)).toEqual([]);
    const again = await seedDemoContent(older.db, { now: SEEDED_AT });
    const films = practiceFilmCategories.reduce((n, s) => n + s.cases.length, 0);
    const slices = practiceLongCategory.cases.reduce((n, s) => n + s.slices, 0);
    expect(again.inserted).toMatchObject({
      shorts: 3,
      sub_shorts: films + practiceLongCategory.cases.length,
      case_images: slices,
      plans: 0,
      videos: 0,
    });
    const [normal] = await older.db
      .select()
      .from(cases)
      .where(eq(cases.slug, 'bank-chest-normal-adult'));
    expect(normal).toMatchObject({ normal: true, modality: 'XR', ageBand: 'adult' });
    expect(normal.publishedAt).not.toBeNull();
  } finally {
    await older.close();
  }
});
