import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { and, eq, isNotNull, lte, or } from 'drizzle-orm';

import { videoMessages } from '@/lib/lessons/calls';
import { isLessonMediaName, lessonMediaType } from '@/lib/lessons/media';

import type { StudentActor, VisitorActor } from '../calls/actor';
import { lessonMediaDir, lessonUploadDir } from '../calls/config';
import {
  isObjectStorage,
  type BackendDeps,
  type MediaStore,
  type ObjectStorage,
} from '../calls/deps';
import type { StreamService } from '../calls/service';
import { fileAnswer, parseRange, streamRefusal } from '../calls/stream';
import { videos } from '../db/schema';
import { isSubscribed } from '../plans/subscription-status';
import type { lessonCalls } from './calls';
import { createStorageMediaStore } from './lesson-originals';
import { packagedOriginal } from './lesson-package-files';

/*
 * Lesson files the app hosts (the demo lessons, the console's uploads): streamed only to a
 * signed-in student with an active subscription, in byte ranges so the player can seek. Everyone
 * else gets 403 whatever file they name, so the answer says nothing about which files exist.
 */

/**
 * Hosted lesson files in folders on disk: what the console uploads is written to `uploads` and
 * read from there first, then from the committed demo files in `committed`.
 */
export function createDirectoryMediaStore(uploads: string, committed?: string): MediaStore {
  const folders = committed ? [uploads, committed] : [uploads];
  const checked = (name: string) => {
    if (!isLessonMediaName(name)) throw new Error(`Refusing a file named ${JSON.stringify(name)}`);
    return name;
  };
  async function find(name: string) {
    if (!isLessonMediaName(name)) return null;
    for (const folder of folders) {
      const file = path.join(folder, name);
      try {
        const info = await stat(file);
        if (info.isFile()) return { file, info };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return null;
  }
  return {
    async stat(name) {
      const found = await find(name);
      return found ? { size: found.info.size, modified: found.info.mtime } : null;
    },
    read(name, start, end) {
      // The file was found by stat a moment before; read it where it was found.
      const stream = Readable.from(
        (async function* () {
          const found = await find(checked(name));
          if (!found) throw new Error(`No lesson file ${name}`);
          yield* createReadStream(found.file, { start, end });
        })(),
      );
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },
    async write(name, body) {
      const file = path.join(uploads, checked(name));
      // Written under a name no reader accepts, then renamed: a reader never sees half a file.
      const partial = path.join(uploads, `.${name}.${randomBytes(6).toString('hex')}.part`);
      await mkdir(uploads, { recursive: true });
      try {
        await pipeline(Readable.from(body), createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async remove(name) {
      await rm(path.join(uploads, checked(name)), { force: true });
    },
  };
}

let defaultStore: MediaStore | undefined;
const storageStores = new WeakMap<ObjectStorage, MediaStore>();

/**
 * The backend's media store: its own, or the lesson originals in the backend's storage (disk or
 * S3, docs/storage.md) read before the folders the environment names (earlier uploads, the demo
 * files).
 */
export function mediaStoreOf(deps: BackendDeps): MediaStore {
  if (deps.media) return deps.media;
  defaultStore ??= createDirectoryMediaStore(lessonUploadDir(), lessonMediaDir());
  const { storage } = deps;
  if (!isObjectStorage(storage)) return defaultStore;
  let store = storageStores.get(storage);
  if (!store) {
    store = createStorageMediaStore(storage, defaultStore);
    storageStores.set(storage, store);
  }
  return store;
}

/** Whether the actor may watch the lessons: a signed-in student, subscribed today. */
async function maySubscriberWatch(deps: BackendDeps, actor: StudentActor | VisitorActor) {
  return actor.kind === 'student' && (await isSubscribed(deps.db, actor.studentId, deps.now()));
}

/**
 * A hosted lesson file, or the part of it the request's Range names. 403 unless the student is
 * signed in with an active subscription; 404 for a name that is not the media or captions of a
 * published lesson, or whose file is missing.
 */
export const openLessonMedia: StreamService<typeof lessonCalls.lessonMedia> = async (
  deps,
  actor,
  { name },
  request,
) => {
  const { head } = request;
  if (!(await maySubscriberWatch(deps, actor))) {
    return streamRefusal(403, videoMessages.subscriptionRequired, head);
  }
  if (!isLessonMediaName(name)) return streamRefusal(404, videoMessages.noSuchVideo, head);
  const [lesson] = await deps.db
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        or(eq(videos.path, name), eq(videos.captions, name)),
        isNotNull(videos.publishedAt),
        lte(videos.publishedAt, deps.now()),
      ),
    )
    .limit(1);
  if (!lesson) return streamRefusal(404, videoMessages.noSuchVideo, head);
  // Once packaged, a lesson plays only its encrypted stream: the original is never served again.
  if (await packagedOriginal(deps.db, name)) {
    return streamRefusal(404, videoMessages.noSuchVideo, head);
  }

  const store = mediaStoreOf(deps);
  const info = await store.stat(name);
  if (!info) return streamRefusal(404, videoMessages.noSuchVideo, head);

  const { size } = info;
  const etag = `"${size.toString(16)}-${info.modified.getTime().toString(16)}"`;
  const headers = {
    'content-type': lessonMediaType(name),
    etag,
    'last-modified': info.modified.toUTCString(),
    // Only for this student, and kept nowhere: the next request is checked again.
    'cache-control': 'private, no-store',
  };
  // A range of a file that has changed since the browser's first part would splice two files.
  const rangeApplies = request.ifRange === null || request.ifRange === etag;
  const range = rangeApplies ? parseRange(request.range, size) : null;
  return fileAnswer(size, range, head, headers, (start, end) => store.read(name, start, end));
};
