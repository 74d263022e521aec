import { revalidateTag } from 'next/cache';

import { getOperatorSignIn } from '@/lib/operators/console-sign-in';
import { gatewayFor } from '@/lib/calls/api';
import { staleTagsOf } from '@/lib/calls/define-call';
import { codeForStatus } from '@/lib/calls/error-codes';
import { consoleMessages } from '@/lib/operators/texts';
import { abuseLimits, operatorLimitKey, tooManyAttempts } from '@/lib/limits/abuse-limits';
import { CROSS_SITE_MESSAGE, isSameSiteRequest } from '@/lib/security/request-origin';
import { idFromUrl } from '@/lib/url-ids';
import { lessonCalls } from '@/lib/lessons/calls';
import { consoleLessonMessages } from '@/lib/lessons/texts';

type Context = { params: Promise<{ id: string }> };

const api = gatewayFor(lessonCalls);

function reply(status: number, message: string, data: unknown = null, retryAfter?: number) {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (retryAfter) headers['retry-after'] = String(retryAfter);
  const envelope = {
    status,
    message,
    data,
    ...(status !== 200 && { code: codeForStatus(status) }),
  };
  return Response.json(envelope, { status, headers });
}

/**
 * A lesson file uploaded from the console: the request's body is the file itself, streamed to
 * the media store as it arrives (a call's body is read into memory, a lesson can be a gigabyte).
 * It keeps the console BFF's guarantees (docs/console.md): same-site only (the middleware does not
 * run here, so that it does not copy the body), the operator and their role from the console's
 * cookie, the operator's write limit, the size capped while it streams, audited.
 */
export async function POST(request: Request, { params }: Context) {
  if (!isSameSiteRequest(request.method, request.headers)) {
    return reply(403, CROSS_SITE_MESSAGE);
  }
  const signIn = await getOperatorSignIn();
  if (!signIn) return reply(401, consoleMessages.signInRequired);
  const videoId = idFromUrl((await params).id, { canonical: true });
  if (videoId === null) return reply(404, consoleLessonMessages.notFound);
  const wait = await (
    await abuseLimits()
  ).take('operatorWritesPerSignIn', operatorLimitKey(signIn));
  if (wait > 0) return reply(429, tooManyAttempts(wait), null, wait);

  const length = request.headers.get('content-length');
  const declaredBytes = length !== null && /^\d{1,16}$/.test(length) ? Number(length) : null;
  const upload = await api.uploadLessonMedia(
    { videoId },
    { stream: request.body, declaredBytes },
    signIn,
  );
  // An API that does not take lesson files (one behind API_BASE_URL without this call).
  const answer =
    upload.status === 404 || upload.status === 501
      ? { ...upload, status: 501, message: consoleLessonMessages.media.unavailable }
      : upload;
  if (answer.status === 200) {
    for (const tag of staleTagsOf(lessonCalls.uploadLessonMedia, { videoId })) revalidateTag(tag);
  }
  return Response.json(answer, { status: answer.status, headers: { 'cache-control': 'no-store' } });
}

export const dynamic = 'force-dynamic';
