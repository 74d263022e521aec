import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { and, asc, eq } from 'drizzle-orm';
import { decode } from 'fast-png';
import sharp from 'sharp';

import { caller } from '@/test/accounts-helpers';
import { dicomSeriesFiles, dicomSlice, zipOf } from '@/test/dicom-fixtures';
import { addOperator } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';
import type { Envelope } from '@/lib/calls/envelope';

import { auditLog, caseImages, caseSeries, cases } from '../db/schema';
import { seriesFiles, sliceLocation, sliceThumbnails, thumbnailName } from '../imaging/series';
import { displayGrey } from '../imaging/windowing';
import { consoleCaseMessages } from './texts';

/*
 * A case's series from DICOM on in-memory PGlite: an editor's zip is read, de-identified, sorted
 * and stored as 16-bit slices that wait with their report; publishing makes them the case's
 * series, which the case page then reads with its manifest. Support may not upload; a refused
 * upload stores no file and no row.
 */

const say = consoleCaseMessages.dicom;

let t: TestBackend;
let call: ReturnType<typeof caller>;
let editor: string;
let support: string;

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
});
afterAll(async () => {
  await t.close();
});

async function newCase(name: string) {
  const category = await call('createCaseCategory', { name: `${name} category` }, editor);
  const made = await call(
    'createCase',
    { categoryId: (category.data as { categoryId: number }).categoryId, name },
    editor,
  );
  return (made.data as { caseId: number }).caseId;
}

const streamOf = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      // In pieces, as a network delivers it.
      for (let at = 0; at < bytes.length; at += 4096) {
        controller.enqueue(bytes.subarray(at, at + 4096));
      }
      controller.close();
    },
  });

type Received = { caseId: number; slices: number; report: { removed: { name: string }[] } };

const upload = (caseId: number, bytes: Uint8Array, token = editor) =>
  t.backend.receive(
    'uploadCaseDicom',
    token,
    { caseId },
    { stream: streamOf(bytes), declaredBytes: bytes.length },
  ) as Promise<Envelope<Received | null>>;

const storedFiles = async () => (await readdir(path.join(t.dir, 'uploads')).catch(() => [])).sort();

const seriesRows = (caseId: number) =>
  t.db.select().from(caseSeries).where(eq(caseSeries.caseId, caseId)).orderBy(asc(caseSeries.id));

describe('uploading a DICOM series', () => {
  it('stores a shuffled series de-identified, in order, as 16-bit slices waiting with their report', async () => {
    const caseId = await newCase('DICOM chest');
    const before = await storedFiles();
    const answer = await upload(caseId, zipOf(dicomSeriesFiles(5)));
    expect(answer).toMatchObject({ status: 200, message: say.received(5) });
    const removed = answer.data!.report.removed.map((attribute) => attribute.name);
    expect(removed).toEqual(
      expect.arrayContaining(['PatientName', 'PatientID', 'PatientBirthDate', 'InstitutionName']),
    );

    const [row] = await seriesRows(caseId);
    expect(row.published).toBe(false);
    const { manifest } = row;
    expect(manifest.modality).toBe('CT');
    const locations = manifest.slices.map((slice) =>
      sliceLocation(slice.position, manifest.orientation),
    );
    expect(locations).toEqual([0, -1, -2, -3, -4]);

    // The files stored are the manifest's PNGs and their thumbnails, and nothing in them names
    // the patient.
    const added = (await storedFiles()).filter((name) => !before.includes(name));
    expect(manifest.thumbnails).toBe(true);
    expect(added.sort()).toEqual(
      manifest.slices.flatMap((slice) => [slice.file, thumbnailName(slice.file)]).sort(),
    );
    for (const name of added) {
      const bytes = await readFile(path.join(t.dir, 'uploads', name));
      expect(bytes.toString('latin1')).not.toMatch(/Doe|MRN-555|St Elsewhere|19610214/);
      if (!name.endsWith('.png')) continue;
      const png = decode(bytes);
      expect(png.depth).toBe(16);
      // A bone pixel: 700 HU through the stored rescale.
      const { slope, intercept } = manifest.slices[0].rescale;
      expect((png.data as Uint16Array)[5 * 16 + 10] * slope + intercept).toBe(700);
    }
    // Not yet the case's series.
    expect(await t.db.select().from(caseImages).where(eq(caseImages.caseId, caseId))).toEqual([]);

    const [audit] = await t.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetId, String(caseId)),
          eq(auditLog.action, 'case.dicom_series_uploaded'),
        ),
      );
    expect(audit.after).toMatchObject({ slices: 5, modality: 'CT' });
    expect((audit.after as { removed: string[] }).removed).toContain('PatientName');
  });

  it('publishes the series as the case’s slices, replacing the last one and its files', async () => {
    const caseId = await newCase('DICOM published');
    await upload(caseId, zipOf(dicomSeriesFiles(3)));
    const [waiting] = await seriesRows(caseId);

    const published = await call('publishCaseDicom', { caseId }, editor);
    expect(published).toMatchObject({ status: 200, message: say.published(3) });
    const slices = await t.db
      .select({ image: caseImages.image })
      .from(caseImages)
      .where(eq(caseImages.caseId, caseId))
      .orderBy(asc(caseImages.position));
    expect(slices.map((slice) => slice.image)).toEqual(waiting.manifest.slices.map((s) => s.file));
    // The case had no film: the series' middle slice, windowed, is its film now.
    const [film] = await t.db
      .select({ image: cases.image })
      .from(cases)
      .where(eq(cases.id, caseId));
    expect(film.image).toMatch(/^[0-9a-f-]{36}-key\.webp$/);
    expect(await storedFiles()).toContain(film.image);

    // A second upload waits beside the published one; publishing it removes the first's files.
    const first = new Set(seriesFiles(waiting.manifest));
    expect(first.size).toBe(6);
    await upload(caseId, zipOf(dicomSeriesFiles(4)));
    expect((await seriesRows(caseId)).map((row) => row.published)).toEqual([true, false]);
    await call('publishCaseDicom', { caseId }, editor);
    const rows = await seriesRows(caseId);
    expect(rows).toHaveLength(1);
    expect(rows[0].manifest.slices).toHaveLength(4);
    expect((await storedFiles()).filter((name) => first.has(name))).toEqual([]);

    const nothing = await call('publishCaseDicom', { caseId }, editor);
    expect(nothing).toMatchObject({ status: 409, message: say.nothingPending });
  });

  it('windows each slice into an 8-bit thumbnail once, at import, which the console shows', async () => {
    const caseId = await newCase('DICOM thumbnails');
    await upload(caseId, zipOf(dicomSeriesFiles(2)));
    const [{ manifest }] = await seriesRows(caseId);
    const { rescale } = manifest.slices[0];
    const png = decode(await readFile(path.join(t.dir, 'uploads', manifest.slices[0].file)));
    const stored = png.data as Uint16Array;
    const { data, info } = await sharp(
      await readFile(path.join(t.dir, 'uploads', thumbnailName(manifest.slices[0].file))),
    )
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.format).toBe('raw');
    const at = (x: number, y: number) => y * info.width + x;
    // Air (−1000 HU), soft tissue (40) and bone (700) as the viewer opens them (400/40: black,
    // mid-grey, white), where the 16-bit file's top byte shows all three as one grey.
    for (const [x, y] of [
      [0, 0],
      [4, 7],
      [11, 7],
    ]) {
      const expected = displayGrey(stored[at(x, y)], rescale, manifest.defaultWindow);
      expect(Math.abs(data[at(x, y) * info.channels] - expected)).toBeLessThanOrEqual(12);
    }
    const topBytes = [0, 4, 11].map((x) => stored[at(x, 7)] >> 8);
    expect(Math.max(...topBytes) - Math.min(...topBytes)).toBeLessThan(8);
    const greys = [0, 4, 11].map((x) => data[at(x, 7) * info.channels]);
    expect(Math.max(...greys) - Math.min(...greys)).toBeGreaterThan(200);

    // Published, the console shows each slice by its thumbnail.
    await call('publishCaseDicom', { caseId }, editor);
    const details = (await call('consoleCaseDetails', { caseId }, editor)).data as {
      series: string[];
      dicom: { published: { manifest: typeof manifest } };
    };
    expect(sliceThumbnails(details.series, details.dicom.published.manifest)).toEqual(
      manifest.slices.map((slice) => `/api/files/${thumbnailName(slice.file)}`),
    );
    // A slice removed in the console takes its thumbnail with it.
    await call('removeCaseSlice', { caseId, position: 1 }, editor);
    const files = await storedFiles();
    expect(files).not.toContain(manifest.slices[0].file);
    expect(files).not.toContain(thumbnailName(manifest.slices[0].file));
    expect(files).toContain(thumbnailName(manifest.slices[1].file));
  });

  it('discards a waiting series with its files', async () => {
    const caseId = await newCase('DICOM discarded');
    const before = await storedFiles();
    await upload(caseId, zipOf(dicomSeriesFiles(2)));
    // Two slices and their thumbnails.
    expect((await storedFiles()).length).toBe(before.length + 4);
    const discarded = await call('discardCaseDicom', { caseId }, editor);
    expect(discarded).toMatchObject({ status: 200, message: say.discarded });
    expect(await storedFiles()).toEqual(before);
    expect(await seriesRows(caseId)).toEqual([]);
  });

  it('is for owners and editors: support is refused and nothing is stored', async () => {
    const caseId = await newCase('DICOM support');
    const before = await storedFiles();
    const answer = await upload(caseId, zipOf(dicomSeriesFiles(2)), support);
    expect(answer.status).toBe(403);
    expect(await storedFiles()).toEqual(before);
    expect(await seriesRows(caseId)).toEqual([]);
  });

  it.each([
    ['a file that is not DICOM', () => new TextEncoder().encode('hello, not a scan'), 422],
    [
      'a series without pixel data',
      () => zipOf([{ name: 'a.dcm', bytes: dicomSlice({ withoutPixels: true }) }]),
      422,
    ],
    [
      'a truncated file',
      () => zipOf([{ name: 'a.dcm', bytes: dicomSeriesFiles(1)[0].bytes.subarray(0, 400) }]),
      422,
    ],
    [
      'a compressed transfer syntax',
      () =>
        zipOf([{ name: 'a.dcm', bytes: dicomSlice({ transferSyntax: '1.2.840.10008.1.2.4.50' }) }]),
      415,
    ],
    [
      'huge dimensions',
      () =>
        zipOf([
          {
            name: 'a.dcm',
            bytes: dicomSlice({ rows: 8, columns: 8, attributes: { Rows: 60000, Columns: 60000 } }),
          },
        ]),
      413,
    ],
  ])('refuses %s and leaves nothing behind', async (_what, body, status) => {
    const caseId = await newCase(`DICOM refused ${status} ${Math.random()}`);
    const before = await storedFiles();
    const answer = await upload(caseId, body());
    expect(answer.status).toBe(status);
    expect(answer.message).toMatch(/^The series was not taken: /);
    expect(await storedFiles()).toEqual(before);
    expect(await seriesRows(caseId)).toEqual([]);
  });

  it('refuses a body past the cap from its declared length (413)', async () => {
    const caseId = await newCase('DICOM too big');
    const answer = (await t.backend.receive(
      'uploadCaseDicom',
      editor,
      { caseId },
      { stream: streamOf(new Uint8Array(10)), declaredBytes: 400 * 1024 * 1024 },
    )) as Envelope<null>;
    expect(answer).toMatchObject({ status: 413, message: say.tooLarge });
  });
});
