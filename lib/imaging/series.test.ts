import {
  MANIFEST_VERSION,
  manifestForSlices,
  pictureManifest,
  type SeriesManifest,
} from './series';
import { displayGrey } from './windowing';

/* A series edited slice by slice after it came in as DICOM keeps its 16-bit values. */

const manifest: SeriesManifest = {
  version: MANIFEST_VERSION,
  modality: 'CT',
  uids: { study: '2.25.1', series: '2.25.2', frameOfReference: '2.25.3' },
  rows: 4,
  columns: 4,
  pixelSpacing: [1, 1],
  orientation: [
    [1, 0, 0],
    [0, 1, 0],
  ],
  photometric: 'MONOCHROME2',
  defaultWindow: { center: 40, width: 400 },
  slices: ['a-0001.png', 'a-0002.png', 'a-0003.png'].map((file, index) => ({
    file,
    rescale: { slope: 1, intercept: -32768 },
    position: [0, 0, -index],
  })),
};

describe('manifestForSlices', () => {
  it('follows the case’s slices, by stored name or by address, in their order', () => {
    const edited = manifestForSlices(manifest, ['/api/files/a-0003.png', 'a-0001.png']);
    expect(edited?.slices.map((slice) => slice.file)).toEqual(['a-0003.png', 'a-0001.png']);
    expect(edited?.slices[0].position).toEqual([0, 0, -2]);
  });

  it('is null once a slice is not the manifest’s, or there are none', () => {
    expect(manifestForSlices(manifest, ['a-0001.png', 'other.webp'])).toBeNull();
    expect(manifestForSlices(manifest, [])).toBeNull();
  });
});

describe('pictureManifest', () => {
  it('makes each picture a slice whose 8-bit greys are shown as they are', () => {
    const manifest = pictureManifest(['/a/1.webp', '/a/2.webp'], 'case-1');
    expect(manifest.slices.map((slice) => slice.file)).toEqual(['/a/1.webp', '/a/2.webp']);
    expect(manifest.uids.series).toBe('case-1');
    for (let grey = 0; grey <= 255; grey++) {
      expect(displayGrey(grey, manifest.slices[0].rescale, manifest.defaultWindow)).toBe(grey);
    }
  });
});
