import { decode } from 'fast-png';

import { brainMrSeries, chestCtSeries, HU, type DemoSeries } from './demo-series';
import { CT_PRESETS, displayGrey, modalityValue } from './windowing';

/** The modality value at a point of the patient (mm), on the slice nearest to it. */
function valueAt({ manifest, files }: DemoSeries, x: number, y: number, z: number) {
  const index = manifest.slices.reduce(
    (best, slice, i) =>
      Math.abs(slice.position![2] - z) < Math.abs(manifest.slices[best].position![2] - z)
        ? i
        : best,
    0,
  );
  const slice = manifest.slices[index];
  const [rowSpacing, columnSpacing] = manifest.pixelSpacing!;
  const column = Math.round((x - slice.position![0]) / columnSpacing);
  const row = Math.round((y - slice.position![1]) / rowSpacing);
  const stored = decode(files[index].bytes).data[row * manifest.columns + column];
  return { stored, rescale: slice.rescale, value: modalityValue(stored, slice.rescale) };
}

it('makes a chest CT whose tissues have their HU, so each window shows something else', async () => {
  const ct = await chestCtSeries({ slices: 96, size: 128, id: 'test-chest' });
  expect(ct.files).toHaveLength(96);
  expect(ct.manifest.slices[0].position![2]).toBeGreaterThan(ct.manifest.slices[95].position![2]);

  const air = valueAt(ct, -170, -170, 0);
  const lung = valueAt(ct, -95, 30, 0);
  const nodule = valueAt(ct, -70, -20, 45);
  const fat = valueAt(ct, 0, 113, 0);
  const vertebra = valueAt(ct, 0, 78, 0);
  expect(air.value).toBeCloseTo(HU.air, -2);
  expect(Math.abs(lung.value - HU.lung)).toBeLessThan(40);
  expect(Math.abs(nodule.value - HU.nodule)).toBeLessThan(40);
  expect(Math.abs(fat.value - HU.fat)).toBeLessThan(40);
  expect(Math.abs(vertebra.value - HU.cancellousBone)).toBeLessThan(40);

  const grey = (point: typeof air, id: string) =>
    displayGrey(point.stored, point.rescale, CT_PRESETS.find((p) => p.id === id)!.window);
  // The lung window tells the nodule from the lung; soft tissue shows the lung black and the
  // vertebra white; the bone window shows the vertebra grey.
  expect(grey(nodule, 'lung') - grey(lung, 'lung')).toBeGreaterThan(100);
  expect(grey(lung, 'soft-tissue')).toBe(0);
  expect(grey(vertebra, 'soft-tissue')).toBe(255);
  expect(grey(vertebra, 'bone')).toBeGreaterThan(80);
  expect(grey(vertebra, 'bone')).toBeLessThan(140);
});

it('makes a brain MR whose window comes from its data', async () => {
  const mr = await brainMrSeries({ slices: 8, size: 64, id: 'test-brain' });
  expect(mr.manifest.modality).toBe('MR');
  expect(mr.manifest.defaultWindow.width).toBeGreaterThan(200);
  const white = valueAt(mr, -40, 0, mr.manifest.slices[4].position![2]);
  const background = valueAt(mr, -100, -100, 0);
  expect(white.value).toBeGreaterThan(600);
  expect(background.value).toBe(0);
});
