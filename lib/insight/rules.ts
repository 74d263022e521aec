/*
 * Insight's settings (docs/insight.md). Zod-free and database-free, so any component imports it.
 */

/**
 * Money, subscriptions and sign-ups are counted by the month on the UK clock, as the console's
 * purchases summary counts them; the insight_rollups migration's triggers say the same zone.
 */
export const INSIGHT_TIME_ZONE = 'Europe/London';

/** Purchases of this provider are access an operator granted: no money, no subscription bought. */
export const GRANT_PROVIDER = 'Grant';

/** A refresh recomputes at most this many stale cases; the job runs again for the rest. */
export const CASE_REFRESH_BATCH = 500;
