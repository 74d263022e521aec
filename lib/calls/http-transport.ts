import type { CallDefinition } from './define-call';
import { envelopeSchema, type Envelope } from './envelope';
import { codeForStatus, isErrorCode, type ErrorCode } from './error-codes';
import { keepAliveFetch, requestJson, type JsonAnswer } from './keep-alive-fetch';
import { addressOf, STREAM_HEADERS, type StreamAnswer } from './stream';
import { wireStudentId, wireToken, type Credentials, type Transport } from './transport';

export type HttpTransportOptions = {
  baseUrl: string;
  /** The static app token every request carries in the `Token` header. */
  appToken: string;
  /**
   * The code of a refusal the API sent without one (the original API sends none): by default
   * what its status says; the platform tells its known messages apart
   * (lib/platform/original-api-codes.ts).
   */
  codeOfRefusal?: (refusal: { status: number; message: string }) => ErrorCode;
};

/**
 * Speaks the original API's wire protocol to an API host: HTTP 200 with body status 200 is
 * success. The answer crosses a process here, so its data is checked against the call's schema,
 * and a refusal without a code gets one (`codeOfRefusal`).
 */
export function createHttpTransport({
  baseUrl,
  appToken,
  codeOfRefusal = ({ status }) => codeForStatus(status),
}: HttpTransportOptions): Transport {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async stream(_name, call, input, request, credentials) {
      const headers: Record<string, string> = {
        Token: appToken,
        'x-token': wireToken(credentials) ?? 'null',
      };
      if (request.range) headers.Range = request.range;
      if (request.ifRange) headers['If-Range'] = request.ifRange;
      // A refusal here is the file's (not subscribed, not theirs), never a session's end.
      return streamBytes(`/${addressOf(call.path, input)}`, headers, request.head);
    },
    async receive(_name, call, input, body, credentials) {
      const headers: Record<string, string> = {
        Token: appToken,
        'x-token': wireToken(credentials) ?? 'null',
        Accept: 'application/json',
        'Content-Type': 'application/octet-stream',
      };
      let response: Response;
      try {
        // Node's own fetch, which sends a body as it streams (keepAliveFetch sends text).
        response = await fetch(`${base}/${addressOf(call.path, input)}`, {
          method: call.method,
          headers,
          body: body.stream,
          duplex: 'half',
          cache: 'no-store',
        } as RequestInit);
      } catch {
        return { status: 503, message: UNAVAILABLE, data: null };
      }
      const envelope = envelopeOf({
        status: response.status,
        json: await response.json().catch(() => null),
      });
      return envelope.status === 200
        ? envelope
        : { ...envelope, code: envelope.code ?? codeOfRefusal(envelope) };
    },
    async send(name, call, input, credentials) {
      const envelope = await exchange(call, input, credentials);
      if (envelope.status !== 200) {
        return { ...envelope, code: envelope.code ?? codeOfRefusal(envelope) };
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
  ): Promise<StreamAnswer> {
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
    for (const name of STREAM_HEADERS) {
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
      return { status: 503, message: UNAVAILABLE, data: null };
    }
    return envelopeOf(answer);
  }
}

const UNAVAILABLE = 'The service is unavailable. Please try again later.';

/** An API's answer as an envelope: a 403 ends the session, anything unreadable is a 502. */
function envelopeOf(answer: JsonAnswer): Envelope<unknown> {
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

function fileName(field: string, blob: Blob): string {
  const named = (blob as File).name;
  if (named) return named;
  return field === 'profile' ? 'profile.jpg' : field;
}
