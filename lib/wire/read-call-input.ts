import type { CallDefinition } from '@/lib/contract';

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
 * Reads a call's input from a browser request: query parameters for GET calls, otherwise a body
 * of exactly the encoding the contract names, capped at the call's limit while it streams so an
 * oversized body is refused before it is held in memory.
 */
export async function readCallInput(request: Request, call: CallDefinition): Promise<unknown> {
  if (call.encoding === 'query' || request.method === 'GET' || request.method === 'HEAD') {
    return Object.fromEntries(new URL(request.url).searchParams);
  }
  const encoding = call.encoding;
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  if (mediaType !== MEDIA_TYPES[encoding]) {
    throw new BodyRefused(415, bodyMessages.wrongType(MEDIA_TYPES[encoding]));
  }
  const bytes = await readCapped(request, call.maxBodyBytes);
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
export async function readCapped(request: Request, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > max) {
    throw new BodyRefused(413, bodyMessages.tooLarge);
  }
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => {});
        throw new BodyRefused(413, bodyMessages.tooLarge);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof BodyRefused) throw error;
    throw new BodyRefused(400, bodyMessages.unreadable);
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
