import { antiCaptureEnabled } from '@/lib/anti-capture';

// Read per request so one build serves with the guard on or off (ANTI_CAPTURE at `next start`).
export const dynamic = 'force-dynamic';

/**
 * The switch changes only when the server is started again, so a browser keeps the answer for five
 * minutes, the public pages' own horizon, instead of asking on every page it loads
 * (docs/public-pages.md).
 */
const SWITCH_KEPT_SECONDS = 300;

export function GET() {
  return Response.json(
    { enabled: antiCaptureEnabled() },
    { headers: { 'cache-control': `public, max-age=${SWITCH_KEPT_SECONDS}` } },
  );
}
