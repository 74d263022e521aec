/**
 * The ANTI_CAPTURE switch: "off" (or 0/false/no) turns the anti-capture guard off, anything else
 * turns it on; unset means on in production and off in `next dev`. Read on every request, not at
 * build time, so one build can serve with the guard on or off.
 */
export function antiCaptureEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env.ANTI_CAPTURE?.trim().toLowerCase();
  if (raw) return !['off', '0', 'false', 'no'].includes(raw);
  return env.NODE_ENV === 'production';
}

/**
 * Why the anti-capture guard answered: a screenshot key, Ctrl+S, a developer-tools shortcut, the
 * single letter "g", or a panel docked below the page (components/guard/capture-keys.ts).
 */
export const GUARD_REASONS = [
  'screenshot',
  'save',
  'developer-tools',
  'letter',
  'docked-panel',
] as const;
export type GuardReason = (typeof GUARD_REASONS)[number];
