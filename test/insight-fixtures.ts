import { and, eq } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import {
  plans,
  practicePaperCases,
  practicePapers,
  purchases,
  caseCategories,
  students,
  cases,
  videos,
} from '@/lib/db/schema';
import type { CaseMark, OralDomain, PaperKind } from '@/lib/db/vocabulary';

/*
 * Rows for insight's tests, written straight to the tables as the services would leave them, so
 * the roll-ups' triggers see ordinary writes.
 */

let made = 0;
const next = () => ++made;

export async function addPlan(db: Database, durationDays: number | null = 180) {
  const n = next();
  const [plan] = await db
    .insert(plans)
    .values({
      name: `Plan ${n}`,
      slug: `plan-${n}`,
      price: '349.00',
      subTitle: durationDays ? '6 Months' : 'Single Session',
      durationDays,
    })
    .returning();
  return plan!;
}

export async function addStudentAt(db: Database, createdAt: Date) {
  const n = next();
  const [student] = await db
    .insert(students)
    .values({
      fullName: `Student ${n}`,
      email: `student-${n}@example.com`,
      passwordHash: 'not-used-in-this-test',
      createdAt,
    })
    .returning();
  return student!;
}

export type PurchaseSpec = {
  studentId: number;
  planId: number;
  provider: 'PayPal' | 'Razorpay' | 'Demo' | 'Grant';
  amount: string;
  createdAt: Date;
  /** Days of access from the purchase; null for a single session. */
  days: number | null;
  currency?: string;
};

export async function addPurchase(db: Database, spec: PurchaseSpec) {
  const [purchase] = await db
    .insert(purchases)
    .values({
      studentId: spec.studentId,
      planId: spec.planId,
      transactionId: `txn-${next()}`,
      transactionType: spec.provider,
      amount: spec.amount,
      currency: spec.currency ?? 'GBP',
      createdAt: spec.createdAt,
      startOn: spec.createdAt,
      expiresOn: spec.days ? new Date(spec.createdAt.getTime() + spec.days * 86_400_000) : null,
    })
    .returning();
  return purchase!;
}

/** A refund as the console records it: the moment, and the access ending then. */
export async function refundPurchase(db: Database, purchaseId: number, at: Date) {
  const [purchase] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
  await db
    .update(purchases)
    .set({
      refundedAt: at,
      refundId: `refund-${purchaseId}`,
      expiresOn: purchase!.expiresOn && purchase!.expiresOn < at ? purchase!.expiresOn : at,
    })
    .where(eq(purchases.id, purchaseId));
}

export async function addCases(db: Database, count: number) {
  const n = next();
  const [category] = await db
    .insert(caseCategories)
    .values({ name: `Bank ${n}`, slug: `insight-bank-${n}` })
    .returning();
  return db
    .insert(cases)
    .values(
      Array.from({ length: count }, (_, i) => ({
        categoryId: category!.id,
        name: `Case ${n}-${i + 1}`,
        slug: `insight-case-${n}-${i + 1}`,
        image: `/test/insight-${n}-${i + 1}.webp`,
        position: i + 1,
      })),
    )
    .returning();
}

export async function addLesson(db: Database, durationSeconds: number | null) {
  const n = next();
  const [lesson] = await db
    .insert(videos)
    .values({
      name: `Lesson ${n}`,
      slug: `insight-lesson-${n}`,
      path: `lesson-${n}.mp4`,
      durationSeconds,
    })
    .returning();
  return lesson!;
}

/** A closed paper of these cases, in this order, unmarked. */
export async function addPaper(
  db: Database,
  studentId: number,
  kind: PaperKind,
  startedAt: Date,
  caseIds: readonly number[],
) {
  const endsAt = new Date(startedAt.getTime() + 30 * 60_000);
  const [paper] = await db
    .insert(practicePapers)
    .values({ studentId, kind, startedAt, endsAt, closedAt: endsAt })
    .returning();
  await db
    .insert(practicePaperCases)
    .values(caseIds.map((caseId, i) => ({ paperId: paper!.id, position: i + 1, caseId })));
  return paper!;
}

/** A self-mark as the marking leaves it: the mark, and an oral case's four domains. */
export async function markPaperCase(
  db: Database,
  paperId: number,
  position: number,
  mark: CaseMark,
  at: Date,
  oralScores?: Record<OralDomain, number>,
) {
  await db
    .update(practicePaperCases)
    .set({ mark, markedAt: at, findingsSeen: [], oralScores: oralScores ?? null })
    .where(and(eq(practicePaperCases.paperId, paperId), eq(practicePaperCases.position, position)));
}
