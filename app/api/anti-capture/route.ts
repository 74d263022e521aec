import { antiCaptureEnabled } from '@/lib/anti-capture';

// Read per request so one build serves with the guard on or off (ANTI_CAPTURE at `next start`).
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(
    { enabled: antiCaptureEnabled() },
    { headers: { 'cache-control': 'no-store' } },
  );
}
