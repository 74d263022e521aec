import { zipSync } from 'fflate';

import { dicomSlice } from '@/test/dicom-fixtures';

import { DicomIntakeError, intakeSeries, type IntakeFile } from './dicom';
import { zipEntries, ZIP_LIMITS } from './zip';

const readAll = async (archive: Uint8Array) => {
  const files: IntakeFile[] = [];
  for await (const file of zipEntries(archive)) files.push(file);
  return files;
};

const refusal = async (archive: Uint8Array) => {
  try {
    await readAll(archive);
  } catch (error) {
    if (error instanceof DicomIntakeError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the zip was accepted');
};

/** Rewrites every size an entry's headers declare for its inflated data, as a forger would. */
function declareUncompressedSize(archive: Uint8Array, size: number): Uint8Array {
  const forged = archive.slice();
  const view = new DataView(forged.buffer);
  for (let at = 0; at + 4 <= forged.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(at + 24, size, true);
  }
  return forged;
}

it('reads a zipped series in its folders, skipping DICOMDIR, hidden files and macOS forks', async () => {
  const slices = [0, 5, 10].map((z) =>
    dicomSlice({ attributes: { ImagePositionPatient: [0, 0, z] } }),
  );
  const archive = zipSync({
    'study/series/IM1': slices[2],
    'study/series/IM2': slices[0],
    'study/series/IM3': slices[1],
    'study/DICOMDIR': new Uint8Array(300),
    'study/.DS_Store': new Uint8Array(10),
    '__MACOSX/study/._IM1': new Uint8Array(10),
  });
  const files = await readAll(archive);
  expect(files.map((file) => file.name)).toEqual([
    'study/series/IM1',
    'study/series/IM2',
    'study/series/IM3',
  ]);
  const { manifest } = await intakeSeries(zipEntries(archive));
  expect(manifest.slices.map((slice) => slice.position?.[2])).toEqual([10, 5, 0]);
});

it('refuses a zip bomb by its ratio before inflating it', async () => {
  const archive = zipSync({ IM1: new Uint8Array(20 * 1024 * 1024) }, { level: 9 });
  expect(archive.length).toBeLessThan(100_000);
  expect(await refusal(archive)).toMatchObject({
    code: 'too_large',
    message: 'IM1: the file inflates far more than a slice would.',
  });
});

it('refuses an entry whose data inflates past the size its headers declare', async () => {
  const archive = zipSync({ IM1: new Uint8Array(200_000).fill(7) }, { level: 1 });
  const forged = declareUncompressedSize(archive, 1000);
  expect(await refusal(forged)).toMatchObject({ code: 'truncated' });
});

it('refuses names that climb out of the archive, too many entries, and what is not a zip', async () => {
  expect(await refusal(zipSync({ '../../etc/IM1': dicomSlice() }))).toMatchObject({
    code: 'not_dicom',
    message: 'the zip is damaged or names a file outside it.',
  });
  const many = Object.fromEntries(
    Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, i) => [`IM${i}`, new Uint8Array(1)]),
  );
  expect(await refusal(zipSync(many))).toMatchObject({
    code: 'too_large',
    message: expect.stringContaining(`at most ${ZIP_LIMITS.maxEntries}`),
  });
  expect(await refusal(new TextEncoder().encode('not a zip at all'))).toMatchObject({
    code: 'not_dicom',
  });
});
