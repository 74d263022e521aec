import { orientationLetters, sortSlices } from './series';
import {
  CT_PRESETS,
  describeWindow,
  displayGrey,
  dragWindow,
  greyLookupTable,
  paintSlice,
  presetsFor,
  voiLinear,
  windowFromData,
} from './windowing';

const hu = { slope: 1, intercept: 0 };
const preset = (id: string) => CT_PRESETS.find((p) => p.id === id)!.window;
/** Stored CT values as most scanners write them: unsigned, with an intercept of −1024. */
const scanner = { slope: 1, intercept: -1024 };
const stored = (value: number) => value + 1024;

it('shows −600 HU mid-grey in the lung window, black in the soft-tissue one', () => {
  expect(displayGrey(-600, hu, preset('lung'))).toBe(128);
  expect(displayGrey(stored(-600), scanner, preset('lung'))).toBe(128);
  // Soft tissue spans −160 to 240 HU: aerated lung lies below it.
  expect(displayGrey(stored(-600), scanner, preset('soft-tissue'))).toBe(0);
});

it('shows cortical bone white in the soft-tissue window and grey in the bone window', () => {
  expect(displayGrey(stored(700), scanner, preset('soft-tissue'))).toBe(255);
  const inBone = displayGrey(stored(700), scanner, preset('bone'));
  expect(inBone).toBeGreaterThan(140);
  expect(inBone).toBeLessThan(160);
});

it('follows DICOM’s linear function at the window’s edges, with its −0.5 and −1', () => {
  // Width 400, centre 40: black at or below 40 − 0.5 − 199.5 = −160, white above 239.
  const window = { width: 400, center: 40 };
  expect(voiLinear(-160, window)).toBe(0);
  expect(voiLinear(-159, window)).toBeCloseTo(0.639, 2);
  expect(voiLinear(239, window)).toBe(255);
  expect(voiLinear(239.5, window)).toBe(255);
  expect(voiLinear(39.5, window)).toBeCloseTo(127.5, 5);
  // A width of 1 (or less, which DICOM does not allow) is a threshold at centre − 0.5.
  expect(voiLinear(9.5, { width: 1, center: 10 })).toBe(0);
  expect(voiLinear(10, { width: 1, center: 10 })).toBe(255);
  expect(voiLinear(-1, { width: 0, center: 0 })).toBe(0);
});

it('paints through a table that matches the function for every stored value, inverted on request', () => {
  const window = preset('brain');
  const table = greyLookupTable(scanner, window);
  for (const value of [0, 1000, 1024, 1054, 1064, 1084, 1100, 4095, 65535]) {
    const grey = displayGrey(value, scanner, window);
    expect(table[value]).toBe((0xff000000 | (grey << 16) | (grey << 8) | grey) >>> 0);
  }
  const inverted = greyLookupTable(scanner, window, true);
  expect(inverted[0] & 0xff).toBe(255);

  const pixels = new Uint32Array(3);
  paintSlice(Uint16Array.from([stored(-1000), stored(40), stored(1000)]), table, pixels);
  expect(Array.from(pixels, (pixel) => pixel & 0xff)).toEqual([0, 129, 255]);
  expect(pixels[0] >>> 24).toBe(255);
});

it('offers CT’s presets to CT only', () => {
  expect(presetsFor('CT').map((p) => [p.label, describeWindow(p.window)])).toEqual([
    ['Soft tissue', 'W 400 L 40'],
    ['Lung', 'W 1500 L −600'],
    ['Bone', 'W 2500 L 480'],
    ['Brain', 'W 80 L 40'],
    ['Liver', 'W 150 L 90'],
  ]);
  expect(presetsFor('MR')).toEqual([]);
});

it('takes an MR window from the data, leaving out the background and the extremes', () => {
  const values = new Uint16Array(10_000);
  for (let i = 0; i < values.length; i++) values[i] = i < 4000 ? 0 : 200 + (i % 600);
  values[9999] = 60000;
  const window = windowFromData(values, hu);
  expect(window.center).toBeGreaterThan(450);
  expect(window.center).toBeLessThan(550);
  expect(window.width).toBeGreaterThan(550);
  expect(window.width).toBeLessThan(620);
});

it('widens and raises the window as the pointer drags right and down', () => {
  const start = { width: 400, center: 40 };
  expect(dragWindow(start, 64, 0)).toEqual({ width: 500, center: 40 });
  expect(dragWindow(start, 0, -64)).toEqual({ width: 400, center: -60 });
  expect(dragWindow(start, -10_000, 0).width).toBe(1);
});

it('names the edges of an axial, a coronal and a turned image', () => {
  const axial: [[number, number, number], [number, number, number]] = [
    [1, 0, 0],
    [0, 1, 0],
  ];
  expect(orientationLetters(axial)).toEqual({ top: 'A', right: 'L', bottom: 'P', left: 'R' });
  expect(orientationLetters(axial, 1)).toEqual({ top: 'R', right: 'A', bottom: 'L', left: 'P' });
  expect(
    orientationLetters([
      [1, 0, 0],
      [0, 0, -1],
    ]),
  ).toEqual({ top: 'H', right: 'L', bottom: 'F', left: 'R' });
  expect(
    orientationLetters([
      [0.8, 0.6, 0],
      [0, 0, -1],
    ]).right,
  ).toBe('LP');
});

it('sorts by instance number when positions are missing, and keeps the input as it was', () => {
  const input = [
    { position: null, instanceNumber: 2 },
    { position: null, instanceNumber: 1 },
  ];
  expect(sortSlices(input, null).map((s) => s.instanceNumber)).toEqual([1, 2]);
  expect(input[0].instanceNumber).toBe(2);
});
