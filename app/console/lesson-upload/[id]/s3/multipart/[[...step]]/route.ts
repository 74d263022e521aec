import { revalidateTag } from 'next/cache';

import { getOperatorSignIn } from '@/lib/operators/console-sign-in';
import { ApiError, gatewayFor } from '@/lib/calls/api';
import {
  firstIssueMessage,
  staleTagsOf,
  type CallDefinition,
  type ParsedRequestOf,
} from '@/lib/calls/define-call';
import { codeForStatus } from '@/lib/calls/error-codes';
import { readCapped, wireRequestOf } from '@/lib/calls/read-call-input';
import { consoleMessages } from '@/lib/operators/texts';
import { abuseLimits, operatorLimitKey, tooManyAttempts } from '@/lib/limits/abuse-limits';
import { CROSS_SITE_MESSAGE, isSameSiteRequest } from '@/lib/security/request-origin';
import { idFromUrl } from '@/lib/url-ids';
import { lessonCalls } from '@/lib/lessons/calls';
import { consoleLessonMessages } from '@/lib/lessons/texts';

/*
 * The resumable lesson upload's steps, at the addresses the console's uploader (Uppy's S3 plugin,
 * in its Companion mode) asks (docs/storage.md, "Resumable uploads"):
 *
 *   POST   …/s3/multipart                          start          createLessonUpload
 *   GET    …/s3/multipart/<uploadId>/<part>?key=   sign a part    signLessonUploadPart
 *   GET    …/s3/multipart/<uploadId>?key=          list parts     listLessonUploadParts
 *   POST   …/s3/multipart/<uploadId>/complete?key= complete       completeLessonUpload
 *   DELETE …/s3/multipart/<uploadId>?key=          cancel         abortLessonUpload
 *
 * Each keeps the console's guarantees (docs/console.md): same-site only, the operator and role
 * from the console's cookie, the operator's write limit on what writes, a capped body.
 */

type Context = { params: Promise<{ id: string; step?: string[] }> };

const api = gatewayFor(lessonCalls);

/** A JSON body of a step: the parts of a 2 GB file at 10 MiB each fit well within it. */
const STEP_BODY_MAX = 64 * 1024;

/**
 * The answer: Uppy reads the JSON of a success; of a refusal it shows only the status text, so
 * the message goes there too (ASCII, as a status line must be).
 */
function reply(status: number, message: string, body: unknown, retryAfter?: number) {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (retryAfter) headers['retry-after'] = String(retryAfter);
  const statusText = message.replace(/[‘’]/g, "'").replace(/[^\x20-\x7e]/g, '');
  return Response.json(body, { status, statusText, headers });
}

function refusal(status: number, message: string, retryAfter?: number) {
  return reply(status, message, { status, message, code: codeForStatus(status) }, retryAfter);
}

async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const bytes = await readCapped(wireRequestOf(request), STEP_BODY_MAX);
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function handle(request: Request, { params }: Context) {
  if (!isSameSiteRequest(request.method, request.headers)) {
    return refusal(403, CROSS_SITE_MESSAGE);
  }
  const signIn = await getOperatorSignIn();
  if (!signIn) return refusal(401, consoleMessages.signInRequired);
  const { id, step = [] } = await params;
  const videoId = idFromUrl(id, { canonical: true });
  if (videoId === null) return refusal(404, consoleLessonMessages.notFound);
  const method = request.method;
  const key = new URL(request.url).searchParams.get('key') ?? '';
  const [uploadId, last, ...rest] = step;
  if (rest.length > 0) return refusal(404, consoleLessonMessages.media.uploadUnknown);

  // Starting, completing and cancelling write; signing and listing parts only read.
  const writes = method !== 'GET';
  if (writes) {
    const wait = await (
      await abuseLimits()
    ).take('operatorWritesPerSignIn', operatorLimitKey(signIn));
    if (wait > 0) return refusal(429, tooManyAttempts(wait), wait);
  }

  if (method === 'POST' && uploadId === undefined) {
    const body = await jsonBody(request);
    const metadata = (body?.metadata ?? {}) as Record<string, unknown>;
    const input = {
      videoId,
      name: metadata.name ?? body?.filename,
      type: body?.type,
      size: metadata.size,
    };
    return makeStep(
      lessonCalls.createLessonUpload,
      input,
      (valid) => api.createLessonUpload(valid, signIn),
      (data) => ({
        key: data.key,
        uploadId: data.uploadId,
      }),
    );
  }
  if (uploadId === undefined) return refusal(404, consoleLessonMessages.media.uploadUnknown);

  if (method === 'GET' && last !== undefined) {
    const input = { videoId, uploadId, key, partNumber: last };
    return makeStep(
      lessonCalls.signLessonUploadPart,
      input,
      (valid) => api.signLessonUploadPart(valid, signIn),
      (data) => ({ url: data.url }),
    );
  }
  if (method === 'GET') {
    return makeStep(
      lessonCalls.listLessonUploadParts,
      { videoId, uploadId, key },
      (valid) => api.listLessonUploadParts(valid, signIn),
      (data) =>
        data.parts.map((part) => ({
          PartNumber: part.partNumber,
          ETag: part.etag,
          Size: part.size,
        })),
    );
  }
  if (method === 'POST' && last === 'complete') {
    const body = await jsonBody(request);
    const parts = Array.isArray(body?.parts) ? (body.parts as Record<string, unknown>[]) : null;
    const input = {
      videoId,
      uploadId,
      key,
      parts: parts?.map((part) => ({ partNumber: part?.PartNumber, etag: part?.ETag })),
    };
    const answer = await makeStep(
      lessonCalls.completeLessonUpload,
      input,
      (valid) => api.completeLessonUpload(valid, signIn),
      (data) => ({
        location: data.media,
        key: data.key,
      }),
    );
    if (answer.status === 200) {
      for (const tag of staleTagsOf(lessonCalls.completeLessonUpload, { videoId })) {
        revalidateTag(tag);
      }
    }
    return answer;
  }
  if (method === 'DELETE' && last === undefined) {
    return makeStep(
      lessonCalls.abortLessonUpload,
      { videoId, uploadId, key },
      (valid) => api.abortLessonUpload(valid, signIn),
      () => ({}),
    );
  }
  return refusal(404, consoleLessonMessages.media.uploadUnknown);
}

/**
 * One step: the input checked against the call's schema (the route is the trust boundary), the
 * call made with the operator's sign-in, its data shaped as Uppy reads it.
 */
async function makeStep<C extends CallDefinition, D>(
  call: C,
  raw: Record<string, unknown>,
  run: (input: ParsedRequestOf<C>) => Promise<{ message: string; data: D }>,
  shape: (data: D) => unknown,
): Promise<Response> {
  const parsed = call.request.safeParse(raw);
  if (!parsed.success) return refusal(422, firstIssueMessage(parsed.error));
  try {
    const result = await run(parsed.data as ParsedRequestOf<C>);
    return reply(200, result.message, shape(result.data));
  } catch (error) {
    if (error instanceof ApiError) return refusal(error.status, error.message);
    throw error;
  }
}

export const GET = handle;
export const POST = handle;
export const DELETE = handle;

export const dynamic = 'force-dynamic';
