/*
 * A stored series as the viewer streams it (docs/imaging.md, "The stored form"): one lossless
 * 16-bit greyscale PNG per slice and this manifest. Isomorphic: the intake and the demo series
 * write it, the viewer reads it.
 */
import type { Rescale, VoiWindow } from './windowing';

export const MANIFEST_VERSION = 1;

/** Three numbers: a point or a direction in the patient's coordinates (mm, DICOM's LPS). */
export type Vector3 = [number, number, number];

type StoredSlice = {
  /** The slice's PNG, a server-chosen name in the storage the media use. */
  file: string;
  /** Stored PNG value × slope + intercept = the modality value (HU for CT). */
  rescale: Rescale;
  /** ImagePositionPatient: the centre of the first pixel sent, in mm. */
  position: Vector3 | null;
};

export type SeriesManifest = {
  version: typeof MANIFEST_VERSION;
  /** DICOM's modality: CT, MR, CR, DX… */
  modality: string;
  /** New UIDs (PS3.15's action U), the same for every series of one study's upload. */
  uids: { study: string; series: string; frameOfReference: string };
  rows: number;
  columns: number;
  /** Millimetres between rows, then between columns (DICOM's PixelSpacing order). */
  pixelSpacing: [number, number] | null;
  /** The row direction, then the column direction (ImageOrientationPatient). */
  orientation: [Vector3, Vector3] | null;
  /** MONOCHROME1 shows low values white (some plain films); the viewer inverts it. */
  photometric: 'MONOCHROME1' | 'MONOCHROME2';
  /** The window the series opens with: the file's own, the modality's usual one, or the data's. */
  defaultWindow: VoiWindow;
  /** In reading order: for an axial series, head to feet. */
  slices: StoredSlice[];
  /**
   * Each slice has an 8-bit WebP thumbnail beside it (`thumbnailName`), windowed in the opening
   * window when the series came in (docs/imaging.md, "Thumbnails"); absent for older series.
   */
  thumbnails?: boolean;
};

const dot = (a: Vector3, b: Vector3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

function cross(a: Vector3, b: Vector3): Vector3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

/**
 * Where a slice lies along the series' normal (row × column direction), in mm: the position
 * slices are sorted by and the one the viewer shows.
 */
export function sliceLocation(
  position: Vector3 | null,
  orientation: [Vector3, Vector3] | null,
): number | null {
  if (!position || !orientation) return null;
  return dot(position, cross(orientation[0], orientation[1]));
}

/** The patient's directions along DICOM's +x, +y and +z axes, and their opposites. */
const AXIS_LETTERS: [positive: string, negative: string][] = [
  ['L', 'R'],
  ['P', 'A'],
  ['H', 'F'],
];
/** A component smaller than this adds no letter: an oblique plane names its main directions. */
const OBLIQUE_THRESHOLD = 0.25;

/** The letters of a direction, its largest component first ("L", or "LP" for an oblique one). */
function directionLetters(direction: Vector3): string {
  return [0, 1, 2]
    .filter((axis) => Math.abs(direction[axis]) >= OBLIQUE_THRESHOLD)
    .sort((a, b) => Math.abs(direction[b]) - Math.abs(direction[a]))
    .map((axis) => AXIS_LETTERS[axis][direction[axis] > 0 ? 0 : 1])
    .join('');
}

export type OrientationLetters = { top: string; right: string; bottom: string; left: string };

const negate = (v: Vector3): Vector3 => [-v[0], -v[1], -v[2]];

/**
 * The letters at the image's four edges after `quarterTurns` clockwise turns: the row direction
 * points right and the column direction down on an unturned image.
 */
export function orientationLetters(
  orientation: [Vector3, Vector3],
  quarterTurns = 0,
): OrientationLetters {
  const [row, column] = orientation;
  // Edges clockwise from the top: up, right, down, left.
  const edges = [negate(column), row, column, negate(row)].map(directionLetters);
  const turn = ((quarterTurns % 4) + 4) % 4;
  const at = (edge: number) => edges[(edge - turn + 4) % 4];
  return { top: at(0), right: at(1), bottom: at(2), left: at(3) };
}

export type Placed = { position: Vector3 | null; instanceNumber: number | null };

/**
 * Slices in reading order: by their location along the normal, highest first (for an axial
 * series the normal points to the head, so it reads head to feet, as PACS shows it); by
 * InstanceNumber when a slice has no position or the series no orientation. Does not change the
 * array it is given.
 */
export function sortSlices<T extends Placed>(
  slices: readonly T[],
  orientation: [Vector3, Vector3] | null,
): T[] {
  const located = slices.map((slice) => ({
    slice,
    location: sliceLocation(slice.position, orientation),
  }));
  if (located.every(({ location }) => location !== null)) {
    return located
      .sort((a, b) => (b.location as number) - (a.location as number))
      .map(({ slice }) => slice);
  }
  return [...slices].sort(
    (a, b) => (a.instanceNumber ?? Infinity) - (b.instanceNumber ?? Infinity),
  );
}

/**
 * The manifest's slices for `images` (stored names, or addresses ending in them), in that order:
 * a series edited slice by slice in the console after it came in keeps its 16-bit values for
 * the slices it still has. Null when an image is not one of the manifest's.
 */
export function manifestForSlices(
  manifest: SeriesManifest,
  images: readonly string[],
): SeriesManifest | null {
  const byFile = new Map(manifest.slices.map((slice) => [slice.file, slice]));
  const slices: StoredSlice[] = [];
  for (const image of images) {
    const slice = byFile.get(image.slice(image.lastIndexOf('/') + 1));
    if (!slice) return null;
    slices.push(slice);
  }
  return slices.length ? { ...manifest, slices } : null;
}

/**
 * The window that shows an 8-bit picture's greys as they are: under DICOM's linear VOI function
 * (with its −0.5 and −1) centre 128 and width 256 map every value 0–255 to itself.
 */
const PICTURE_WINDOW: VoiWindow = { center: 128, width: 256 };

/**
 * A case's pictures (plain films and series uploaded as 8-bit WebP or JPEG) as a stack: one
 * slice a picture, in order. The browser decodes each (`slice-cache.ts`) and its greys are the
 * stored values 0–255, so the window, invert and every tool work on them as on a DICOM series
 * (docs/imaging.md, "Pictures as stacks"). `key` names the stack: another key, another view.
 */
export function pictureManifest(images: readonly string[], key: string): SeriesManifest {
  return {
    version: MANIFEST_VERSION,
    modality: 'OT',
    uids: { study: key, series: key, frameOfReference: key },
    rows: 0,
    columns: 0,
    pixelSpacing: null,
    orientation: null,
    photometric: 'MONOCHROME2',
    defaultWindow: PICTURE_WINDOW,
    slices: images.map((file) => ({ file, rescale: { slope: 1, intercept: 0 }, position: null })),
  };
}

/** A slice's thumbnail's name beside its own (`<uuid>-0001.png` → `<uuid>-0001-thumb.webp`). */
export const thumbnailName = (slice: string) => slice.replace(/\.png$/, '-thumb.webp');

/** Every file a stored series has: its slices and, if it has them, their thumbnails. */
export const seriesFiles = (manifest: SeriesManifest) =>
  manifest.slices.flatMap((slice) =>
    manifest.thumbnails ? [slice.file, thumbnailName(slice.file)] : [slice.file],
  );

/**
 * What the console shows for each of a case's slices (`images`: their addresses, in order): the
 * windowed thumbnail of a slice of `manifest` that has one, else the slice's own file.
 */
export function sliceThumbnails(
  images: readonly string[],
  manifest: SeriesManifest | null,
): string[] {
  const slices = new Set(manifest?.thumbnails ? manifest.slices.map((slice) => slice.file) : []);
  return images.map((image) => {
    const at = image.lastIndexOf('/') + 1;
    const file = image.slice(at);
    return slices.has(file) ? image.slice(0, at) + thumbnailName(file) : image;
  });
}
