import { loadPage } from '@/lib/browser/navigate';

import { SOMETHING_WENT_WRONG, type CallResult } from './call-result';
import type { CallDefinition, CallTable, DataOf, RequestOf } from './define-call';
import { BFF_PREFIX, type BrowserWay, type Endpoint } from './endpoint';
import type { Envelope } from './envelope';
import { codeForStatus, isErrorCode } from './error-codes';

/**
 * The browser's way to the API: `bff.<call>(input)` reaches the BFF at /api/<call path> with
 * the call's method and encoding; the BFF adds the sign-in from the httpOnly cookie. Client
 * components only; the token never passes through here. A component builds its client from its
 * domain's zod-free endpoints, typed by the domain's definitions (a type import, erased):
 * `const bff = bffFor<typeof commentCalls>(commentEndpoints)`.
 */

export { type CallResult };

type CallFunction<C extends CallDefinition> =
  // Calls without required fields (getProfile, the GET calls) may be made with no input.
  object extends RequestOf<C>
    ? (input?: RequestOf<C>) => Promise<CallResult<DataOf<C>>>
    : (input: RequestOf<C>) => Promise<CallResult<DataOf<C>>>;

type ClientOf<C extends CallTable, Way extends BrowserWay> = {
  [
    K in keyof C as C[K] extends CallDefinition & { via: Way } ? K : never
  ]: C[K] extends CallDefinition ? CallFunction<C[K]> : never;
};

/** The calls of a table the browser reaches through the students' BFF. */
export type BffClient<C extends CallTable> = ClientOf<C, 'bff'>;

/** A 403 clears the sign-in (the BFF already dropped the cookie) and goes home. */
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
 * status 200); never resolves on a 403, which ends the sign-in; rejects only when the network
 * fails.
 */
async function sendCall<T>(route: Endpoint, input: Input = {}): Promise<CallResult<T>> {
  const response = await fetch(...requestFor(route, input));
  const body: unknown = await response.json().catch(() => null);
  const envelope = isEnvelope(body) ? body : null;
  const status = typeof envelope?.status === 'number' ? envelope.status : response.status;
  // In the console a 403 is a role's refusal, said on the form; its layout handles ended sign-ins.
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

const clients = { bff: new WeakMap<object, object>(), console: new WeakMap<object, object>() };

/** One client per table of endpoints and way, built once: every component of a domain shares it. */
function clientFor(endpoints: object, way: 'bff' | 'console') {
  let client = clients[way].get(endpoints);
  if (!client) {
    client = Object.fromEntries(
      Object.entries(endpoints as Record<string, Endpoint>)
        .filter(([, route]) => route.via === way)
        .map(([name, route]) => [name, (input?: Input) => sendCall(route, input ?? {})]),
    );
    clients[way].set(endpoints, client);
  }
  return client;
}

/** The endpoints a client needs: those of the calls it makes (a table may hold more). */
export type EndpointsOf<Client> = { [K in keyof Client]: Endpoint };

/**
 * One function per browser call of a domain's endpoints: `await bff.saveComment({ ... })`. The
 * table is the domain's site endpoints, which hold every call the students' BFF serves.
 */
export const bffFor = <C extends CallTable>(endpoints: EndpointsOf<BffClient<C>>) =>
  clientFor(endpoints, 'bff') as unknown as BffClient<C>;

/**
 * The console's uploads of a domain's endpoints, at /console/api where the console's cookie
 * reaches: `await consoleBff.uploadSessionPicture({ ... })`.
 */
export const consoleBffFor = <C extends CallTable>(
  endpoints: EndpointsOf<ClientOf<C, 'console'>>,
) => clientFor(endpoints, 'console') as unknown as ClientOf<C, 'console'>;
