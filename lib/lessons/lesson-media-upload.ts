import { randomBytes } from 'node:crypto';

import { and, eq, lt } from 'drizzle-orm';

import type { OperatorActor } from '../calls/actor';
import { isObjectStorage, type BackendDeps, type ObjectStorage } from '../calls/deps';
import type { ReceivingService, Service } from '../calls/service';
import { ServiceError, notFound } from '../calls/service-error';
import { dropRest, joinChunks } from '../calls/request-body';
import { recordAudit } from '../audit/audit-log';
import { lessonUploads, videos } from '../db/schema';
import { PartTooLarge } from '../storage/disk-storage';
import type { lessonCalls } from './calls';
import { mediaStoreOf } from './lesson-media';
import { lessonOriginalUploaded } from './lesson-original-uploaded';
import { originalKeyOf, originalNameOf } from './lesson-originals';
import { isLessonMediaName } from './media';
import {
  consoleLessonMessages as say,
  LESSON_MEDIA_MAX_BYTES,
  LESSON_UPLOAD_PART_MAX_BYTES,
} from './texts';
import {
  checkVideo,
  sameContainer,
  VIDEO_HEAD_BYTES,
  videoContentType,
  videoExtensionOf,
  videoExtensionOfName,
  type VideoExtension,
} from './video-container';

/*
 * A lesson file uploaded in the console (docs/console.md): streamed from the request to the media
 * store as it arrives, never held whole in memory, refused past LESSON_MEDIA_MAX_BYTES while it
 * streams, checked by its first bytes and stored under a name the server chooses. A refused or
 * broken upload leaves no file.
 */

/** The bytes a lesson file's kind is read from. */
const SNIFF_BYTES = VIDEO_HEAD_BYTES;

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
  return joinChunks(chunks);
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

    const replaced = await deps.db.transaction((tx) =>
      lessonOriginalUploaded(tx, operator, videoId, originalKeyOf(name)),
    );
    if (isLessonMediaName(replaced)) await store.remove(replaced);
    return { message: say.media.saved, data: { videoId, media: name } };
  } catch (error) {
    if (stored) await store.remove(stored);
    if (reader) await dropRest(reader);
    if (error instanceof ServiceError) throw error;
    // The browser went away or the connection broke mid-file.
    console.error('A lesson file upload did not finish', error);
    throw new ServiceError(400, say.media.broken);
  }
};

/*
 * The resumable upload (docs/storage.md, "Resumable uploads"): the console's uploader (Uppy with
 * its S3 plugin) starts an upload here, asks where to send each part, sends the parts straight to
 * storage (S3's own address, signed for that part, or this app's, which receives them into local
 * storage), and asks here to complete it. Each step is checked against the upload the server
 * started for that lesson; starting, completing and cancelling are audited.
 */

/** A part's address is good for an hour: long enough for a slow part, short if it leaks. */
const PART_ADDRESS_SECONDS = 3600;
/** An upload left unfinished this long is abandoned: the next upload to the lesson removes it. */
const ABANDONED_AFTER_MS = 24 * 3600 * 1000;

/** Where the app receives a part itself (local disk), with the console's cookie. */
const lessonUploadPartHref = (
  videoId: number,
  ref: { uploadId: string; key: string; partNumber: number },
) =>
  `/console/lesson-upload/${videoId}/part?${new URLSearchParams({
    uploadId: ref.uploadId,
    key: ref.key,
    partNumber: String(ref.partNumber),
  })}`;

function objectStorageOf(deps: BackendDeps): ObjectStorage {
  if (!isObjectStorage(deps.storage)) throw new ServiceError(501, say.media.unavailable);
  return deps.storage;
}

/** The extension a declared file promises: its name's, else its type's. */
function declaredExtension(name: string, type: string): VideoExtension | null {
  const byName = videoExtensionOfName(name);
  if (byName) return byName;
  const byType: Record<string, VideoExtension> = {
    'video/mp4': 'mp4',
    'video/x-m4v': 'm4v',
    'video/webm': 'webm',
    'video/ogg': 'ogv',
  };
  return byType[type.toLowerCase()] ?? null;
}

/** The upload the server started for this lesson under this key, or 404. */
async function startedUpload(
  deps: BackendDeps,
  ref: { videoId: number; uploadId: string; key: string },
) {
  const [upload] = await deps.db
    .select()
    .from(lessonUploads)
    .where(and(eq(lessonUploads.uploadId, ref.uploadId), eq(lessonUploads.videoId, ref.videoId)));
  if (!upload || upload.storageKey !== ref.key) {
    throw notFound(say.media.uploadUnknown);
  }
  return upload;
}

/** Aborts a lesson's uploads abandoned a day ago or more, so their parts are not kept for ever. */
async function abortAbandoned(deps: BackendDeps, storage: ObjectStorage, videoId: number) {
  const stale = await deps.db
    .delete(lessonUploads)
    .where(
      and(
        eq(lessonUploads.videoId, videoId),
        lt(lessonUploads.createdAt, new Date(deps.now().getTime() - ABANDONED_AFTER_MS)),
      ),
    )
    .returning();
  for (const upload of stale) {
    await storage.multipart.abort(upload.storageKey, upload.uploadId).catch((error: unknown) => {
      console.error('An abandoned lesson upload could not be aborted', error);
    });
  }
}

export const createLessonUpload: Service<typeof lessonCalls.createLessonUpload> = async (
  deps,
  operator,
  { videoId, name, type, size },
) => {
  const storage = objectStorageOf(deps);
  const [lesson] = await deps.db
    .select({ id: videos.id })
    .from(videos)
    .where(eq(videos.id, videoId));
  if (!lesson) throw notFound(say.notFound, 'lesson_not_found');
  if (size > LESSON_MEDIA_MAX_BYTES) throw new ServiceError(413, say.media.tooLarge);
  const extension = declaredExtension(name, type);
  if (!extension) throw new ServiceError(415, say.media.notAVideo);
  await abortAbandoned(deps, storage, videoId);

  const key = originalKeyOf(`lesson-${videoId}-${randomBytes(8).toString('hex')}.${extension}`);
  const { uploadId } = await storage.multipart.create(key, videoContentType(extension));
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lessonUploads)
      .values({ uploadId, videoId, storageKey: key, size, operatorId: operator.operatorId })
      .returning();
    await recordAudit(tx, operator, {
      action: 'lesson.upload_started',
      targetType: 'video',
      targetId: videoId,
      after: { uploadId: row!.id, key, size, name: name.slice(0, 255) },
    });
  });
  return { message: 'Upload started', data: { videoId, uploadId, key } };
};

export const signLessonUploadPart: Service<typeof lessonCalls.signLessonUploadPart> = async (
  deps,
  _operator,
  { partNumber, ...ref },
) => {
  const storage = objectStorageOf(deps);
  const upload = await startedUpload(deps, ref);
  // No more parts than a file of the declared size can have, at S3's smallest part (5 MiB).
  if (partNumber > Math.max(1, Math.ceil(upload.size / (5 * 1024 ** 2)))) {
    throw new ServiceError(413, say.media.tooLarge);
  }
  const url =
    (await storage.multipart.partTarget(ref.key, ref.uploadId, partNumber, PART_ADDRESS_SECONDS)) ??
    lessonUploadPartHref(ref.videoId, { ...ref, partNumber });
  return { message: 'Part signed', data: { url } };
};

export const listLessonUploadParts: Service<typeof lessonCalls.listLessonUploadParts> = async (
  deps,
  _operator,
  ref,
) => {
  const storage = objectStorageOf(deps);
  await startedUpload(deps, ref);
  return {
    message: 'Parts listed',
    data: { parts: await storage.multipart.listParts(ref.key, ref.uploadId) },
  };
};

export const receiveLessonUploadPart: ReceivingService<
  typeof lessonCalls.receiveLessonUploadPart
> = async (deps, _operator, { partNumber, ...ref }, body) => {
  const storage = objectStorageOf(deps);
  const reader = body.stream?.getReader();
  try {
    const upload = await startedUpload(deps, ref);
    const receive = storage.multipart.receivePart;
    // Parts go to the storage service itself: this app takes none.
    if (!receive) throw notFound(say.media.uploadUnknown);
    const cap = Math.min(LESSON_UPLOAD_PART_MAX_BYTES, upload.size);
    if (body.declaredBytes !== null && body.declaredBytes > cap) {
      throw new ServiceError(413, say.media.partTooLarge);
    }
    if (!reader) throw new ServiceError(422, say.media.missing);
    const chunks = (async function* () {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    })();
    const part = await receive(ref.key, ref.uploadId, partNumber, chunks, cap).catch(
      (error: unknown) => {
        if (error instanceof PartTooLarge) throw new ServiceError(413, say.media.partTooLarge);
        throw error;
      },
    );
    return { message: 'Part stored', data: part };
  } catch (error) {
    if (reader) await dropRest(reader);
    if (error instanceof ServiceError) throw error;
    console.error('A lesson upload part did not arrive whole', error);
    throw new ServiceError(400, say.media.broken);
  }
};

/** Removes an upload that will not be completed: its parts, its object and its row. */
async function discard(
  deps: BackendDeps,
  storage: ObjectStorage,
  upload: { id: number; uploadId: string; storageKey: string },
) {
  await storage.multipart.abort(upload.storageKey, upload.uploadId).catch(() => {});
  await storage.remove(upload.storageKey);
  await deps.db.delete(lessonUploads).where(eq(lessonUploads.id, upload.id));
}

export const completeLessonUpload: Service<typeof lessonCalls.completeLessonUpload> = async (
  deps,
  operator,
  { parts, ...ref },
) => {
  const storage = objectStorageOf(deps);
  const upload = await startedUpload(deps, ref);
  const refuse = async (status: number, message: string): Promise<never> => {
    await discard(deps, storage, upload);
    throw new ServiceError(status, message);
  };

  try {
    await storage.multipart.complete(ref.key, ref.uploadId, parts);
  } catch (error) {
    console.error('A lesson upload could not be completed', error);
    return refuse(400, say.media.incomplete);
  }

  // The whole object, checked by what it holds: the size declared (so within the cap), a video
  // of the kind named. The storage checked each part's entity tag as it joined them.
  const info = await storage.stat(ref.key);
  if (!info || info.size !== upload.size) return refuse(400, say.media.incomplete);
  const read = async (offset: number, length: number) => {
    const stream = await storage.read(ref.key, { start: offset, end: offset + length - 1 });
    return stream ? new Uint8Array(await new Response(stream).arrayBuffer()) : new Uint8Array();
  };
  const kind = await checkVideo(read, info.size);
  const named = videoExtensionOfName(ref.key);
  if (!kind || !named || !sameContainer(kind, named)) {
    return refuse(415, kind ? say.media.notAVideo : say.media.notWholeVideo);
  }

  const name = originalNameOf(ref.key);
  const replaced = await deps.db
    .transaction(async (tx) => {
      const previous = await lessonOriginalUploaded(tx, operator, ref.videoId, ref.key);
      await tx.delete(lessonUploads).where(eq(lessonUploads.id, upload.id));
      return previous;
    })
    .catch(async (error: unknown) => {
      await storage.remove(ref.key);
      throw error;
    });
  if (isLessonMediaName(replaced) && replaced !== name) await mediaStoreOf(deps).remove(replaced);
  return { message: say.media.saved, data: { videoId: ref.videoId, media: name, key: ref.key } };
};

export const abortLessonUpload: Service<typeof lessonCalls.abortLessonUpload> = async (
  deps,
  operator: OperatorActor,
  ref,
) => {
  const storage = objectStorageOf(deps);
  const [upload] = await deps.db
    .select()
    .from(lessonUploads)
    .where(and(eq(lessonUploads.uploadId, ref.uploadId), eq(lessonUploads.videoId, ref.videoId)));
  // Cancelling twice, or after the upload completed, changes nothing.
  if (!upload || upload.storageKey !== ref.key) {
    return { message: say.media.aborted, data: { videoId: ref.videoId } };
  }
  await storage.multipart.abort(upload.storageKey, upload.uploadId);
  await deps.db.transaction(async (tx) => {
    await tx.delete(lessonUploads).where(eq(lessonUploads.id, upload.id));
    await recordAudit(tx, operator, {
      action: 'lesson.upload_aborted',
      targetType: 'video',
      targetId: ref.videoId,
      before: { uploadId: upload.id, key: upload.storageKey, size: upload.size },
    });
  });
  return { message: say.media.aborted, data: { videoId: ref.videoId } };
};
