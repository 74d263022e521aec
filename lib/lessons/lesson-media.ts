import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { and, eq, isNotNull, lte, or } from 'drizzle-orm';

import {
  isLessonMediaName,
  lessonMediaType,
  type MediaAnswer,
  type MediaRequest,
} from '@/lib/lessons/media';
import { videoMessages } from '@/lib/lessons/calls';

import { resolveSessionToken } from '../accounts/session-tokens';
import { lessonMediaDir, lessonUploadDir } from '../calls/config';
import type { BackendDeps, MediaStore } from '../calls/deps';
import { videos } from '../db/schema';
import { isSubscribed } from '../plans/subscription-status';

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

/** The backend's media store: its own, or the upload and demo folders the environment names. */
export function mediaStoreOf(deps: BackendDeps): MediaStore {
  if (deps.media) return deps.media;
  defaultStore ??= createDirectoryMediaStore(lessonUploadDir(), lessonMediaDir());
  return defaultStore;
}

type ByteRange = { start: number; end: number };

/**
 * The one byte range a Range header asks for (RFC 9110 §14): `bytes=a-b`, `bytes=a-` or the last
 * n bytes `bytes=-n`. Null when the header is absent, malformed or asks for several ranges (the
 * whole file is then sent, as the RFC allows); 'unsatisfiable' when it starts past the end.
 */
export function parseRange(
  header: string | null,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { start, end };
}

function refusal(status: number, message: string, head: boolean): MediaAnswer {
  return {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    body: head ? null : (new Response(message).body as ReadableStream<Uint8Array>),
  };
}

/** Whether the holder of `token` may watch the lessons: signed in and subscribed today. */
async function maySubscriberWatch(deps: BackendDeps, token: string | null): Promise<boolean> {
  const usable = token && token !== 'null' ? token : null;
  if (!usable) return false;
  const now = deps.now();
  const student = await resolveSessionToken(deps.db, usable, now);
  return !!student && (await isSubscribed(deps.db, student.studentId, now));
}

/**
 * A hosted lesson file, or the part of it the request's Range names, for the holder of `token`
 * (the session's API token). 403 unless they are signed in with an active subscription; 404 for
 * a name that is not the media or captions of a published lesson, or whose file is missing.
 */
export async function openLessonMedia(
  deps: BackendDeps,
  token: string | null,
  request: MediaRequest,
): Promise<MediaAnswer> {
  const { name, head } = request;
  if (!(await maySubscriberWatch(deps, token))) {
    return refusal(403, videoMessages.subscriptionRequired, head);
  }
  if (!isLessonMediaName(name)) return refusal(404, videoMessages.noSuchVideo, head);
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
  if (!lesson) return refusal(404, videoMessages.noSuchVideo, head);

  const store = mediaStoreOf(deps);
  const info = await store.stat(name);
  if (!info) return refusal(404, videoMessages.noSuchVideo, head);

  const { size } = info;
  const etag = `"${size.toString(16)}-${info.modified.getTime().toString(16)}"`;
  const headers: Record<string, string> = {
    'content-type': lessonMediaType(name),
    'accept-ranges': 'bytes',
    etag,
    'last-modified': info.modified.toUTCString(),
    // Only for this student, and kept nowhere: the next request is checked again.
    'cache-control': 'private, no-store',
  };
  // A range of a file that has changed since the browser's first part would splice two files.
  const rangeApplies = request.ifRange === null || request.ifRange === etag;
  const range = rangeApplies ? parseRange(request.range, size) : null;

  if (range === 'unsatisfiable') {
    return {
      status: 416,
      headers: { ...headers, 'content-range': `bytes */${size}`, 'content-length': '0' },
      body: null,
    };
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const length = size === 0 ? 0 : end - start + 1;
  if (range) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  headers['content-length'] = String(length);
  return {
    status: range ? 206 : 200,
    headers,
    body: head || length === 0 ? null : store.read(name, start, end),
  };
}
