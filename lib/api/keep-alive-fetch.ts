import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';

const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/**
 * `fetch` for the API hop over node:http with kept-alive connections: about a millisecond less per
 * call than the built-in fetch (undici), and outside Next's patched fetch, whose caching has
 * nothing to do for these no-store calls. Multipart bodies (a profile photo) go to the built-in
 * fetch, which encodes FormData.
 */
export const keepAliveFetch: typeof fetch = async (input, init = {}) => {
  if (init.body instanceof FormData) return fetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  const { transport, agent } = connectionFor(url);
  const headers = Object.fromEntries(new Headers(init.headers));
  const body = init.body == null ? undefined : String(init.body);
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const method = init.method ?? 'GET';

  return new Promise<Response>((resolve, reject) => {
    const request = transport.request(url, { method, headers, agent }, (response) => {
      const status = response.statusCode ?? 502;
      const answer = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        for (const item of Array.isArray(value) ? value : [value]) {
          if (item !== undefined) answer.append(name, item);
        }
      }
      const empty = method === 'HEAD' || status === 204 || status === 304;
      if (empty) response.resume();
      resolve(
        new Response(empty ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>), {
          status,
          headers: answer,
        }),
      );
    });
    request.on('error', reject);
    init.signal?.addEventListener('abort', () => request.destroy(init.signal?.reason), {
      once: true,
    });
    request.end(body);
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
  const url = new URL(target);
  const { transport, agent } = connectionFor(url);
  const headers = { ...init.headers };
  if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));

  return new Promise<JsonAnswer>((resolve, reject) => {
    const request = transport.request(url, { method: init.method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        let json: unknown = null;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // Not JSON: the caller answers that the service spoke in an unexpected form.
        }
        resolve({ status: response.statusCode ?? 502, json });
      });
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

function connectionFor(url: URL) {
  return url.protocol === 'https:'
    ? { transport: https, agent: agents['https:'] }
    : { transport: http, agent: agents['http:'] };
}
