import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pipeline, Readable } from 'node:stream';

import { logError } from '@/lib/log';

import type { Backend } from './backend';
import { findCall, findStreamingCall } from './call-table';
import { firstIssueMessage, type CallDefinition, type HttpMethod } from './define-call';
import type { Envelope } from './envelope';
import { BodyRefused, readCallInput } from './read-call-input';
import { streamNotFound, type StreamAnswer } from './stream';
import { databaseAnswers } from '../db/health';

const METHODS = new Set<string>(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

export type ApiServerOptions = {
  /** When set, requests must carry it in the `Token` header (the static app token). */
  appToken?: string;
};

/** Serves the backend over HTTP with the original API's wire protocol. */
export function createApiServer(backend: Backend, options: ApiServerOptions = {}): Server {
  return createServer((req, res) => {
    handleRequest(backend, options, req, res).catch((error) => {
      logError('API server error', error, { method: req.method, path: req.url?.split('?')[0] });
      send(res, { status: 500, message: 'Something went wrong', data: null });
    });
  });
}

async function handleRequest(
  backend: Backend,
  options: ApiServerOptions,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const url = new URL(req.url ?? '/', 'http://api.local');
  const method = (req.method ?? 'GET').toUpperCase();
  if (!METHODS.has(method))
    return send(res, { status: 405, message: 'Method not allowed', data: null });

  if (url.pathname === '/health' && method === 'GET') {
    const ok = await databaseAnswers(backend.deps.db);
    return send(res, { status: ok ? 200 : 503, message: ok ? 'ok' : 'unavailable', data: null });
  }

  // Calls whose bytes stream (a file answered, a lesson file received): their inputs are in the
  // address, and the bytes pass through as they come.
  const streaming = findStreamingCall(backend.calls, url.pathname, method, url.searchParams);
  if (streaming) {
    if (options.appToken && req.headers.token !== options.appToken) {
      return send(res, { status: 401, message: 'Unknown application', data: null });
    }
    const token = headerValue(req.headers['x-token']);
    const parsed = streaming.call.request.safeParse(streaming.input);
    if (streaming.kind === 'stream') {
      if (!parsed.success) return sendStream(res, streamNotFound(method === 'HEAD'));
      const answer = await backend.stream(streaming.name, token, parsed.data, {
        range: headerValue(req.headers.range),
        ifRange: headerValue(req.headers['if-range']),
        head: method === 'HEAD',
      });
      return sendStream(res, answer);
    }
    if (!parsed.success) {
      req.resume();
      return send(res, { status: 422, message: firstIssueMessage(parsed.error), data: null });
    }
    const length = headerValue(req.headers['content-length']);
    return send(
      res,
      await backend.receive(streaming.name, token, parsed.data, {
        stream: Readable.toWeb(req) as ReadableStream<Uint8Array>,
        declaredBytes: length !== null && /^\d{1,16}$/.test(length) ? Number(length) : null,
      }),
    );
  }

  const found = findCall(backend.calls, url.pathname, method as HttpMethod);
  if (!found) return send(res, { status: 404, message: 'No such call', data: null });

  if (options.appToken && req.headers.token !== options.appToken) {
    return send(res, { status: 401, message: 'Unknown application', data: null });
  }
  let input: unknown;
  try {
    input = await readInput(req, url, method, found.call);
  } catch (error) {
    if (!(error instanceof BodyRefused)) throw error;
    return send(res, { status: error.status, message: error.message, data: null });
  }
  const token = headerValue(req.headers['x-token']);
  send(
    res,
    await backend.handle(found.name, { token: token && token !== 'null' ? token : null, input }),
  );
}

/** The same reading rules as the BFF: the call's encoding only, capped while it streams. */
function readInput(req: IncomingMessage, url: URL, method: string, call: CallDefinition) {
  const hasBody = method !== 'GET' && method !== 'HEAD';
  let body: ReadableStream<Uint8Array> | null = null;
  return readCallInput(
    {
      method,
      searchParams: url.searchParams,
      contentType: headerValue(req.headers['content-type']),
      contentLength: headerValue(req.headers['content-length']),
      // Wrapped only when read: a wrapped body starts flowing, and one never read would then not
      // be drained by Node once the answer is sent.
      get body() {
        if (hasBody) body ??= Readable.toWeb(req) as ReadableStream<Uint8Array>;
        return body;
      },
    },
    call,
  );
}

function headerValue(value: string | string[] | undefined): string | null {
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

/** A streamed answer as it came from the backend: its status, its headers, its bytes. */
function sendStream(res: ServerResponse, answer: StreamAnswer) {
  res.writeHead(answer.status, answer.headers);
  if (!answer.body) return res.end();
  // pipeline, not pipe: when the caller goes away the answer's stream is cancelled too, so a
  // file's handle or a live stream's listener does not outlive the request.
  pipeline(Readable.fromWeb(answer.body as never), res, () => {});
}

function send(res: ServerResponse, envelope: Envelope<unknown>) {
  const body = JSON.stringify(envelope);
  res.writeHead(envelope.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}
