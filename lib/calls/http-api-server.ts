import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

import { BodyRefused, readCallInput } from '@/lib/calls/read-call-input';
import {
  findCall,
  type CallDefinition,
  type Envelope,
  type HttpMethod,
} from '@/lib/platform/calls';
import { contentTypeOf, isStoredFileName } from '@/lib/storage/files';
import { logError } from '@/lib/log';

import type { Backend } from './backend';
import { databaseAnswers } from '../db/health';
import { openLessonMedia } from '../lessons/lesson-media';
import { openPaperImage } from '../practice/paper-images';
import { openRecording } from '../practice/recordings';

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

  const file = /^\/files\/([^/]+)$/.exec(url.pathname);
  if (file && method === 'GET') {
    if (options.appToken && req.headers.token !== options.appToken) {
      return send(res, { status: 401, message: 'Unknown application', data: null });
    }
    return sendFile(backend, decodeURIComponent(file[1]), res);
  }

  const media = /^\/media\/([^/]+)$/.exec(url.pathname);
  if (media && (method === 'GET' || method === 'HEAD')) {
    if (options.appToken && req.headers.token !== options.appToken) {
      return send(res, { status: 401, message: 'Unknown application', data: null });
    }
    return sendMedia(backend, decodeURIComponent(media[1]), req, res);
  }

  if (url.pathname === '/practice/recording' && (method === 'GET' || method === 'HEAD')) {
    if (options.appToken && req.headers.token !== options.appToken) {
      return send(res, { status: 401, message: 'Unknown application', data: null });
    }
    return sendRecording(backend, url.searchParams, req, res);
  }

  const paperImage = /^\/practice\/paper\/(\d{1,9})\/image\/([^/]+)$/.exec(url.pathname);
  if (paperImage && method === 'GET') {
    if (options.appToken && req.headers.token !== options.appToken) {
      return send(res, { status: 401, message: 'Unknown application', data: null });
    }
    return sendPaperImage(backend, Number(paperImage[1]), paperImage[2]!, req, res);
  }

  const found = findCall(url.pathname, method as HttpMethod);
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
  return readCallInput(
    {
      method,
      searchParams: url.searchParams,
      contentType: headerValue(req.headers['content-type']),
      contentLength: headerValue(req.headers['content-length']),
      body: hasBody ? req : null,
    },
    call,
  );
}

function headerValue(value: string | string[] | undefined): string | null {
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

/** Uploaded files (profile photos) at /files/<name>, as the gateway's http transport reads them. */
async function sendFile(backend: Backend, name: string, res: ServerResponse) {
  // Pictures only: recordings and anything else in the store are served by their own routes.
  const bytes = isStoredFileName(name) ? await backend.deps.storage.get(name) : null;
  if (!bytes) return send(res, { status: 404, message: 'No such file', data: null });
  res.writeHead(200, {
    'content-type': contentTypeOf(name),
    'content-length': bytes.byteLength,
    'x-content-type-options': 'nosniff',
  });
  res.end(bytes);
}

/** Hosted lesson files at /media/<name>, in byte ranges, for the holder of a subscribed x-token. */
async function sendMedia(
  backend: Backend,
  name: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const token = headerValue(req.headers['x-token']);
  const answer = await openLessonMedia(backend.deps, token, {
    name,
    range: headerValue(req.headers.range),
    ifRange: headerValue(req.headers['if-range']),
    head: req.method === 'HEAD',
  });
  res.writeHead(answer.status, answer.headers);
  if (!answer.body) return res.end();
  Readable.fromWeb(answer.body as never).pipe(res);
}

/** An oral case's recording at /practice/recording?paper=&position=, for its owner's x-token. */
async function sendRecording(
  backend: Backend,
  query: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const number = (name: string) => {
    const value = query.get(name);
    return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
  };
  const paperId = number('paper');
  const position = number('position');
  if (paperId === null || position === null) {
    return send(res, { status: 404, message: 'No such recording', data: null });
  }
  const answer = await openRecording(backend.deps, headerValue(req.headers['x-token']), {
    paperId,
    position,
    range: headerValue(req.headers.range),
    head: req.method === 'HEAD',
  });
  res.writeHead(answer.status, answer.headers);
  if (!answer.body) return res.end();
  Readable.fromWeb(answer.body as never).pipe(res);
}

/** A paper's image at /practice/paper/<id>/image/<name>, for its owner's x-token. */
async function sendPaperImage(
  backend: Backend,
  paperId: number,
  name: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const answer = await openPaperImage(backend.deps, headerValue(req.headers['x-token']), {
    paperId,
    name,
  });
  res.writeHead(answer.status, answer.headers);
  if (!answer.body) return res.end();
  Readable.fromWeb(answer.body as never).pipe(res);
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
