import { eq } from 'drizzle-orm';

import type { OperatorActor } from '../calls/actor';
import { notFound } from '../calls/service-error';
import { auditedChange } from '../audit/audited-change';
import type { Transaction } from '../db/client';
import { videos } from '../db/schema';
import { originalNameOf } from './lesson-originals';
import { queueLessonPackaging } from './lesson-packaging';
import { consoleLessonMessages as say } from './texts';

/**
 * Makes a lesson original that has arrived in storage the lesson's media, in the caller's
 * transaction (both upload ways call it: the resumable upload's completion and the single-request
 * upload, lib/lessons/lesson-media-upload.ts). Through `auditedChange`: the lesson locked, a 404
 * when it is gone, the original's storage key and its media name recorded, the change audited as
 * `lesson.media_uploaded`, and its packaging into the encrypted stream queued in the same
 * transaction, so an upload and its packaging are committed together or not at all
 * (docs/storage.md, docs/streaming.md). Answers the media the lesson had before.
 */
export async function lessonOriginalUploaded(
  tx: Transaction,
  operator: OperatorActor,
  lessonId: number,
  storageKey: string,
): Promise<string> {
  // Packaging reads the original by its name through the lessons' media store (lesson-media.ts).
  const media = originalNameOf(storageKey);
  const { before } = await auditedChange(tx, operator, {
    table: videos,
    where: eq(videos.id, lessonId),
    missing: () => notFound(say.notFound, 'lesson_not_found'),
    set: () => ({ originalKey: storageKey, path: media, durationSeconds: null }),
    then: () => queueLessonPackaging(tx, lessonId, media),
    action: 'lesson.media_uploaded',
    targetType: 'video',
    targetId: lessonId,
  });
  return before.path;
}
