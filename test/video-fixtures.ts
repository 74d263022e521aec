import type { Database } from '@/lib/db/client';
import { plans, purchases, videos, type NewVideo } from '@/lib/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `count` published lessons in library order, hosted (`lesson-N.webm` with `lesson-N.vtt`) and
 * 30 s long unless `overrides` says otherwise; answers their ids in order.
 */
export async function addLessons(
  db: Database,
  count: number,
  overrides: (index: number) => Partial<NewVideo> = () => ({}),
  prefix = 'lesson',
): Promise<number[]> {
  const rows = await db
    .insert(videos)
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `Lesson ${index + 1}`,
        slug: `${prefix}-${index + 1}`,
        description: `What lesson ${index + 1} teaches.`,
        thumbnail: `/demo/videos/${prefix}-${index + 1}-thumb.webp`,
        cover: `/demo/videos/${prefix}-${index + 1}-cover.webp`,
        path: `${prefix}-${index + 1}.webm`,
        captions: `${prefix}-${index + 1}.vtt`,
        durationSeconds: 30,
        position: index + 1,
        publishedAt: new Date(Date.now() - (index + 1) * DAY_MS),
        ...overrides(index),
      })),
    )
    .returning({ id: videos.id });
  return rows.map((row) => row.id);
}

let transactions = 0;

/** A current purchase for the student: what makes them subscribed (isSubscribe 1). */
export async function addSubscription(
  db: Database,
  studentId: number,
  { startOn = new Date(Date.now() - DAY_MS), days = 180 }: { startOn?: Date; days?: number } = {},
) {
  transactions += 1;
  const [plan] = await db
    .insert(plans)
    .values({
      name: 'Marathon Course',
      slug: `marathon-${studentId}-${transactions}`,
      price: '349.00',
      subTitle: '6 Months',
      durationDays: days,
    })
    .returning();
  await db.insert(purchases).values({
    studentId,
    planId: plan.id,
    transactionId: `test-${studentId}-${transactions}`,
    transactionType: 'Demo',
    amount: plan.price,
    startOn,
    expiresOn: new Date(startOn.getTime() + days * DAY_MS),
  });
}
