import { envelopeSchema, type Envelope } from '@/lib/calls/envelope';
import type { MediaAnswer } from '@/lib/lessons/media';
import { contentTypeOf } from '@/lib/storage/files';

import { codeFromOriginalApi } from './original-api-codes';

import { keepAliveFetch, requestJson, type JsonAnswer } from './keep-alive-fetch';
import type { CallDefinition } from './define-call';
import { isErrorCode } from './error-codes';
import { wireStudentId, wireToken, type Credentials, type Transport } from './transport';

/** The headers of a streamed file (a hosted lesson file, a recording) passed on to the browser. */
const MEDIA_HEADERS = [
  'content-type',
  'content-disposition',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
];

export type HttpTransportOptions = {
  baseUrl: string;
  /** The static app token every request carries in the `Token` header. */
  appToken: string;
};

/**
 * Speaks the original API's wire protocol to an API host: HTTP 200 with body status 200 is
 * success. The answer crosses a process here, so its data is checked against the call's schema,
 * and a refusal without a code gets one from its message (lib/calls/original-api-codes.ts).
 */
export function createHttpTransport({ baseUrl, appToken }: HttpTransportOptions): Transport {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async fetchFile(name) {
      let response: Response;
      try {
        response = await keepAliveFetch(`${base}/files/${encodeURIComponent(name)}`, {
          headers: { Token: appToken },
          cache: 'no-store',
        });
      } catch {
        return null;
      }
      if (!response.ok) return null;
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: contentTypeOf(name),
      };
    },
    async fetchMedia(request, credentials) {
      const headers: Record<string, string> = {
        Token: appToken,
        'x-token': wireToken(credentials) ?? 'null',
      };
      if (request.range) headers.Range = request.range;
      if (request.ifRange) headers['If-Range'] = request.ifRange;
      // A 403 here is "not subscribed", not a session end.
      return streamBytes(`/media/${encodeURIComponent(request.name)}`, headers, request.head);
    },
    async fetchRecording(request, credentials) {
      const headers: Record<string, string> = {
        Token: appToken,
        'x-token': wireToken(credentials) ?? 'null',
      };
      if (request.range) headers.Range = request.range;
      const query = `paper=${request.paperId}&position=${request.position}`;
      return streamBytes(`/practice/recording?${query}`, headers, request.head);
    },
    async fetchPaperImage(request, credentials) {
      const headers = { Token: appToken, 'x-token': wireToken(credentials) ?? 'null' };
      const { paperId, name } = request;
      return streamBytes(`/practice/paper/${paperId}/image/${name}`, headers, false);
    },
    async send(name, call, input, credentials) {
      const envelope = await exchange(call, input, credentials);
      if (envelope.status !== 200) {
        return { ...envelope, code: envelope.code ?? codeFromOriginalApi(envelope) };
      }
      const data = call.data.safeParse(envelope.data);
      if (data.success) return { ...envelope, data: data.data };
      console.error(
        `The answer to ${call.path} (${name}) does not match its schema`,
        data.error.issues,
      );
      return {
        status: 502,
        message: 'The service answered in an unexpected form.',
        data: null,
        code: 'bad_gateway',
      };
    },
  };

  /** A file the API streams; only what describes the bytes passes on to the browser. */
  async function streamBytes(
    path: string,
    headers: Record<string, string>,
    head: boolean,
  ): Promise<MediaAnswer> {
    let response: Response;
    try {
      response = await keepAliveFetch(`${base}${path}`, {
        method: head ? 'HEAD' : 'GET',
        headers,
        cache: 'no-store',
      });
    } catch {
      return { status: 503, headers: {}, body: null };
    }
    const passed: Record<string, string> = {};
    for (const name of MEDIA_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) passed[name] = value;
    }
    return { status: response.status, headers: passed, body: response.body };
  }

  async function exchange(
    call: CallDefinition,
    input: Record<string, unknown>,
    credentials: Credentials,
  ): Promise<Envelope<unknown>> {
    const payload: Record<string, unknown> = { ...input };
    const studentId = wireStudentId(credentials);
    if (call.sendsStudentId && studentId !== null) payload.studentId = studentId;

    const headers: Record<string, string> = {
      Token: appToken,
      'x-token': wireToken(credentials) ?? 'null',
      Accept: 'application/json',
    };
    let url = `${base}/${call.path}`;
    let answer: JsonAnswer;
    try {
      if (call.encoding === 'query') {
        const query = new URLSearchParams();
        for (const [key, value] of Object.entries(payload)) {
          if (value !== undefined && value !== null) query.set(key, String(value));
        }
        if ([...query].length) url += `?${query}`;
        answer = await requestJson(url, { method: call.method, headers });
      } else if (call.encoding === 'multipart') {
        const form = new FormData();
        for (const [key, value] of Object.entries(payload)) {
          if (value === undefined || value === null) continue;
          if (value instanceof Blob) form.append(key, value, fileName(key, value));
          else form.append(key, String(value));
        }
        const response = await keepAliveFetch(url, {
          method: call.method,
          headers,
          body: form,
          cache: 'no-store',
        });
        answer = { status: response.status, json: await response.json().catch(() => null) };
      } else {
        headers['Content-Type'] = 'application/json';
        answer = await requestJson(url, {
          method: call.method,
          headers,
          body: JSON.stringify(payload),
        });
      }
    } catch {
      return {
        status: 503,
        message: 'The service is unavailable. Please try again later.',
        data: null,
      };
    }
    const parsed = envelopeSchema.safeParse(answer.json);
    if (answer.status === 403 || (parsed.success && parsed.data.status === 403)) {
      return {
        status: 403,
        message: parsed.success ? parsed.data.message : 'Session ended',
        data: null,
      };
    }
    if (!parsed.success) {
      return { status: 502, message: 'The service answered in an unexpected form.', data: null };
    }
    const ok = answer.status >= 200 && answer.status < 300;
    const status = ok ? parsed.data.status : answer.status;
    return {
      status,
      message: parsed.data.message,
      data: parsed.data.data ?? null,
      code: isErrorCode(parsed.data.code) ? parsed.data.code : undefined,
    };
  }
}

function fileName(field: string, blob: Blob): string {
  const named = (blob as File).name;
  if (named) return named;
  return field === 'profile' ? 'profile.jpg' : field;
}
