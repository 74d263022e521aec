import 'server-only';

import { calls, type CallName, type DataOf, type ParsedRequestOf } from '@/lib/platform/calls';
import type { services } from '@/lib/platform/services';
import { isStoredFileName } from '@/lib/storage/files';
import type {
  MediaAnswer,
  MediaRequest,
  MediaUpload,
  MediaUploadAnswer,
} from '@/lib/lessons/media';
import { consoleLessonMessages } from '@/lib/lessons/texts';
import type { PaperImageRequest } from '@/lib/practice/links';
import type { RecordingRequest } from '@/lib/practice/links';

import { createEmbeddedTransport } from './embedded-transport';
import { ApiError } from './api-error';
import { createHttpTransport } from './http-transport';
import type { Credentials, StoredFile, Transport } from './transport';

export type ApiResult<T> = { message: string; data: T };

let configured: Transport | undefined;

function transport(): Transport {
  configured ??= process.env.API_BASE_URL
    ? createHttpTransport({
        baseUrl: process.env.API_BASE_URL,
        appToken: process.env.API_APP_TOKEN ?? '',
      })
    : createEmbeddedTransport();
  return configured;
}

/** For tests: route every call through the given transport. */
export function setTransport(next: Transport | undefined) {
  configured = next;
}

/** An uploaded file (profile photo) by its stored name; null when the name is not one or is unknown. */
export async function fetchFile(name: string): Promise<StoredFile | null> {
  if (!isStoredFileName(name)) return null;
  const current = transport();
  return current.fetchFile ? current.fetchFile(name) : null;
}

/**
 * A hosted lesson file, or the byte range the request names, for the session's student: the
 * backend answers 403 unless they hold an active subscription. 404 when the API serves no media.
 */
export async function fetchLessonMedia(
  request: MediaRequest,
  credentials: Credentials,
): Promise<MediaAnswer> {
  const current = transport();
  if (!current.fetchMedia) return { status: 404, headers: {}, body: null };
  return current.fetchMedia(request, credentials);
}

/**
 * An oral case's recording, or the byte range the request names, for the student whose paper it
 * is. 404 when the API serves no recordings.
 */
export async function fetchRecording(
  request: RecordingRequest,
  credentials: Credentials,
): Promise<MediaAnswer> {
  const current = transport();
  if (!current.fetchRecording) return { status: 404, headers: {}, body: null };
  return current.fetchRecording(request, credentials);
}

/**
 * One of a paper's images, by its name in the paper, for the student whose paper it is (404 for
 * anyone else). 404 when the API serves no paper images.
 */
export async function fetchPaperImage(
  request: PaperImageRequest,
  credentials: Credentials,
): Promise<MediaAnswer> {
  const current = transport();
  if (!current.fetchPaperImage) return { status: 404, headers: {}, body: null };
  return current.fetchPaperImage(request, credentials);
}

/**
 * Streams a lesson file an operator uploads into the media store, for the console session in
 * `credentials`. 501 when the API is not this process's (an API behind API_BASE_URL).
 */
export async function uploadLessonMedia(
  upload: MediaUpload,
  credentials: Credentials,
): Promise<MediaUploadAnswer> {
  const current = transport();
  if (!current.uploadMedia) {
    return {
      status: 501,
      message: consoleLessonMessages.media.unavailable,
      data: null,
      code: 'not_implemented',
    };
  }
  return current.uploadMedia(upload, credentials);
}

/**
 * Makes one call with input a trust boundary (the BFF, a server action) parsed, or that server
 * code built to the call's parsed type; anything but success throws an ApiError with its code.
 */
export async function callApi<K extends CallName>(
  name: K,
  input: ParsedRequestOf<K>,
  credentials: Credentials = null,
): Promise<ApiResult<DataOf<K>>> {
  const envelope = await transport().send(
    name,
    calls[name],
    input as Record<string, unknown>,
    credentials,
  );
  if (envelope.status !== 200)
    throw new ApiError(envelope.status, envelope.message || 'Something went wrong', envelope.code);
  return { message: envelope.message, data: envelope.data as DataOf<K> };
}

// Mapped over the services table (homomorphic), so go-to-definition on `api.x` leads to the
// domain's handler and from there to its service.
type ApiFunctions = {
  [K in keyof typeof services]: (
    input: ParsedRequestOf<K>,
    credentials?: Credentials,
  ) => Promise<ApiResult<DataOf<K>>>;
};

/** One typed function per call: `api.listComments({ videoId, limit, offset }, session)`. */
export const api = Object.fromEntries(
  (Object.keys(calls) as CallName[]).map((name) => [
    name,
    (input: never, credentials?: Credentials) => callApi(name, input, credentials),
  ]),
) as unknown as ApiFunctions;
