import { getOperatorSignIn } from '@/lib/operators/console-sign-in';
import { gatewayFor } from '@/lib/calls/api';
import { firstIssueMessage } from '@/lib/calls/define-call';
import { codeForStatus } from '@/lib/calls/error-codes';
import { consoleMessages } from '@/lib/operators/texts';
import { CROSS_SITE_MESSAGE, isSameSiteRequest } from '@/lib/security/request-origin';
import { idFromUrl } from '@/lib/url-ids';
import { lessonCalls } from '@/lib/lessons/calls';
import { consoleLessonMessages } from '@/lib/lessons/texts';

type Context = { params: Promise<{ id: string }> };

const api = gatewayFor(lessonCalls);

function refusal(status: number, message: string) {
  return Response.json(
    { status, message, code: codeForStatus(status) },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

/**
 * One part of a resumable lesson upload, when the storage is local disk: the console's uploader
 * sends it here (the address the part's signing answered) as the request's body, streamed to the
 * upload's folder, capped while it streams (docs/storage.md). Same-site only, the operator and
 * role from the console's cookie; answered with the part's ETag, as S3 answers.
 */
export async function PUT(request: Request, { params }: Context) {
  if (!isSameSiteRequest(request.method, request.headers)) {
    return refusal(403, CROSS_SITE_MESSAGE);
  }
  const signIn = await getOperatorSignIn();
  if (!signIn) return refusal(401, consoleMessages.signInRequired);
  const videoId = idFromUrl((await params).id, { canonical: true });
  if (videoId === null) return refusal(404, consoleLessonMessages.notFound);
  const query = new URL(request.url).searchParams;
  const length = request.headers.get('content-length');
  const declaredBytes = length !== null && /^\d{1,16}$/.test(length) ? Number(length) : null;
  const input = lessonCalls.receiveLessonUploadPart.request.safeParse({
    videoId,
    uploadId: query.get('uploadId'),
    key: query.get('key'),
    partNumber: query.get('partNumber'),
  });
  if (!input.success) return refusal(422, firstIssueMessage(input.error));
  const answer = await api.receiveLessonUploadPart(
    input.data,
    { stream: request.body, declaredBytes },
    signIn,
  );
  if (answer.status !== 200 || !answer.data) return refusal(answer.status, answer.message);
  return new Response(null, {
    status: 200,
    headers: { etag: answer.data.etag, 'cache-control': 'no-store' },
  });
}

export const dynamic = 'force-dynamic';
