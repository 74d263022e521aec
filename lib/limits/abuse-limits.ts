import { createHash } from 'node:crypto';

import { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

import { ADVISORY_LOCK_KEYS, withAdvisoryLock } from '@/lib/db/advisory-locks';
import { logError } from '@/lib/log';

const MINUTES = 60;

/** Each limit: how many `points` one key may spend within `duration` seconds. */
export const ABUSE_LIMITS = {
  /** Failed sign-ins from one client, whatever the addresses: stops spraying one password. */
  signInFailuresPerClient: { points: 20, duration: 15 * MINUTES },
  /**
   * Failed sign-ins to one address from one client; a success forgets them. Keyed by client too,
   * so failures from elsewhere never lock the owner out (the backend's own per-address lock is
   * higher and short: see lib/accounts/sign-in-throttle.ts).
   */
  signInFailuresPerAccountAndClient: { points: 5, duration: 15 * MINUTES },
  /**
   * Failed console sign-ins to one address from one client; a success forgets them. Keyed by
   * client, so an attacker's failures never refuse the operator's own client, and few enough that
   * one client never reaches the backend's lock on the address (lib/operators/sign-in-lock.ts).
   */
  operatorSignInFailuresPerAccountAndClient: { points: 5, duration: 15 * MINUTES },
  /** Forgot-password requests (each may send a mail). */
  otpRequestsPerClient: { points: 10, duration: 15 * MINUTES },
  /** Wrong codes entered from one client across addresses. */
  otpFailuresPerClient: { points: 20, duration: 15 * MINUTES },
  /** Accounts created from one client (each costs a 128 MB scrypt). */
  signUpsPerClient: { points: 5, duration: 60 * MINUTES },
  contactMessagesPerClient: { points: 5, duration: 60 * MINUTES },
  commentsPerStudent: { points: 10, duration: 10 * MINUTES },
  /** Profile saves; each can probe whether an address is taken, so they are few. */
  profileEditsPerStudent: { points: 10, duration: 60 * MINUTES },
  /**
   * Bookings and waitlist joins asked for (Send Request, Join the waitlist), refused ones too:
   * each takes the student's and the session's rows and may queue mail. Cancelling and leaving
   * are never limited, so nobody keeps a place because of a count (docs/live-sessions.md).
   */
  sessionRequestsPerStudent: { points: 20, duration: 60 * MINUTES },
  /** Practice papers and reviews started: each draws cases and queues its closing. */
  practicePapersPerStudent: { points: 60, duration: 60 * MINUTES },
  /** Viva rooms opened: each is a pair of oral papers when it starts (docs/viva-rooms.md). */
  vivaRoomsPerStudent: { points: 20, duration: 60 * MINUTES },
  /**
   * A viva room's live signals (viewer state, pointer, voice set-up): each is a NOTIFY to every
   * instance. The screen sends at most 15 a second; twice that is refused.
   */
  vivaSignalsPerStudent: { points: 1800, duration: 1 * MINUTES },
  /**
   * An operator's writes (approvals, replies, refunds, session changes): generous for a morning's
   * moderation, but a stolen console session cannot mail or refund in bulk before it is noticed.
   */
  operatorWritesPerSignIn: { points: 120, duration: 10 * MINUTES },
} as const satisfies Record<string, { points: number; duration: number }>;

export type AbuseLimit = keyof typeof ABUSE_LIMITS;

export type AbuseLimits = {
  /** Counts one request; answers the seconds to wait if that went over the limit, else 0. */
  take(limit: AbuseLimit, key: string): Promise<number>;
  /** For limits that count failures: the seconds until `key` may try again, 0 when it may now. */
  retryAfter(limit: AbuseLimit, key: string): Promise<number>;
  /** Gives back one point `take` counted: the attempt turned out to be no failure. */
  reward(limit: AbuseLimit, key: string): Promise<void>;
  /** Forgets `key`'s failures (after a success). */
  forget(limit: AbuseLimit, key: string): Promise<void>;
};

export type LimitStore = { kind: 'memory' } | { kind: 'postgres'; pool: Pool };

/** The table rate-limiter-flexible creates and keeps (key, points, expire) on a server. */
export const LIMITS_TABLE = 'abuse_limits';

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The limits over one store. On PostgreSQL every instance of the app shares the counters; each
 * limiter falls back to this process's memory if the database fails, so a database fault neither
 * lifts the limits nor turns a request into an error.
 */
export async function createAbuseLimits(store: LimitStore): Promise<AbuseLimits> {
  const limiters = {} as Record<AbuseLimit, RateLimiterAbstract>;
  let tableCreated = false;
  for (const [name, options] of Object.entries(ABUSE_LIMITS) as [
    AbuseLimit,
    (typeof ABUSE_LIMITS)[AbuseLimit],
  ][]) {
    const memory = new RateLimiterMemory({ keyPrefix: name, ...options });
    if (store.kind === 'memory') {
      limiters[name] = memory;
      continue;
    }
    const settings = {
      storeClient: store.pool,
      storeType: 'pool',
      tableName: LIMITS_TABLE,
      keyPrefix: name,
      insuranceLimiter: memory,
      ...options,
    };
    if (!tableCreated) {
      // The first limiter creates the table (IF NOT EXISTS); the others find it. Two such
      // statements at the same moment can still fail ("type already exists"), so instances
      // starting together take turns.
      await withAdvisoryLock(
        store.pool,
        ADVISORY_LOCK_KEYS.abuseLimitsTable,
        () =>
          new Promise<void>((resolve, reject) => {
            limiters[name] = new RateLimiterPostgres(settings, (error?: Error) =>
              error ? reject(error) : resolve(),
            );
          }),
      );
      tableCreated = true;
    } else {
      limiters[name] = new RateLimiterPostgres({ ...settings, tableCreated: true });
    }
  }

  return {
    async take(limit, key) {
      try {
        await limiters[limit].consume(key);
        return 0;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return seconds(refusal.msBeforeNext);
        logError('Rate limit could not be counted', refusal, { limit });
        return 0;
      }
    },
    async retryAfter(limit, key) {
      try {
        const state = await limiters[limit].get(key);
        if (!state || state.consumedPoints < ABUSE_LIMITS[limit].points) return 0;
        return seconds(state.msBeforeNext);
      } catch (error) {
        logError('Rate limit could not be read', error, { limit });
        return 0;
      }
    },
    async reward(limit, key) {
      try {
        await limiters[limit].reward(key, 1);
      } catch (error) {
        logError('Rate limit could not be counted', error, { limit });
      }
    },
    async forget(limit, key) {
      try {
        await limiters[limit].delete(key);
      } catch (error) {
        logError('Rate limit could not be reset', error, { limit });
      }
    },
  };
}

const holder = globalThis as unknown as { __frcrAbuseLimits?: Promise<AbuseLimits> };

/**
 * The process's limits, kept on globalThis across dev reloads: on the PostgreSQL server named by
 * DATABASE_URL (shared by every instance), else in memory (the embedded PGlite serves one process
 * only). The pool is the limits' own and small, so they work the same when the web tier talks to
 * a separate API tier and never wait behind the backend's queries.
 */
export function abuseLimits(): Promise<AbuseLimits> {
  holder.__frcrAbuseLimits ??= openAbuseLimits(process.env.DATABASE_URL);
  return holder.__frcrAbuseLimits;
}

async function openAbuseLimits(url: string | undefined): Promise<AbuseLimits> {
  if (!url) return createAbuseLimits({ kind: 'memory' });
  const pool = new Pool({ connectionString: url, max: 4 });
  // An idle connection dropped by the server must not crash the process.
  pool.on('error', (error) => logError('Rate-limit database connection failed', error));
  try {
    return await createAbuseLimits({ kind: 'postgres', pool });
  } catch (error) {
    // The table could not be created (database down at start): count in memory until restart.
    logError('Shared rate limits unavailable; counting in this process', error);
    await pool.end().catch(() => {});
    return createAbuseLimits({ kind: 'memory' });
  }
}

/** What a refused request is told. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * Where an operator's writes are counted: under a hash of their console session, so the shared
 * limits table never holds a usable token.
 */
export function operatorLimitKey(session: { operatorToken: string }): string {
  return createHash('sha256').update(session.operatorToken).digest('base64url');
}
