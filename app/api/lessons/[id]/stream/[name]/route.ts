import { getStudentSignIn } from '@/lib/accounts/student-sign-in';
import { gatewayFor } from '@/lib/calls/api';
import { lessonCalls } from '@/lib/lessons/calls';
import { STREAM_TOKEN_PARAMETER } from '@/lib/lessons/stream-types';
import { isSameSiteRequest } from '@/lib/security/request-origin';
import { privateFileResponse } from '@/lib/security/file-route';

type Context = { params: Promise<{ id: string; name: string }> };

const api = gatewayFor(lessonCalls);

/**
 * A file of a packaged lesson's encrypted stream (docs/streaming.md, "Serving"): the playlists
 * rewritten with the request's playback token, the init sections and segments, the captions and
 * the key, each checked by the backend against the token and the sign-in. Only this site's pages
 * may ask (hls.js fetches from the lesson's page); another site's is refused before the backend.
 */
async function serve(request: Request, { params }: Context, head: boolean) {
  const { id, name } = await params;
  const token = new URL(request.url).searchParams.get(STREAM_TOKEN_PARAMETER) ?? undefined;
  const answer =
    !isSameSiteRequest('POST', request.headers) || !/^\d{1,9}$/.test(id)
      ? { status: 403, headers: { 'cache-control': 'no-store' }, body: null }
      : await api.lessonStream(
          { videoId: Number(id), name, token },
          { range: request.headers.get('range'), ifRange: null, head },
          await getStudentSignIn(),
        );
  // Varies with the cookie: the playlists and the key depend on who asks.
  return privateFileResponse(answer, head);
}

export function GET(request: Request, context: Context) {
  return serve(request, context, false);
}

export function HEAD(request: Request, context: Context) {
  return serve(request, context, true);
}

export const dynamic = 'force-dynamic';
