import { renditionsFor } from './rendition-ladder';

const sizes = (source: { width: number; height: number }) =>
  renditionsFor(source).map((r) => `${r.name} ${r.width}x${r.height} ${r.maxVideoKbps}k`);

it('packages every rung up to the source height, never above it', () => {
  expect(sizes({ width: 1920, height: 1080 })).toEqual([
    '360p 640x360 800k',
    '540p 960x540 1600k',
    '720p 1280x720 2800k',
    '1080p 1920x1080 5000k',
  ]);
  expect(sizes({ width: 3840, height: 2160 })).toHaveLength(4);
  expect(sizes({ width: 1280, height: 720 })).toEqual([
    '360p 640x360 800k',
    '540p 960x540 1600k',
    '720p 1280x720 2800k',
  ]);
  expect(sizes({ width: 1024, height: 700 })).toEqual(['360p 526x360 800k', '540p 790x540 1600k']);
});

it('keeps widths even and the shape of the picture, portrait included', () => {
  expect(sizes({ width: 1440, height: 1080 })).toContain('720p 960x720 2800k');
  expect(sizes({ width: 720, height: 1280 })).toEqual([
    '360p 360x640 800k',
    '540p 540x960 1600k',
    '720p 720x1280 2800k',
  ]);
});

it('gives a source below the lowest rung one rendition at its own size', () => {
  expect(sizes({ width: 426, height: 240 })).toEqual(['240p 426x240 356k']);
  expect(sizes({ width: 175, height: 99 })).toEqual(['100p 176x100 150k']);
});

it('fits a ladder of the caller’s', () => {
  const ladder = [
    { name: 'low', height: 180, maxVideoKbps: 250 },
    { name: 'high', height: 360, maxVideoKbps: 700 },
  ];
  expect(renditionsFor({ width: 640, height: 360 }, ladder).map((r) => r.name)).toEqual([
    'low',
    'high',
  ]);
});
