import type { MediaStore, ObjectStorage } from '../calls/deps';
import { isLessonMediaName, lessonMediaType } from './media';

/*
 * Lesson originals in the storage interface (docs/storage.md): the console's uploads live under
 * `lesson-originals/<name>` on local disk or in the S3 bucket alike, so any instance reads what
 * another stored. Files from before (LESSON_UPLOAD_DIR) and the committed demo files stay readable
 * from their folders.
 */

/** The storage folder of lesson originals. */
const ORIGINALS_FOLDER = 'lesson-originals';

/** A lesson original's storage key, from the name the lesson's `path` holds. */
export const originalKeyOf = (name: string) => `${ORIGINALS_FOLDER}/${name}`;

/** The name a lesson's `path` holds, from its original's storage key (originalKeyOf's inverse). */
export const originalNameOf = (key: string) => key.slice(ORIGINALS_FOLDER.length + 1);

/**
 * Hosted lesson files read from storage first (uploads), then from `fallback` (earlier uploads on
 * disk and the demo files); new files are written to storage.
 */
export function createStorageMediaStore(storage: ObjectStorage, fallback: MediaStore): MediaStore {
  const keyOf = (name: string) => {
    if (!isLessonMediaName(name)) throw new Error(`Refusing a file named ${JSON.stringify(name)}`);
    return originalKeyOf(name);
  };
  return {
    async stat(name) {
      if (!isLessonMediaName(name)) return null;
      return (await storage.stat(keyOf(name))) ?? fallback.stat(name);
    },
    read(name, start, end) {
      // A stream at once, as the interface answers; its bytes come from wherever stat found it.
      const source = (async () =>
        (await storage.read(keyOf(name), { start, end })) ?? fallback.read(name, start, end))();
      let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          reader ??= (await source).getReader();
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        async cancel(reason) {
          reader ??= (await source).getReader();
          await reader.cancel(reason);
        },
      });
    },
    async write(name, body) {
      await storage.write(keyOf(name), body, lessonMediaType(name));
    },
    async remove(name) {
      await storage.remove(keyOf(name));
      await fallback.remove(name);
    },
  };
}
