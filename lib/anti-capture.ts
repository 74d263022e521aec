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
