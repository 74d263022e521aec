import { checkHealth } from '@/lib/platform/health';

export const dynamic = 'force-dynamic';

/** For load balancers and monitors: 200 while this instance can serve students, else 503. */
export async function GET() {
  const { ok, checked, queue } = await checkHealth();
  const state = ok ? 'ok' : 'unavailable';
  return Response.json(
    { status: state, [checked]: state, ...(queue && { queue }) },
    { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
