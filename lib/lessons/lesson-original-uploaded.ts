import { eq } from 'drizzle-orm';

import type { Transaction } from '../db/client';
import { videos } from '../db/schema';
import { ORIGINALS_FOLDER } from './lesson-originals';
import { queueLessonPackaging } from './lesson-packaging';

/**
 * What follows a lesson original's arrival in storage, in the transaction that makes it the
 * lesson's (both upload ways call it: the resumable upload's completion and the single-request
 * upload, lib/lessons/lesson-media-upload.ts). It records the original's storage key on the
 * lesson and queues its packaging into the encrypted stream in the same transaction, so an upload
 * and its packaging are committed together or not at all (docs/storage.md, docs/streaming.md).
 */
export async function lessonOriginalUploaded(
  tx: Transaction,
  lessonId: number,
  storageKey: string,
): Promise<void> {
  await tx.update(videos).set({ originalKey: storageKey }).where(eq(videos.id, lessonId));
  // Packaging reads the original by its name through the lessons' media store (lesson-media.ts).
  await queueLessonPackaging(tx, lessonId, storageKey.slice(ORIGINALS_FOLDER.length + 1));
}
