import { loadPage } from '@/lib/browser/navigate';
import type { DataOf, Envelope, RequestOf } from '@/lib/platform/calls';

import { SOMETHING_WENT_WRONG, type CallResult } from './call-result';
import { BFF_PREFIX, type Endpoint } from './endpoint';
import { codeForStatus, isErrorCode } from './error-codes';
import {
  browserEndpoints,
  consoleBffEndpoints,
  type BrowserCall,
  type ConsoleCall,
} from '../platform/endpoints';

/**
 * The browser's way to the API: `bff.<call>(input)` reaches the BFF at /api/<call path> with
 * the call's method and encoding; the BFF adds the session from the httpOnly cookie. Client
 * components only; the token never passes through here.
 */

export { type CallResult };

type CallFunction<K extends BrowserCall | ConsoleCall> =
  // Calls without required fields (getProfile, the GET calls) may be made with no input.
  object extends RequestOf<K>
    ? (input?: RequestOf<K>) => Promise<CallResult<DataOf<K>>>
    : (input: RequestOf<K>) => Promise<CallResult<DataOf<K>>>;

// Mapped over the endpoints themselves, so go-to-definition on `bff.x` lands on its endpoint.
export type BffClient = { [K in keyof typeof browserEndpoints]: CallFunction<K> };
type ConsoleBffClient = { [K in keyof typeof consoleBffEndpoints]: CallFunction<K> };

/** A 403 clears the session (the BFF already dropped the cookie) and goes home. */
function endSessionSilently(): Promise<never> {
  loadPage('/');
  // The page is going away; leave the caller's busy state as it is until it does.
  return new Promise<never>(() => {});
}

type Input = Record<string, unknown>;

function queryString(input: Input): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

function formData(input: Input): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, String(value ?? ''));
  }
  return form;
}

function requestFor(route: Endpoint, input: Input): [string, RequestInit] {
  const url = `${route.via === 'console' ? BFF_PREFIX.console : BFF_PREFIX.bff}${route.path}`;
  const init: RequestInit = {
    method: route.method,
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    cache: 'no-store',
  };
  if (route.encoding === 'query' || route.method === 'GET') return [url + queryString(input), init];
  if (route.encoding === 'multipart') return [url, { ...init, body: formData(input) }];
  return [
    url,
    {
      ...init,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(input),
    },
  ];
}

function isEnvelope(value: unknown): value is Partial<Envelope<unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Sends one call as its route says. Resolves with the envelope for any answer (success is
 * status 200); never resolves on a 403, which ends the session; rejects only when the network
 * fails.
 */
async function sendCall<T>(route: Endpoint, input: Input = {}): Promise<CallResult<T>> {
  const response = await fetch(...requestFor(route, input));
  const body: unknown = await response.json().catch(() => null);
  const envelope = isEnvelope(body) ? body : null;
  const status = typeof envelope?.status === 'number' ? envelope.status : response.status;
  // In the console a 403 is a role's refusal, said on the form; its layout handles ended sessions.
  if ((response.status === 403 || status === 403) && route.via !== 'console') {
    return endSessionSilently();
  }
  if (!envelope) {
    // Not the BFF's answer (a proxy's error page, say): never a success.
    const refusedWith = response.ok ? 502 : response.status;
    return {
      status: refusedWith,
      message: SOMETHING_WENT_WRONG,
      data: null,
      code: codeForStatus(refusedWith),
    };
  }
  const answered = response.ok ? status : response.status;
  return {
    status: answered,
    message: typeof envelope.message === 'string' ? envelope.message : '',
    data: (envelope.data ?? null) as T | null,
    ...(answered === 200
      ? {}
      : { code: isErrorCode(envelope.code) ? envelope.code : codeForStatus(answered) }),
  };
}

/** The console's uploads: `await consoleBff.uploadSessionPicture({ ... })` (its own cookie). */
export const consoleBff = Object.fromEntries(
  Object.entries(consoleBffEndpoints).map(([name, route]) => [
    name,
    (input?: Input) => sendCall(route, input ?? {}),
  ]),
) as unknown as ConsoleBffClient;

/** One function per browser call of the call definitions: `await bff.saveComment({ ... })`. */
export const bff = Object.fromEntries(
  Object.entries(browserEndpoints).map(([name, route]) => [
    name,
    (input?: Input) => sendCall(route, input ?? {}),
  ]),
) as unknown as BffClient;
