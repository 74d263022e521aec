import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { ReceivingService } from '../calls/service';
import { ServiceError, notFound } from '../calls/service-error';
import { recordAudit } from '../audit/audit-log';
import { videos } from '../db/schema';
import type { lessonCalls } from './calls';
import { mediaStoreOf } from './lesson-media';
import { queueLessonPackaging } from './lesson-packaging';
import { isLessonMediaName } from './media';
import { consoleLessonMessages as say, LESSON_MEDIA_MAX_BYTES } from './texts';

/*
 * A lesson file uploaded in the console (docs/console.md): streamed from the request to the media
 * store as it arrives, never held whole in memory, refused past LESSON_MEDIA_MAX_BYTES while it
 * streams, checked by its first bytes and stored under a name the server chooses. A refused or
 * broken upload leaves no file.
 */

/** The bytes a lesson file's kind is read from. */
const SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The extension a lesson file is stored under, from what its first bytes say it is. */
function videoExtensionOf(head: Uint8Array): 'mp4' | 'm4v' | 'webm' | 'ogv' | null {
  if (head.length < SNIFF_BYTES) return null;
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    // Pictures share the ISO container (HEIC, AVIF): only a movie's brands are taken.
    if (/^(avif|avis|heic|heix|hevc|mif1|msf1)$/.test(brand)) return null;
    return brand === 'M4V ' || brand === 'M4VH' || brand === 'M4VP' ? 'm4v' : 'mp4';
  }
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  if (ascii(head, 0, 4) === 'OggS') return 'ogv';
  return null;
}

class UploadRefused extends ServiceError {}

/** Reads from `reader` until at least SNIFF_BYTES have arrived (or the body ends). */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  const head = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    head.set(chunk, at);
    at += chunk.length;
  }
  return head;
}

/** The head, then the rest of the body, refused as soon as the total passes the cap. */
async function* cappedBody(head: Uint8Array, reader: ReadableStreamDefaultReader<Uint8Array>) {
  let total = head.length;
  if (total > LESSON_MEDIA_MAX_BYTES) throw new UploadRefused(413, say.media.tooLarge);
  yield head;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    total += value.length;
    if (total > LESSON_MEDIA_MAX_BYTES) throw new UploadRefused(413, say.media.tooLarge);
    yield value;
  }
}

/**
 * Stores an uploaded lesson file for an owner or an editor (the backend checked the role) and
 * makes it the lesson's media, audited in the same transaction. The file it replaces is removed
 * when it was an upload; the demo files stay. A body that breaks mid-file is refused (400) and
 * leaves nothing.
 */
export const receiveLessonMedia: ReceivingService<typeof lessonCalls.uploadLessonMedia> = async (
  deps,
  operator,
  { videoId },
  body,
) => {
  const store = mediaStoreOf(deps);
  let stored: string | null = null;
  const reader = body.stream?.getReader();
  try {
    const [lesson] = await deps.db
      .select({ id: videos.id })
      .from(videos)
      .where(eq(videos.id, videoId));
    if (!lesson) throw notFound(say.notFound, 'lesson_not_found');
    if (body.declaredBytes !== null && body.declaredBytes > LESSON_MEDIA_MAX_BYTES) {
      throw new UploadRefused(413, say.media.tooLarge);
    }
    if (!reader) throw new UploadRefused(422, say.media.missing);

    const head = await readHead(reader);
    if (head.length === 0) throw new UploadRefused(422, say.media.missing);
    const extension = videoExtensionOf(head);
    if (!extension) throw new UploadRefused(415, say.media.notAVideo);
    const name = `lesson-${videoId}-${randomBytes(8).toString('hex')}.${extension}`;
    await store.write(name, cappedBody(head, reader));
    stored = name;

    const replaced = await deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(videos).where(eq(videos.id, videoId)).for('update');
      if (!before) throw notFound(say.notFound, 'lesson_not_found');
      const [after] = await tx
        .update(videos)
        .set({ path: name, durationSeconds: null })
        .where(eq(videos.id, videoId))
        .returning();
      // Packaged into the lesson's encrypted stream in the background (docs/streaming.md).
      await queueLessonPackaging(tx, videoId, name);
      await recordAudit(tx, operator, {
        action: 'lesson.media_uploaded',
        targetType: 'video',
        targetId: videoId,
        before,
        after: after!,
      });
      return before.path;
    });
    if (isLessonMediaName(replaced)) await store.remove(replaced);
    return { message: say.media.saved, data: { videoId, media: name } };
  } catch (error) {
    if (stored) await store.remove(stored);
    await reader?.cancel().catch(() => {});
    if (error instanceof ServiceError) throw error;
    // The browser went away or the connection broke mid-file.
    console.error('A lesson file upload did not finish', error);
    throw new ServiceError(400, say.media.broken);
  }
};
