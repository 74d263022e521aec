import { eq } from 'drizzle-orm';

import type { Transaction } from '../db/client';
import { videos } from '../db/schema';

/**
 * What follows a lesson original's arrival in storage, in the transaction that makes it the
 * lesson's (both upload ways call it: the resumable upload's completion and the single-request
 * upload, lib/lessons/lesson-media-upload.ts). It records the original's storage key on the
 * lesson, which packaging reads (docs/storage.md, docs/streaming.md).
 *
 * This is the one place where packaging's job is to be enqueued (`enqueue(tx, …)` in the same
 * transaction, docs/jobs.md), so an upload and its packaging are committed together or not at all.
 */
export async function lessonOriginalUploaded(
  tx: Transaction,
  lessonId: number,
  storageKey: string,
): Promise<void> {
  await tx.update(videos).set({ originalKey: storageKey }).where(eq(videos.id, lessonId));
}
