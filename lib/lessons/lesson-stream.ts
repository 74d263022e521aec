import { and, countDistinct, eq, gt, isNotNull, lte, ne, sql } from 'drizzle-orm';

import type { StudentActor, VisitorActor } from '../calls/actor';
import type { BackendDeps } from '../calls/deps';
import type { Executor } from '../db/client';
import { lessonKeyRequests, lessonPackages, lessonStreams, students, videos } from '../db/schema';
import { ServiceError } from '../calls/service-error';
import type { StreamService } from '../calls/service';
import { bytesAnswer, streamNotFound, streamRefusal, type StreamAnswer } from '../calls/stream';
import {
  KEY_NAME,
  MASTER_PLAYLIST,
  packageFileCaching,
  packageFileType,
  playlistForPlayback,
} from '../media/hls-playlists';
import { openContentKey } from '../media/key-seal';
import {
  newStreamId,
  playbackTokenKey,
  signPlaybackToken,
  verifyPlaybackToken,
} from '../media/playback-tokens';
import { isSubscribed } from '../plans/subscription-status';
import { authSecret } from '../security/secret';
import type { lessonCalls } from './calls';
import { packageFileKey } from './lesson-package-files';
import { lessonStreamPrefix, type HlsLessonStream } from './stream-types';
import { lessonStreamMessages as say } from './texts';

/*
 * A packaged lesson's stream on our origin (docs/streaming.md, "Serving"): the playlists issued
 * per request with the playback token on every address, the key only to whoever may watch the
 * lesson at that moment, the segments to the holder of a valid token. Each request of a student's
 * playback keeps its place among the account's concurrent streams; the key requests are counted
 * per student and recorded, and too many lessons' keys in an hour are refused for a while.
 */

/** The limits of streaming, from the environment (docs/streaming.md, "Settings"). */
function streamSettings() {
  const whole = (name: string, fallback: number, min = 1) => {
    const value = Number(process.env[name]);
    return Number.isSafeInteger(value) && value >= min ? value : fallback;
  };
  return {
    /** How long a playback token is accepted: an hour, as Mux and Cloudflare. */
    tokenSeconds: whole('LESSON_TOKEN_SECONDS', 3600, 10),
    /** How many playbacks one account may have going at once. */
    streamsPerAccount: whole('LESSON_STREAMS_PER_ACCOUNT', 2),
    /** A playback none of whose requests came for this long no longer counts. */
    activeSeconds: whole('LESSON_STREAM_ACTIVE_SECONDS', 90, 10),
    /** How many lessons' keys one student may ask for in an hour before being slowed. */
    keyLessonsPerHour: whole('LESSON_KEY_LESSONS_PER_HOUR', 20),
  };
}

/** How long a slowed student waits before asking again, at least. */
const SLOWED_RETRY_SECONDS = 300;

const HOUR_MS = 3600_000;

const tokenKey = () => playbackTokenKey(authSecret());

type PackageRow = typeof lessonPackages.$inferSelect;

/** The lesson's ready package and whether it is a free preview; null for none or a draft. */
async function readyPackageOf(
  db: Executor,
  videoId: number,
  now: Date,
): Promise<{ pkg: PackageRow; freePreview: boolean } | null> {
  const [row] = await db
    .select({ pkg: lessonPackages, freePreview: videos.freePreview })
    .from(lessonPackages)
    .innerJoin(videos, eq(videos.id, lessonPackages.videoId))
    .where(
      and(
        eq(lessonPackages.videoId, videoId),
        eq(lessonPackages.state, 'ready'),
        isNotNull(videos.publishedAt),
        lte(videos.publishedAt, now),
      ),
    )
    .limit(1);
  return row && row.pkg.storagePrefix ? row : null;
}

/** Whether the student may watch now: an account not disabled, holding a current plan. */
async function studentMayWatch(db: Executor, studentId: number, now: Date): Promise<boolean> {
  const [student] = await db
    .select({ disabledAt: students.disabledAt })
    .from(students)
    .where(eq(students.id, studentId));
  return !!student && !student.disabledAt && (await isSubscribed(db, studentId, now));
}

/** Whether the student asked for far more lessons' keys in the last hour than anyone watches. */
async function keyRateExceeded(
  db: Executor,
  studentId: number,
  videoId: number,
  now: Date,
  limit: number,
): Promise<boolean> {
  const [row] = await db
    .select({ lessons: countDistinct(lessonKeyRequests.videoId) })
    .from(lessonKeyRequests)
    .where(
      and(
        eq(lessonKeyRequests.studentId, studentId),
        eq(lessonKeyRequests.answered, true),
        gt(lessonKeyRequests.at, new Date(now.getTime() - HOUR_MS)),
        ne(lessonKeyRequests.videoId, videoId),
      ),
    );
  return (row?.lessons ?? 0) >= limit;
}

/**
 * Keeps the student's playback `streamId` among their concurrent streams: seen again when it
 * still counts, else taken as a new one while the account has room. The student's row is locked
 * first, so racing requests from several devices are counted one after the other.
 */
async function holdStream(
  db: Executor,
  studentId: number,
  videoId: number,
  streamId: string,
  now: Date,
): Promise<boolean> {
  const { streamsPerAccount, activeSeconds } = streamSettings();
  const since = new Date(now.getTime() - activeSeconds * 1000);
  const [seen] = await db
    .update(lessonStreams)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(lessonStreams.streamId, streamId),
        eq(lessonStreams.studentId, studentId),
        gt(lessonStreams.lastSeenAt, since),
      ),
    )
    .returning({ streamId: lessonStreams.streamId });
  if (seen) return true;
  return db.transaction(async (tx) => {
    await tx
      .select({ id: students.id })
      .from(students)
      .where(eq(students.id, studentId))
      .for('update');
    const [row] = await tx
      .select({ playing: sql<number>`count(*)::int` })
      .from(lessonStreams)
      .where(
        and(
          eq(lessonStreams.studentId, studentId),
          gt(lessonStreams.lastSeenAt, since),
          ne(lessonStreams.streamId, streamId),
        ),
      );
    if ((row?.playing ?? 0) >= streamsPerAccount) return false;
    // Another student's stream id is never taken over: the id is in the student's own token.
    await tx
      .insert(lessonStreams)
      .values({ streamId, studentId, videoId, startedAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: lessonStreams.streamId,
        set: { lastSeenAt: now, videoId },
        setWhere: eq(lessonStreams.studentId, studentId),
      });
    return true;
  });
}

/**
 * The stream of a lesson the actor may watch (the caller checked the plan or the free preview),
 * or null when the lesson is not packaged. A renewal (`renew`, the token in use, still valid for
 * this student and lesson) keeps its stream id; anything else starts a new playback. Refused with
 * 429 and words the student can act on when the account already plays on as many devices as it
 * may, or asked for far more lessons than anyone watches in an hour.
 */
export async function issueLessonStream(
  deps: BackendDeps,
  actor: VisitorActor | StudentActor,
  videoId: number,
  renew: string | undefined,
): Promise<HlsLessonStream | null> {
  const now = deps.now();
  const ready = await readyPackageOf(deps.db, videoId, now);
  if (!ready) return null;
  const studentId = actor.kind === 'student' ? actor.studentId : null;
  const key = tokenKey();
  const settings = streamSettings();
  const renewed = renew
    ? verifyPlaybackToken(renew, key, { lessonId: videoId, studentId, now })
    : null;
  const streamId = renewed?.ok ? renewed.claims.streamId : newStreamId();
  if (studentId !== null) {
    if (await keyRateExceeded(deps.db, studentId, videoId, now, settings.keyLessonsPerHour)) {
      throw new ServiceError(429, say.tooManyLessons, 'too_many_lessons');
    }
    if (!(await holdStream(deps.db, studentId, videoId, streamId, now))) {
      throw new ServiceError(
        429,
        say.tooManyDevices(settings.streamsPerAccount),
        'too_many_devices',
      );
    }
  }
  const token = signPlaybackToken(
    { studentId, lessonId: videoId, streamId },
    key,
    now,
    settings.tokenSeconds,
  );
  return {
    kind: 'hls',
    master: `${lessonStreamPrefix(videoId)}${MASTER_PLAYLIST}?token=${token}`,
    expiresAt: new Date(
      (Math.floor(now.getTime() / 1000) + settings.tokenSeconds) * 1000,
    ).toISOString(),
    expiresInSeconds: settings.tokenSeconds,
  };
}

/** The answer for a file of the package (or the part its Range names). */
function packageFileAnswer(
  name: string,
  bytes: Uint8Array,
  type: string,
  request: { range: string | null; head: boolean },
): StreamAnswer {
  return bytesAnswer(bytes, request, {
    'content-type': type,
    'cache-control': packageFileCaching(name),
  });
}

/** Records a key request, answered or slowed. */
async function recordKeyRequest(
  db: Executor,
  row: { studentId: number; videoId: number; streamId: string; answered: boolean; at: Date },
) {
  await db.insert(lessonKeyRequests).values(row);
}

/**
 * A file of a lesson's stream (`lessons/{videoId}/stream/{name}?token=…`): 404 for a name the
 * package does not hold or a lesson not packaged and published; 403 for a missing, forged,
 * expired, another lesson's or another student's token, or a playback the account has no room
 * for; for the playlists and the key, 403 too when the actor may not watch the lesson at this
 * moment (no plan, a refund, a disabled account; a visitor unless it is a free preview); 429 for
 * the key of a student slowed for asking too many lessons' keys.
 */
export const openLessonStream: StreamService<typeof lessonCalls.lessonStream> = async (
  deps,
  actor,
  { videoId, name, token },
  request,
) => {
  const { head } = request;
  const type = packageFileType(name);
  if (!type || (name !== KEY_NAME && !/\.(m3u8|m4s|mp4|vtt)$/.test(name))) {
    return streamNotFound(head);
  }
  const now = deps.now();
  const ready = await readyPackageOf(deps.db, videoId, now);
  if (!ready) return streamNotFound(head);
  const studentId = actor.kind === 'student' ? actor.studentId : null;
  const checked = token
    ? verifyPlaybackToken(token, tokenKey(), { lessonId: videoId, studentId, now })
    : null;
  if (!checked?.ok) return streamRefusal(403, say.refused, head);
  const { streamId } = checked.claims;

  const isFile = /\.(m4s|mp4)$/.test(name);
  if (!isFile && !ready.freePreview) {
    // The playlists and the key: whoever may watch the lesson now, whatever the token says.
    if (studentId === null || !(await studentMayWatch(deps.db, studentId, now))) {
      return streamRefusal(403, say.refused, head);
    }
  }
  if (studentId !== null && !(await holdStream(deps.db, studentId, videoId, streamId, now))) {
    return streamRefusal(403, say.tooManyDevices(streamSettings().streamsPerAccount), head);
  }

  if (name === KEY_NAME) {
    if (studentId !== null) {
      const slowed = await keyRateExceeded(
        deps.db,
        studentId,
        videoId,
        now,
        streamSettings().keyLessonsPerHour,
      );
      await recordKeyRequest(deps.db, { studentId, videoId, streamId, answered: !slowed, at: now });
      if (slowed) {
        const answer = streamRefusal(429, say.tooManyLessons, head);
        answer.headers['retry-after'] = String(SLOWED_RETRY_SECONDS);
        return answer;
      }
    }
    const key = openContentKey(ready.pkg.sealedKey!, authSecret());
    return packageFileAnswer(name, key, type, { range: null, head });
  }

  const stored = await deps.storage.get(packageFileKey(ready.pkg.storagePrefix!, name));
  if (!stored) return streamNotFound(head);
  if (name.endsWith('.m3u8')) {
    const playlist = playlistForPlayback(new TextDecoder().decode(stored), token!);
    return packageFileAnswer(name, new TextEncoder().encode(playlist), type, { range: null, head });
  }
  return packageFileAnswer(name, stored, type, request);
};
