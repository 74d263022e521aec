import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Playback tokens (docs/streaming.md, "Playback tokens"): one per playback a student starts,
 * bound to the student, the lesson and that playback (the stream id the concurrent-stream limit
 * counts), valid for about an hour. `v1.<claims>.<mac>`: the claims as base64url JSON, the MAC an
 * HMAC-SHA256 over `v1.<claims>` with a key derived from the app's secret for this use only.
 * Nothing is stored to check one; whether the student may still watch (a refund, a disabled
 * account) is checked beside it on every key request.
 */

const VERSION = 'v1';

/** How long a token lasts unless the caller says otherwise: an hour, as Mux and Cloudflare. */
const PLAYBACK_TOKEN_SECONDS = 3600;

/** What a token says. */
export type PlaybackClaims = {
  /** The student it was issued to; null for a visitor watching a free preview lesson. */
  studentId: number | null;
  lessonId: number;
  /** The playback it belongs to: one per start on one device. */
  streamId: string;
  /** Unix seconds after which it is refused. */
  expiresAt: number;
};

/** Why a token was refused. */
type PlaybackTokenRefusal = 'malformed' | 'forged' | 'expired' | 'other-lesson' | 'other-student';

/** The answer of a check: the claims, or why not. */
export type PlaybackTokenCheck =
  { ok: true; claims: PlaybackClaims } | { ok: false; refusal: PlaybackTokenRefusal };

/** The smallest secret a key is derived from, in bytes (the app's AUTH_SECRET has 32 or more). */
const MIN_SECRET_BYTES = 32;

/**
 * The MAC key for playback tokens, derived (HKDF-SHA256) from the app's root secret, so a token
 * can never be taken for another of the app's signed values.
 */
export function playbackTokenKey(rootSecret: string | Uint8Array): Buffer {
  const secret = typeof rootSecret === 'string' ? Buffer.from(rootSecret, 'utf8') : rootSecret;
  if (secret.length < MIN_SECRET_BYTES) {
    throw new Error(`The playback token secret needs at least ${MIN_SECRET_BYTES} bytes.`);
  }
  return Buffer.from(hkdfSync('sha256', secret, 'frcr-viva', 'lesson playback token v1', 32));
}

/** A new stream id: 96 random bits, base64url. */
export function newStreamId(): string {
  return randomBytes(12).toString('base64url');
}

const mac = (key: Uint8Array, signed: string) => createHmac('sha256', key).update(signed).digest();

/**
 * A token for `claims`, expiring `ttlSeconds` after `now` unless the claims say when. `key`
 * comes from playbackTokenKey.
 */
export function signPlaybackToken(
  claims: Omit<PlaybackClaims, 'expiresAt'> & { expiresAt?: number },
  key: Uint8Array,
  now: Date,
  ttlSeconds = PLAYBACK_TOKEN_SECONDS,
): string {
  const expiresAt = claims.expiresAt ?? Math.floor(now.getTime() / 1000) + ttlSeconds;
  const body = Buffer.from(
    JSON.stringify({ s: claims.studentId, l: claims.lessonId, i: claims.streamId, e: expiresAt }),
  ).toString('base64url');
  const signed = `${VERSION}.${body}`;
  return `${signed}.${mac(key, signed).toString('base64url')}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function readClaims(body: string): PlaybackClaims | null {
  try {
    const raw: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof raw !== 'object' || raw === null) return null;
    const { s, l, i, e } = raw as Record<string, unknown>;
    const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
    if (!(s === null || isId(s)) || !isId(l) || !Number.isSafeInteger(e)) return null;
    if (typeof i !== 'string' || !BASE64URL.test(i) || i.length > 64) return null;
    return { studentId: s, lessonId: l, streamId: i, expiresAt: e as number };
  } catch {
    return null;
  }
}

/**
 * Checks `token` for a request about `expected.lessonId` by `expected.studentId` (null: a
 * visitor) at `now`: the MAC first, in constant time, then the expiry, the lesson and the student.
 */
export function verifyPlaybackToken(
  token: string,
  key: Uint8Array,
  expected: { lessonId: number; studentId: number | null; now: Date },
): PlaybackTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION || token.length > 512) {
    return { ok: false, refusal: 'malformed' };
  }
  const [, body, signature] = parts;
  if (!BASE64URL.test(body) || !BASE64URL.test(signature))
    return { ok: false, refusal: 'malformed' };
  const given = Buffer.from(signature, 'base64url');
  const wanted = mac(key, `${VERSION}.${body}`);
  // Both are 32 bytes when the signature is well formed; the length says nothing secret.
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    return { ok: false, refusal: 'forged' };
  }
  const claims = readClaims(body);
  if (!claims) return { ok: false, refusal: 'malformed' };
  if (claims.expiresAt <= Math.floor(expected.now.getTime() / 1000)) {
    return { ok: false, refusal: 'expired' };
  }
  if (claims.lessonId !== expected.lessonId) return { ok: false, refusal: 'other-lesson' };
  if (claims.studentId !== expected.studentId) return { ok: false, refusal: 'other-student' };
  return { ok: true, claims };
}
