import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';

import { calls } from '@/lib/platform/calls';
import { caseTagOf } from '@/lib/cache/tags';
import { caller, imageBlob } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog, caseImages } from '../db/schema';
import { SERIES_MAX_SLICES } from './facts';
import { consoleCaseMessages } from './texts';

/*
 * A case's series from the console on in-memory PGlite: slices appended in order and re-encoded,
 * removed with the rest renumbered, moved, cleared with their files, capped, audited, and
 * written by owners and editors alone.
 */

const say = consoleCaseMessages.series;

let t: TestBackend;
let call: ReturnType<typeof caller>;
let editor: string;
let support: string;
let student: string;

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
  student = (await addStudent(t.db, 'student@example.com')).token;
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
  expect(made.status).toBe(200);
  return (made.data as { caseId: number }).caseId;
}

const slicesOf = async (caseId: number) =>
  t.db
    .select({ position: caseImages.position, image: caseImages.image })
    .from(caseImages)
    .where(eq(caseImages.caseId, caseId))
    .orderBy(asc(caseImages.position));

const storedFiles = async () => new Set(await readdir(path.join(t.dir, 'uploads')).catch(() => []));

const auditsOf = async (caseId: number) =>
  t.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.targetId, String(caseId)), eq(auditLog.targetType, 'case')))
    .orderBy(auditLog.id);

/** Uploads slices of the given sizes in order, as the console's form does one by one. */
async function upload(caseId: number, sizes: number[], token = editor) {
  const answers = [];
  for (const size of sizes) {
    answers.push(
      await call('uploadCaseSlice', { caseId, picture: await imageBlob('png', size) }, token),
    );
  }
  return answers;
}

const widthOf = async (name: string) =>
  (await sharp(await readFile(path.join(t.dir, 'uploads', name))).metadata()).width;

describe('uploading slices', () => {
  it('appends each slice at the end, re-encoded as WebP at most 1024 px, audited', async () => {
    const caseId = await newCase('Appended');
    const answers = await upload(caseId, [1500, 40, 60]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers[2]).toMatchObject({ message: say.added(3), data: { caseId, slices: 3 } });
    const slices = await slicesOf(caseId);
    expect(slices.map((slice) => slice.position)).toEqual([1, 2, 3]);
    for (const slice of slices) expect(slice.image).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(await Promise.all(slices.map((slice) => widthOf(slice.image)))).toEqual([1024, 40, 60]);

    const audits = await auditsOf(caseId);
    expect(audits.map((row) => row.action)).toEqual([
      'case.created',
      'case.series_slice_added',
      'case.series_slice_added',
      'case.series_slice_added',
    ]);
    expect(audits[3]).toMatchObject({
      before: { series: slices.slice(0, 2).map((slice) => slice.image) },
      after: { series: slices.map((slice) => slice.image) },
    });
    // The console's page and its preview read the series in order.
    const details = await call('consoleCaseDetails', { caseId }, support);
    expect((details.data as { series: string[] }).series).toEqual(
      slices.map((slice) => `/api/files/${slice.image}`),
    );
  });

  it('refuses a file that is not an image and stores nothing', async () => {
    const caseId = await newCase('Not an image');
    const before = await storedFiles();
    const refused = await call(
      'uploadCaseSlice',
      { caseId, picture: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']) },
      editor,
    );
    expect(refused).toMatchObject({ status: 422, message: say.notAnImage });
    expect(await slicesOf(caseId)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
    expect((await auditsOf(caseId)).map((row) => row.action)).toEqual(['case.created']);
  });

  it(`refuses the ${SERIES_MAX_SLICES + 1}st slice with its message and stores nothing`, async () => {
    const caseId = await newCase('Full series');
    await t.db.insert(caseImages).values(
      Array.from({ length: SERIES_MAX_SLICES }, (_, index) => ({
        caseId: caseId,
        position: index + 1,
        image: `/demo/series/full-${index + 1}.webp`,
      })),
    );
    const before = await storedFiles();
    expect((await upload(caseId, [32]))[0]).toMatchObject({
      status: 422,
      message: say.full(SERIES_MAX_SLICES),
    });
    expect(await slicesOf(caseId)).toHaveLength(SERIES_MAX_SLICES);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 404 for a case that does not exist', async () => {
    expect((await upload(999_999, [32]))[0]).toMatchObject({ status: 404, code: 'case_not_found' });
  });
});

describe('changing the series', () => {
  it('removes one slice and renumbers the rest 1…N, deleting its file', async () => {
    const caseId = await newCase('Removed');
    await upload(caseId, [30, 40, 50, 60]);
    const [first, second, third, fourth] = await slicesOf(caseId);
    const removed = await call('removeCaseSlice', { caseId, position: 2 }, editor);
    expect(removed).toMatchObject({ status: 200, message: say.removed, data: { slices: 3 } });
    expect(await slicesOf(caseId)).toEqual([
      { position: 1, image: first!.image },
      { position: 2, image: third!.image },
      { position: 3, image: fourth!.image },
    ]);
    const files = await storedFiles();
    expect(files.has(second!.image)).toBe(false);
    expect(files.has(third!.image)).toBe(true);
    expect(await call('removeCaseSlice', { caseId, position: 4 }, editor)).toMatchObject({
      status: 404,
      message: say.noSuchSlice,
    });
    expect(await call('removeCaseSlice', { caseId, position: 0 }, editor)).toMatchObject({
      status: 422,
      message: say.choosePosition,
    });
    expect((await auditsOf(caseId)).at(-1)).toMatchObject({
      action: 'case.series_slice_removed',
      before: { series: [first, second, third, fourth].map((slice) => slice!.image) },
      after: { series: [first, third, fourth].map((slice) => slice!.image) },
    });
  });

  it('moves a slice up or down by swapping it with its neighbour, never past an end', async () => {
    const caseId = await newCase('Moved');
    await upload(caseId, [30, 40, 50]);
    const [a, b, c] = (await slicesOf(caseId)).map((slice) => slice.image);
    expect(
      await call('moveCaseSlice', { caseId, position: 3, direction: 'up' }, editor),
    ).toMatchObject({ status: 200, message: say.moved });
    expect((await slicesOf(caseId)).map((slice) => slice.image)).toEqual([a, c, b]);
    await call('moveCaseSlice', { caseId, position: 1, direction: 'down' }, editor);
    expect(await slicesOf(caseId)).toEqual([
      { position: 1, image: c },
      { position: 2, image: a },
      { position: 3, image: b },
    ]);
    expect(
      await call('moveCaseSlice', { caseId, position: 1, direction: 'up' }, editor),
    ).toMatchObject({ status: 409, message: consoleCaseMessages.atTheEnd });
    expect(
      await call('moveCaseSlice', { caseId, position: 2, direction: 'sideways' }, editor),
    ).toMatchObject({ status: 422 });
    expect((await auditsOf(caseId)).map((row) => row.action).slice(-2)).toEqual([
      'case.series_slice_moved',
      'case.series_slice_moved',
    ]);
  });

  it('clears the whole series and its uploaded files; clearing nothing writes nothing', async () => {
    const caseId = await newCase('Cleared');
    await upload(caseId, [30, 40]);
    // A demo slice is a public file: its row goes, the file stays.
    await t.db
      .insert(caseImages)
      .values({ caseId: caseId, position: 3, image: '/demo/series/kept.webp' });
    const images = (await slicesOf(caseId)).map((slice) => slice.image);
    expect(await call('clearCaseSeries', { caseId }, editor)).toMatchObject({
      status: 200,
      message: say.cleared,
    });
    expect(await slicesOf(caseId)).toEqual([]);
    const files = await storedFiles();
    expect(images.slice(0, 2).some((image) => files.has(image))).toBe(false);
    const audits = await auditsOf(caseId);
    expect(audits.at(-1)).toMatchObject({
      action: 'case.series_cleared',
      before: { series: images },
      after: { series: [] },
    });

    expect(await call('clearCaseSeries', { caseId }, editor)).toMatchObject({
      status: 200,
      message: say.empty,
    });
    expect(await auditsOf(caseId)).toHaveLength(audits.length);
  });
});

describe('who may', () => {
  it('refuses support and students every series write, changing nothing', async () => {
    const caseId = await newCase('Guarded');
    await upload(caseId, [30, 40]);
    const before = await slicesOf(caseId);
    for (const token of [support, student]) {
      const answers = [
        (await upload(caseId, [32], token))[0],
        await call('removeCaseSlice', { caseId, position: 1 }, token),
        await call('moveCaseSlice', { caseId, position: 1, direction: 'down' }, token),
        await call('clearCaseSeries', { caseId }, token),
      ];
      for (const answer of answers) {
        if (token === support) expect(answer).toMatchObject({ status: 403, code: 'role_refused' });
        else expect(answer!.status).not.toBe(200);
      }
    }
    expect(await slicesOf(caseId)).toEqual(before);
  });

  it('stales the case’s page with every series write', () => {
    for (const name of [
      'uploadCaseSlice',
      'removeCaseSlice',
      'moveCaseSlice',
      'clearCaseSeries',
    ] as const) {
      const stale = calls[name].invalidates as (input: { caseId: number }) => string[];
      expect(stale({ caseId: 12 })).toContain(caseTagOf(12));
    }
  });
});
