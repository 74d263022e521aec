import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';

const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

type Exchange = {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal | null;
};

/** One request over the kept-alive connections; `read` turns the answer into what the caller wants. */
function exchange<T>(
  url: URL,
  { method, headers, body, signal }: Exchange,
  read: (response: IncomingMessage) => T | Promise<T>,
): Promise<T> {
  const secure = url.protocol === 'https:';
  const sent = { ...headers };
  if (body !== undefined) sent['content-length'] = String(Buffer.byteLength(body));
  return new Promise<T>((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      { method, headers: sent, agent: agents[secure ? 'https:' : 'http:'] },
      (response) => {
        try {
          resolve(read(response));
        } catch (error) {
          reject(error);
        }
      },
    );
    request.on('error', reject);
    signal?.addEventListener('abort', () => request.destroy(signal.reason), { once: true });
    request.end(body);
  });
}

/**
 * `fetch` for the API hop over node:http with kept-alive connections: about a millisecond less per
 * call than the built-in fetch (undici), and outside Next's patched fetch, whose caching has
 * nothing to do for these no-store calls. Multipart bodies (a profile photo) go to the built-in
 * fetch, which encodes FormData.
 */
export const keepAliveFetch: typeof fetch = async (input, init = {}) => {
  if (init.body instanceof FormData) return fetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  const method = init.method ?? 'GET';
  const request = {
    method,
    headers: Object.fromEntries(new Headers(init.headers)),
    body: init.body == null ? undefined : String(init.body),
    signal: init.signal,
  };
  return exchange(url, request, (response) => {
    const status = response.statusCode ?? 502;
    const answer = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined) answer.append(name, item);
      }
    }
    const empty = method === 'HEAD' || status === 204 || status === 304;
    if (empty) response.resume();
    return new Response(empty ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>), {
      status,
      headers: answer,
    });
  });
};

export type JsonAnswer = { status: number; json: unknown };

/**
 * A request whose answer is JSON, over the same kept-alive connections, with the answer read
 * straight off the socket: wrapping it in a web `Response` and reading that through a web stream
 * cost a call about a quarter of a millisecond. `json` is null when the answer is not JSON.
 */
export function requestJson(
  target: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<JsonAnswer> {
  return exchange(new URL(target), init, async (response) => {
    const body = await text(response);
    let json: unknown = null;
    try {
      json = JSON.parse(body);
    } catch {
      // Not JSON: the caller answers that the service spoke in an unexpected form.
    }
    return { status: response.statusCode ?? 502, json };
  });
}
