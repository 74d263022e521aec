import { decode } from 'fast-png';

import { DEFLATED_LITTLE, dicomSlice, IMPLICIT_LITTLE, shuffled } from '@/test/dicom-fixtures';

import { DicomIntakeError, INTAKE_LIMITS, intakeSeries, type IntakeFile } from './dicom';
import { sliceLocation, type Vector3 } from './series';
import { modalityValue } from './windowing';

/** A slice of `size`² pixels filled with one value, at `position`. */
const slab = (value: number, position: Vector3 | null, attributes: Record<string, unknown> = {}) =>
  dicomSlice({
    pixels: new Int16Array(16).fill(value),
    rows: 4,
    columns: 4,
    attributes: { ...(position ? { ImagePositionPatient: position } : {}), ...attributes },
  });

const files = (bytes: Uint8Array[]): IntakeFile[] =>
  bytes.map((file, index) => ({ name: `IM${String(index).padStart(4, '0')}.dcm`, bytes: file }));

/** The modality value of the first pixel of each stored slice, in the manifest's order. */
const firstValues = (result: Awaited<ReturnType<typeof intakeSeries>>) =>
  result.files.map((file, index) =>
    modalityValue(decode(file.bytes).data[0], result.manifest.slices[index].rescale),
  );

const refusal = async (upload: Uint8Array[]) => {
  try {
    await intakeSeries(files(upload));
  } catch (error) {
    if (error instanceof DicomIntakeError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the upload was accepted');
};

it('orders shuffled axial slices head to feet by position, whatever their instance numbers', async () => {
  // Slice k lies at z = -100 + 5k and holds -1000 + 10k HU; instance numbers run the other way round.
  const slices = Array.from({ length: 24 }, (_, k) =>
    slab(-1000 + 10 * k, [-120, -130, -100 + 5 * k], { InstanceNumber: 100 - k }),
  );
  const result = await intakeSeries(files(shuffled(slices)));

  const expected = Array.from({ length: 24 }, (_, k) => -1000 + 10 * (23 - k));
  expect(firstValues(result)).toEqual(expected);
  const locations = result.manifest.slices.map((slice) =>
    sliceLocation(slice.position, result.manifest.orientation),
  );
  expect(locations[0]).toBe(15);
  expect(locations.at(-1)).toBe(-100);
  expect(result.manifest).toMatchObject({
    modality: 'CT',
    rows: 4,
    columns: 4,
    pixelSpacing: [0.7, 0.7],
    orientation: [
      [1, 0, 0],
      [0, 1, 0],
    ],
    photometric: 'MONOCHROME2',
  });
  expect(result.files.map((file) => file.name)).toEqual(
    result.manifest.slices.map((slice) => slice.file),
  );
});

it('orders a sagittal series along its normal, not along z', async () => {
  // Row along +y (posterior), column along −z (feet): the normal is −x, so the patient's left comes first.
  const orientation = { ImageOrientationPatient: [0, 1, 0, 0, 0, -1] };
  const slices = [-30, -10, 10, 30].map((x) => slab(x, [x, 0, 50], orientation));
  const result = await intakeSeries(files(shuffled(slices, 3)));
  expect(firstValues(result)).toEqual([-30, -10, 10, 30]);
});

it('falls back to the instance number when the slices carry no position', async () => {
  const slices = [3, 1, 2].map((n) => slab(n * 100, null, { InstanceNumber: n }));
  const result = await intakeSeries(files(slices));
  expect(firstValues(result)).toEqual([100, 200, 300]);
});

it('keeps every stored value exactly: signed 12-bit CT with a rescale, 8-bit unsigned, deflated', async () => {
  const values = Int16Array.from({ length: 16 }, (_, i) => -2048 + i * 273);
  const signed = await intakeSeries(
    files([
      dicomSlice({
        rows: 4,
        columns: 4,
        pixels: values,
        transferSyntax: IMPLICIT_LITTLE,
        attributes: { BitsStored: 12, HighBit: 11, RescaleSlope: 1, RescaleIntercept: -24 },
      }),
    ]),
  );
  const decoded = decode(signed.files[0].bytes);
  expect(decoded).toMatchObject({ depth: 16, channels: 1, width: 4, height: 4 });
  const rescale = signed.manifest.slices[0].rescale;
  expect(Array.from(decoded.data, (value) => modalityValue(value, rescale))).toEqual(
    Array.from(values, (value) => value - 24),
  );

  const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 16);
  const film = await intakeSeries(
    files([dicomSlice({ rows: 4, columns: 4, pixels: bytes, transferSyntax: DEFLATED_LITTLE })]),
  );
  expect(Array.from(decode(film.files[0].bytes).data)).toEqual(Array.from(bytes));
});

it('opens with the window the file carries, else soft tissue for CT, else one taken from MR data', async () => {
  const own = await intakeSeries(
    files([slab(40, [0, 0, 0], { WindowCenter: -600, WindowWidth: 1500 })]),
  );
  expect(own.manifest.defaultWindow).toEqual({ center: -600, width: 1500 });

  const ct = await intakeSeries(files([slab(40, [0, 0, 0])]));
  expect(ct.manifest.defaultWindow).toEqual({ center: 40, width: 400 });

  const mr = await intakeSeries(
    files([
      dicomSlice({
        rows: 10,
        columns: 10,
        pixels: Uint16Array.from({ length: 100 }, (_, i) => (i < 20 ? 0 : 100 + i * 5)),
        attributes: { Modality: 'MR', ImagePositionPatient: [0, 0, 0] },
      }),
    ]),
  );
  expect(mr.manifest.defaultWindow.center).toBeGreaterThan(300);
  expect(mr.manifest.defaultWindow.width).toBeGreaterThan(300);
});

it('refuses what is not one greyscale image series, saying why', async () => {
  const good = slab(0, [0, 0, 0]);
  expect(await refusal([new TextEncoder().encode('PK not a dicom file')])).toMatchObject({
    code: 'not_dicom',
  });
  expect(await refusal([good.subarray(0, good.length - 10)])).toMatchObject({
    code: 'truncated',
    message: expect.stringMatching(/^IM0000\.dcm: the (pixel data|file) is cut short/),
  });
  expect(await refusal([good.subarray(0, 200)])).toMatchObject({ code: 'truncated' });
  expect(await refusal([dicomSlice({ transferSyntax: '1.2.840.10008.1.2.4.50' })])).toMatchObject({
    code: 'unsupported_transfer_syntax',
    message: expect.stringContaining('JPEG Baseline'),
  });
  expect(await refusal([dicomSlice({ transferSyntax: '1.2.840.10008.1.2.4.90' })])).toMatchObject({
    code: 'unsupported_transfer_syntax',
    message: expect.stringContaining('JPEG 2000 Lossless'),
  });
  expect(await refusal([dicomSlice({ withoutPixels: true })])).toMatchObject({
    code: 'not_an_image',
  });
  expect(await refusal([dicomSlice({ attributes: { Rows: 5000, Columns: 5000 } })])).toMatchObject({
    code: 'too_large',
    message: expect.stringContaining('5000 × 5000'),
  });
  expect(await refusal([dicomSlice({ attributes: { NumberOfFrames: 2 } })])).toMatchObject({
    code: 'unsupported_pixels',
  });
  expect(
    await refusal([dicomSlice({ attributes: { PhotometricInterpretation: 'RGB' } })]),
  ).toMatchObject({ code: 'unsupported_pixels' });
  expect(await refusal([])).toMatchObject({ code: 'empty' });
});

it('refuses slices of two series, or the same position twice', async () => {
  expect(
    await refusal([
      slab(0, [0, 0, 0]),
      slab(0, [0, 0, 5], { SeriesInstanceUID: '1.2.826.0.1.3680043.10.7.9' }),
    ]),
  ).toMatchObject({ code: 'mixed_series', message: expect.stringContaining('another series') });
  expect(
    await refusal([
      slab(0, [0, 0, 0]),
      slab(0, [0, 0, 5], { Rows: 4, Columns: 4, PixelSpacing: [1, 1] }),
    ]),
  ).toMatchObject({ code: 'mixed_series' });
  expect(await refusal([slab(0, [0, 0, 5]), slab(1, [0, 0, 5])])).toMatchObject({
    code: 'duplicate_slice',
  });
});

it('refuses a deflated file that inflates past the size of a slice', async () => {
  const bomb = dicomSlice({
    transferSyntax: DEFLATED_LITTLE,
    elements: {
      '00091010': { vr: 'OB', Value: [new ArrayBuffer(INTAKE_LIMITS.maxFileBytes + 1)] },
    },
  });
  expect(bomb.length).toBeLessThan(200_000);
  expect(await refusal([bomb])).toMatchObject({ code: 'too_large' });
});
