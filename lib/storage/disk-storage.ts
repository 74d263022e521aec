import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type { FileStorage, ObjectStorage, StoredPart } from '../calls/deps';
import { isSafeKey, refuseUnsafeName } from './safe-name';

/** Thrown when a part streamed to the app passes its cap (the caller answers 413). */
export class PartTooLarge extends Error {
  constructor() {
    super('The part is larger than allowed');
  }
}

/** Upload ids the disk store makes: a UUID, so the id can name a folder. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The part's number as its file's name, zero-padded so a listing sorts in order. */
const partFile = (partNumber: number) => String(partNumber).padStart(5, '0');

/**
 * Files on local disk, the embedded default (docs/storage.md); keys are chosen by the server and
 * checked so none escapes the folder. Multipart uploads keep their parts in `.multipart/<id>/`
 * (no key starts with a dot) until they are joined.
 */
export function createDiskStorage(dir: string): FileStorage & ObjectStorage {
  const pathOf = (key: string) => (isSafeKey(key) ? path.join(dir, ...key.split('/')) : null);
  const uploadsRoot = path.join(dir, '.multipart');
  const uploadDirOf = (uploadId: string) =>
    UPLOAD_ID.test(uploadId) ? path.join(uploadsRoot, uploadId) : null;

  /** Writes under a name no reader accepts, then renames: nobody ever sees half a file. */
  async function writeWhole(file: string, fill: (partial: string) => Promise<void>) {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomBytes(6).toString('hex')}.part`,
    );
    try {
      await fill(partial);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  /** The upload's folder when it exists for this key, else null. */
  async function openUpload(key: string, uploadId: string) {
    const folder = uploadDirOf(uploadId);
    if (!folder || !isSafeKey(key)) return null;
    try {
      const meta = JSON.parse(await readFile(path.join(folder, 'upload.json'), 'utf8')) as {
        key: string;
      };
      return meta.key === key ? folder : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function partsOf(folder: string): Promise<StoredPart[]> {
    const names = (await readdir(folder)).filter((name) => /^\d{5}$/.test(name)).sort();
    return Promise.all(
      names.map(async (name) => {
        const [etag, info] = await Promise.all([
          readFile(path.join(folder, `${name}.etag`), 'utf8').catch(() => ''),
          stat(path.join(folder, name)),
        ]);
        return { partNumber: Number(name), etag, size: info.size };
      }),
    ).then((parts) => parts.filter((part) => part.etag !== ''));
  }

  return {
    async put(name, bytes) {
      const file = pathOf(name);
      if (!file) return refuseUnsafeName(name);
      await writeWhole(file, (partial) => writeFile(partial, bytes));
    },
    async get(name) {
      const file = pathOf(name);
      if (!file) return null;
      try {
        return new Uint8Array(await readFile(file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      const file = pathOf(name);
      if (file) await rm(file, { force: true });
    },
    async stat(key) {
      const file = pathOf(key);
      if (!file) return null;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        const etag = `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`;
        return { size: info.size, modified: info.mtime, etag };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async read(key, range) {
      const file = pathOf(key);
      if (!file) return null;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const stream = createReadStream(file, range ?? {});
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },
    async write(key, body) {
      const file = pathOf(key);
      if (!file) return refuseUnsafeName(key);
      await writeWhole(file, (partial) =>
        pipeline(Readable.from(body), createWriteStream(partial, { flags: 'wx' })),
      );
    },
    multipart: {
      async create(key) {
        if (!isSafeKey(key)) return refuseUnsafeName(key);
        const uploadId = randomUUID();
        const folder = path.join(uploadsRoot, uploadId);
        await mkdir(folder, { recursive: true });
        await writeFile(path.join(folder, 'upload.json'), JSON.stringify({ key }));
        return { uploadId };
      },
      // The parts come through the app, which checks the console's session on each.
      async partTarget() {
        return null;
      },
      async receivePart(key, uploadId, partNumber, body, maxBytes) {
        const folder = await openUpload(key, uploadId);
        if (!folder) throw new Error(`No upload ${uploadId} of ${key}`);
        const hash = createHash('md5');
        let size = 0;
        const capped = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            if (size > maxBytes) return done(new PartTooLarge());
            hash.update(chunk);
            done(null, chunk);
          },
        });
        const file = path.join(folder, partFile(partNumber));
        await writeWhole(file, (partial) =>
          pipeline(Readable.from(body), capped, createWriteStream(partial, { flags: 'wx' })),
        );
        // S3's entity tag of a part: the MD5 of its bytes, quoted.
        const etag = `"${hash.digest('hex')}"`;
        await writeFile(`${file}.etag`, etag);
        return { etag, size };
      },
      async listParts(key, uploadId) {
        const folder = await openUpload(key, uploadId);
        return folder ? partsOf(folder) : [];
      },
      async complete(key, uploadId, parts) {
        const folder = await openUpload(key, uploadId);
        const file = pathOf(key);
        if (!folder || !file) throw new Error(`No upload ${uploadId} of ${key}`);
        const stored = new Map((await partsOf(folder)).map((part) => [part.partNumber, part]));
        const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
        // Clients send the tag with or without its quotes (Uppy drops them), as S3 takes either.
        const bare = (etag: string | undefined) => etag?.replace(/^"|"$/g, '');
        for (const part of ordered) {
          if (bare(stored.get(part.partNumber)?.etag) !== bare(part.etag)) {
            throw new Error(`Part ${part.partNumber} of upload ${uploadId} is not the one sent`);
          }
        }
        await writeWhole(file, async (partial) => {
          const out = createWriteStream(partial, { flags: 'wx' });
          await pipeline(
            Readable.from(
              (async function* () {
                for (const part of ordered) {
                  yield* createReadStream(path.join(folder, partFile(part.partNumber)));
                }
              })(),
            ),
            out,
          );
        });
        await rm(folder, { recursive: true, force: true });
      },
      async abort(key, uploadId) {
        const folder = await openUpload(key, uploadId);
        if (folder) await rm(folder, { recursive: true, force: true });
      },
    },
  };
}
