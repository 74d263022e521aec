import { getBackend, type Backend } from '@/lib/calls/embedded-backend';
import { openLessonMedia } from '@/lib/lessons/lesson-media';
import { contentTypeOf } from '@/lib/storage/files';

import { wireToken, type Transport } from './transport';

/** Calls the embedded backend in this process: no socket, same contract. */
export function createEmbeddedTransport(backend: () => Promise<Backend> = getBackend): Transport {
  return {
    async fetchFile(name) {
      const bytes = await (await backend()).deps.storage.get(name);
      return bytes ? { bytes, contentType: contentTypeOf(name) } : null;
    },
    async fetchMedia(request, credentials) {
      return openLessonMedia((await backend()).deps, wireToken(credentials), request);
    },
    async send(name, _call, input, credentials) {
      return (await backend()).handle(name, { token: wireToken(credentials), input });
    },
  };
}
