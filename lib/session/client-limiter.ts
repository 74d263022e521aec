/**
 * Fixed-window counters per client, in this process's memory: a cheap first line against one
 * client hammering the sign-in or recovery forms. The per-account limits are enforced by the
 * backend and persisted; these reset on restart and are per process.
 */
export type ClientLimiter = {
  /** Minutes until the client may try again, or 0 when it may try now. */
  retryAfterMinutes(client: string, now?: number): number;
  /** Counts one event (a failure, a request) for the client. */
  hit(client: string, now?: number): void;
};

const MAX_TRACKED = 10_000;

export function createClientLimiter({
  limit,
  windowMinutes,
}: {
  limit: number;
  windowMinutes: number;
}): ClientLimiter {
  const windowMs = windowMinutes * 60_000;
  const counts = new Map<string, { count: number; startedAt: number }>();

  const live = (client: string, now: number) => {
    const entry = counts.get(client);
    if (entry && now - entry.startedAt >= windowMs) {
      counts.delete(client);
      return undefined;
    }
    return entry;
  };

  return {
    retryAfterMinutes(client, now = Date.now()) {
      const entry = live(client, now);
      if (!entry || entry.count < limit) return 0;
      return Math.max(1, Math.ceil((entry.startedAt + windowMs - now) / 60_000));
    },
    hit(client, now = Date.now()) {
      const entry = live(client, now);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (counts.size >= MAX_TRACKED) {
        for (const [key, value] of counts) {
          if (now - value.startedAt >= windowMs) counts.delete(key);
        }
        // Still full: forget the oldest entries rather than grow without bound.
        for (const key of counts.keys()) {
          if (counts.size < MAX_TRACKED) break;
          counts.delete(key);
        }
      }
      counts.set(client, { count: 1, startedAt: now });
    },
  };
}

/**
 * The client's address as the nearest proxy saw it: the last X-Forwarded-For entry (a proxy
 * appends the peer it saw; anything before that came from the client). Without a proxy, Next.js
 * sets the header to the socket's address when the request carried none.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || headers.get('x-real-ip')?.trim() || 'unknown';
}

const globalLimiters = globalThis as unknown as {
  __frcrClientLimiters?: Record<string, ClientLimiter>;
};

/** Limiters shared by every request of the process (kept on globalThis across dev reloads). */
export function sharedLimiter(
  name: string,
  options: { limit: number; windowMinutes: number },
): ClientLimiter {
  const all = (globalLimiters.__frcrClientLimiters ??= {});
  return (all[name] ??= createClientLimiter(options));
}

/** Failed sign-ins one client may make across all addresses in the window. */
export const SIGN_IN_FAILURES_PER_CLIENT = { limit: 20, windowMinutes: 15 } as const;
/** Forgot-password requests one client may make (each may send a mail). */
export const RECOVERY_REQUESTS_PER_CLIENT = { limit: 10, windowMinutes: 15 } as const;
/** Wrong codes one client may enter across all addresses. */
export const OTP_FAILURES_PER_CLIENT = { limit: 20, windowMinutes: 15 } as const;

export function tooManyFromClient(minutes: number): string {
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return `Too many attempts from your network. Please try again in ${minutes} ${unit}.`;
}
