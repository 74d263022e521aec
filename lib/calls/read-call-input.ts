import type { CallDefinition } from './define-call';
import { dropBody, readUpTo } from './request-body';

/*
 * Reading a call's input off the wire, shared by the BFF and the API server so both refuse the
 * same bodies the same way.
 */

/** Why a body could not be read: the status and message the BFF answers with. */
export class BodyRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'BodyRefused';
  }
}

export const bodyMessages = {
  tooLarge: 'Request too large',
  unreadable: 'The request could not be read',
  notAnObject: 'The request body must be a JSON object',
  wrongType: (expected: string) => `Send this request as ${expected}`,
} as const;

const MEDIA_TYPES = { json: 'application/json', multipart: 'multipart/form-data' } as const;

/**
 * A request as far as reading a call's input needs it: the BFF's web `Request`, or the API
 * server's `IncomingMessage` with its body as a web stream, without wrapping either in the other.
 */
export type WireRequest = {
  method: string;
  searchParams: URLSearchParams;
  contentType: string | null;
  contentLength: string | null;
  body: ReadableStream<Uint8Array> | null;
};

/** A browser's web `Request` as a wire request. */
export function wireRequestOf(request: Request): WireRequest {
  return {
    method: request.method,
    searchParams: new URL(request.url).searchParams,
    contentType: request.headers.get('content-type'),
    contentLength: request.headers.get('content-length'),
    body: request.body,
  };
}

/**
 * Reads a call's input: query parameters for GET calls, otherwise a body of exactly the encoding
 * the call names, capped at the call's limit while it streams so an oversized body is refused
 * before it is held in memory.
 */
export async function readCallInput(wire: WireRequest, call: CallDefinition): Promise<unknown> {
  if (call.encoding === 'query' || wire.method === 'GET' || wire.method === 'HEAD') {
    return Object.fromEntries(wire.searchParams);
  }
  const encoding = call.encoding;
  const contentType = wire.contentType ?? '';
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  if (mediaType !== MEDIA_TYPES[encoding]) {
    throw new BodyRefused(415, bodyMessages.wrongType(MEDIA_TYPES[encoding]));
  }
  const bytes = await readCapped(wire, call.maxBodyBytes);
  if (encoding === 'multipart') {
    try {
      const form = await new Response(bytes, {
        headers: { 'content-type': contentType },
      }).formData();
      return Object.fromEntries(form.entries());
    } catch {
      throw new BodyRefused(400, bodyMessages.unreadable);
    }
  }
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyRefused(400, bodyMessages.unreadable);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BodyRefused(400, bodyMessages.notAnObject);
  }
  return value;
}

/** The body's bytes, or 413 as soon as the declared or streamed length passes `max`. */
export async function readCapped(wire: WireRequest, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(wire.contentLength ?? NaN);
  if (Number.isFinite(declared) && declared > max) {
    await dropBody(wire.body);
    throw new BodyRefused(413, bodyMessages.tooLarge);
  }
  if (!wire.body) return new Uint8Array(new ArrayBuffer(0));
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readUpTo(wire.body, max);
  } catch {
    throw new BodyRefused(400, bodyMessages.unreadable);
  }
  if (!bytes) throw new BodyRefused(413, bodyMessages.tooLarge);
  return bytes;
}
