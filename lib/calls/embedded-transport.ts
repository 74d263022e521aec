import { getBackend, type Backend } from '@/lib/platform/backend';
import { openLessonMedia } from '@/lib/lessons/lesson-media';
import { receiveLessonMedia } from '@/lib/lessons/lesson-media-upload';
import { openPaperImage } from '@/lib/practice/paper-images';
import { openRecording } from '@/lib/practice/recordings';
import { contentTypeOf } from '@/lib/storage/files';

import { wireToken, type Transport } from './transport';

/**
 * Calls the embedded backend in this process: no socket, and the input the boundary parsed goes
 * to the service as it is.
 */
export function createEmbeddedTransport(backend: () => Promise<Backend> = getBackend): Transport {
  return {
    async fetchFile(name) {
      const bytes = await (await backend()).deps.storage.get(name);
      return bytes ? { bytes, contentType: contentTypeOf(name) } : null;
    },
    async fetchMedia(request, credentials) {
      return openLessonMedia((await backend()).deps, wireToken(credentials), request);
    },
    async fetchRecording(request, credentials) {
      return openRecording((await backend()).deps, wireToken(credentials), request);
    },
    async fetchPaperImage(request, credentials) {
      return openPaperImage((await backend()).deps, wireToken(credentials), request);
    },
    async uploadMedia(upload, credentials) {
      return receiveLessonMedia((await backend()).deps, wireToken(credentials), upload);
    },
    async send(name, _call, input, credentials) {
      return (await backend()).invoke(name, wireToken(credentials), input as never);
    },
  };
}
