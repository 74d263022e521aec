import { z } from 'zod';

import { defineStream } from '../calls/define-call';
import { endpoint } from '../calls/endpoint';
import type { Handlers, StreamService } from '../calls/service';
import { streamNotFound } from '../calls/stream';
import { contentTypeOf, isStoredFileName } from './files';

/*
 * The stored pictures (profile photos, covers, films, session pictures) as a call of their own:
 * every domain stores them, and the file route (/api/files/<name>) streams them to anyone, by a
 * name the server chose. Recordings and anything else in the store are not pictures' names, so
 * this call never serves them.
 */

export const storageEndpoints = {
  storedFile: endpoint({ path: 'files/{name}', method: 'GET', access: 'public', via: 'route' }),
};

export const storageCalls = {
  storedFile: defineStream(storageEndpoints.storedFile, {
    request: z.object({ name: z.string().max(200) }),
  }),
};

/** A stored picture by its name; 404 for a name that is not a picture's or names nothing. */
const storedFile: StreamService<typeof storageCalls.storedFile> = async (
  deps,
  _actor,
  { name },
) => {
  const bytes = isStoredFileName(name) ? await deps.storage.get(name) : null;
  if (!bytes) return streamNotFound();
  return {
    status: 200,
    headers: { 'content-type': contentTypeOf(name), 'content-length': String(bytes.byteLength) },
    body: new Response(bytes as BodyInit).body as ReadableStream<Uint8Array>,
  };
};

export const storageHandlers = { storedFile } satisfies Handlers<typeof storageCalls>;
