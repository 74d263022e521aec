import { promisify } from 'node:util';

import yauzl, { type Entry, type ZipFile } from 'yauzl';

import { DicomIntakeError, INTAKE_LIMITS, type IntakeFile } from './dicom';

/*
 * A series uploaded as a zip (docs/imaging.md, "DICOM in"). The archive's own directory is
 * checked before anything is inflated: how many entries, their declared sizes, their total and
 * their compression ratio. yauzl then refuses an entry whose data inflates past its declared
 * size, and names that would climb out of a folder or start at the root; entries are never
 * written to disk, so their names serve only the messages.
 */

export const ZIP_LIMITS = {
  /** Entries, folders included: a series' slices and a few extra files (DICOMDIR, a readme). */
  maxEntries: INTAKE_LIMITS.maxSlices + 50,
  /** Bytes of the whole archive once inflated. */
  maxTotalBytes: 1024 * 1024 * 1024,
  /**
   * How much larger than its compressed form an entry may claim to be. Deflate's ceiling is about
   * 1032:1, which zip bombs approach; uncompressed CT inflates some 2–10 times, and a slice of
   * mostly air rarely more than 50.
   */
  maxRatio: 200,
} as const;

/** Files that are no slice: folders, the macOS resource forks, hidden files and DICOMDIR. */
const isSkipped = (name: string) =>
  name.endsWith('/') ||
  name.startsWith('__MACOSX/') ||
  name.split('/').some((part) => part.startsWith('.')) ||
  /(^|\/)DICOMDIR$/i.test(name);

const refuse = (message: string, file?: string) => new DicomIntakeError('too_large', message, file);

const openZip = promisify<Buffer, yauzl.Options, ZipFile>(yauzl.fromBuffer);

/**
 * The files of a zip, one at a time, for intakeSeries. Refuses (DicomIntakeError) an archive
 * that is not a zip, holds too many entries, or claims more bytes or a higher ratio than
 * ZIP_LIMITS allow, before inflating any of it.
 */
export async function* zipEntries(archive: Uint8Array): AsyncGenerator<IntakeFile> {
  let zip: ZipFile;
  try {
    zip = await openZip(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength), {
      lazyEntries: true,
      strictFileNames: true,
      validateEntrySizes: true,
    });
  } catch {
    throw new DicomIntakeError('not_dicom', 'the upload is neither DICOM files nor a zip of them.');
  }
  try {
    if (zip.entryCount > ZIP_LIMITS.maxEntries) {
      throw refuse(`the zip holds ${zip.entryCount} files; at most ${ZIP_LIMITS.maxEntries}.`);
    }
    const entries = await listEntries(zip);
    let total = 0;
    for (const entry of entries) {
      total += entry.uncompressedSize;
      if (entry.uncompressedSize > INTAKE_LIMITS.maxFileBytes) {
        throw refuse('the file is larger than a slice can be.', entry.fileName);
      }
      if (entry.uncompressedSize > entry.compressedSize * ZIP_LIMITS.maxRatio) {
        throw refuse('the file inflates far more than a slice would.', entry.fileName);
      }
    }
    if (total > ZIP_LIMITS.maxTotalBytes) throw refuse('the zip inflates to more than a series.');
    for (const entry of entries) {
      yield { name: entry.fileName, bytes: await readEntry(zip, entry) };
    }
  } finally {
    zip.close();
  }
}

/** The archive's entries that may be slices, read from its central directory. */
function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      if (!isSkipped(entry.fileName)) entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () =>
      reject(new DicomIntakeError('not_dicom', 'the zip is damaged or names a file outside it.')),
    );
    zip.readEntry();
  });
}

/** One entry's bytes; yauzl stops it at its declared size, which the limits above checked. */
function readEntry(zip: ZipFile, entry: Entry): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const damaged = () =>
      reject(
        new DicomIntakeError('truncated', 'the file is damaged inside the zip.', entry.fileName),
      );
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return damaged();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', damaged);
      stream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    });
  });
}
