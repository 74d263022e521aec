import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

import { findCall, type Envelope, type HttpMethod } from '@/lib/contract';
import { MAX_IMAGE_BYTES } from '@/lib/contract/fields';
import { contentTypeOf } from '@/lib/contract/files';

import type { Backend } from '../backend';

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 1024 * 1024;

export type ApiServerOptions = {
  /** When set, requests must carry it in the `Token` header (the static app token). */
  appToken?: string;
};

/** Serves the backend over HTTP with the seeds' wire protocol (spec 000 §7). */
export function createApiServer(backend: Backend, options: ApiServerOptions = {}): Server {
  return createServer((req, res) => {
    handleRequest(backend, options, req, res).catch((error) => {
      console.error('API server error', error);
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

  const file = /^\/files\/([^/]+)$/.exec(url.pathname);
  if (file && method === 'GET') {
    if (options.appToken && req.headers.token !== options.appToken) {
      return send(res, { status: 401, message: 'Unknown application', data: null });
    }
    return sendFile(backend, decodeURIComponent(file[1]), res);
  }

  const found = findCall(url.pathname, method as HttpMethod);
  if (!found) return send(res, { status: 404, message: 'No such call', data: null });

  if (options.appToken && req.headers.token !== options.appToken) {
    return send(res, { status: 401, message: 'Unknown application', data: null });
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES)
    return send(res, { status: 413, message: 'Request too large', data: null });

  let input: unknown;
  try {
    input = await readInput(req, url, method);
  } catch {
    return send(res, { status: 400, message: 'The request body could not be read', data: null });
  }
  const token = headerValue(req.headers['x-token']);
  send(
    res,
    await backend.handle(found.name, { token: token && token !== 'null' ? token : null, input }),
  );
}

async function readInput(req: IncomingMessage, url: URL, method: string): Promise<unknown> {
  if (method === 'GET') return Object.fromEntries(url.searchParams);
  const contentType = req.headers['content-type'] ?? '';
  const request = new Request(url, {
    method,
    headers: contentType ? { 'content-type': contentType } : {},
    body: Readable.toWeb(limit(req)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  if (contentType.startsWith('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries(form.entries());
  }
  const text = await request.text();
  return text ? JSON.parse(text) : {};
}

function limit(req: IncomingMessage): Readable {
  let seen = 0;
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > MAX_BODY_BYTES) req.destroy(new Error('Request too large'));
  });
  return req;
}

function headerValue(value: string | string[] | undefined): string | null {
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

/** Uploaded files (profile photos) at /files/<name>, as the gateway's http transport reads them. */
async function sendFile(backend: Backend, name: string, res: ServerResponse) {
  const bytes = await backend.deps.storage.get(name);
  if (!bytes) return send(res, { status: 404, message: 'No such file', data: null });
  res.writeHead(200, {
    'content-type': contentTypeOf(name),
    'content-length': bytes.byteLength,
    'x-content-type-options': 'nosniff',
  });
  res.end(bytes);
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
