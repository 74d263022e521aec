import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';

import * as dicomParser from 'dicom-parser';
import { decode as decodePng } from 'fast-png';

import { encodeSlice } from './png';
import { BASIC_PROFILE, BASIC_PROFILE_GROUPS, type ProfileAction } from './deid-profile';
import {
  MANIFEST_VERSION,
  sortSlices,
  sliceLocation,
  type SeriesManifest,
  type Vector3,
} from './series';
import { CT_PRESETS, windowFromData, type Rescale, type VoiWindow } from './windowing';

/*
 * DICOM in (docs/imaging.md, "DICOM in"): an uploaded series is read with dicom-parser, checked,
 * sorted by position and stored as one lossless 16-bit PNG per slice with a manifest. Only the
 * attributes the viewer needs (KEPT_ATTRIBUTES) reach the manifest, so every identifying
 * attribute of the basic de-identification profile is removed by construction; the report says
 * which were found.
 */

/** Transfer syntaxes whose pixel data is stored as it is: these are read, all others refused. */
export const ACCEPTED_TRANSFER_SYNTAXES: Readonly<Record<string, string>> = {
  '1.2.840.10008.1.2': 'Implicit VR Little Endian',
  '1.2.840.10008.1.2.1': 'Explicit VR Little Endian',
  '1.2.840.10008.1.2.1.99': 'Deflated Explicit VR Little Endian',
};

/** Names for the compressed syntaxes an operator is most likely to meet, for the refusal. */
const KNOWN_COMPRESSED_SYNTAXES: Readonly<Record<string, string>> = {
  '1.2.840.10008.1.2.2': 'Explicit VR Big Endian',
  '1.2.840.10008.1.2.4.50': 'JPEG Baseline',
  '1.2.840.10008.1.2.4.51': 'JPEG Extended',
  '1.2.840.10008.1.2.4.57': 'JPEG Lossless',
  '1.2.840.10008.1.2.4.70': 'JPEG Lossless, first-order prediction',
  '1.2.840.10008.1.2.4.80': 'JPEG-LS Lossless',
  '1.2.840.10008.1.2.4.81': 'JPEG-LS Near-Lossless',
  '1.2.840.10008.1.2.4.90': 'JPEG 2000 Lossless',
  '1.2.840.10008.1.2.4.91': 'JPEG 2000',
  '1.2.840.10008.1.2.4.201': 'HTJ2K Lossless',
  '1.2.840.10008.1.2.4.203': 'HTJ2K',
  '1.2.840.10008.1.2.5': 'RLE Lossless',
};

/** What one upload may hold: past any of these the series is refused before more is read. */
export const INTAKE_LIMITS = {
  /** Slices in one series. */
  maxSlices: 1000,
  /** Bytes of one DICOM file (a 4096 × 4096 16-bit slice is 32 MiB). */
  maxFileBytes: 40 * 1024 * 1024,
  /** Rows and columns of a slice. */
  maxSide: 4096,
  /** Pixels in the whole series: 1000 slices of 512 × 512, or fewer larger ones. */
  maxSeriesPixels: 1000 * 512 * 512,
} as const;

export type IntakeErrorCode =
  | 'not_dicom'
  | 'truncated'
  | 'unsupported_transfer_syntax'
  | 'not_an_image'
  | 'unsupported_pixels'
  | 'too_large'
  | 'mixed_series'
  | 'duplicate_slice'
  | 'empty';

/** A refusal of the upload, in words for the operator; `file` names the file at fault. */
export class DicomIntakeError extends Error {
  constructor(
    readonly code: IntakeErrorCode,
    message: string,
    readonly file?: string,
  ) {
    super(file ? `${file}: ${message}` : message);
    this.name = 'DicomIntakeError';
  }
}

/** One uploaded file: its name as uploaded (for messages only) and its bytes. */
export type IntakeFile = { name: string; bytes: Uint8Array };

/** One profile attribute found in the upload, and what the profile says to do with it. */
export type RemovedAttribute = {
  /** As DICOM writes it: (0010,0010). */
  tag: string;
  /** Its keyword (PatientName), or the tag where the dictionaries have none. */
  name: string;
  action: ProfileAction;
};

export type DeidentificationReport = {
  /** Every attribute of the basic profile found in any slice, by tag. */
  removed: RemovedAttribute[];
  /** Private attributes (odd groups) removed, counted once per tag. */
  privateAttributes: number;
  /** Other attributes not kept (neither the profile's nor the viewer's), counted once per tag. */
  otherAttributes: number;
  /** The UIDs the series now carries instead of its own (PS3.15's action U). */
  replacedUids: SeriesManifest['uids'];
  /** Why a person must look at the slices before publishing (burned-in text), or none. */
  review: string[];
};

export type IntakeResult = {
  manifest: SeriesManifest;
  /** The PNGs to store, named as the manifest names them. */
  files: { name: string; bytes: Uint8Array }[];
  report: DeidentificationReport;
};

/** Attributes read into the manifest: geometry, pixel description and the pixels themselves. */
export const KEPT_ATTRIBUTES: Readonly<Record<string, string>> = {
  x00080060: 'Modality',
  x00200013: 'InstanceNumber',
  x00200032: 'ImagePositionPatient',
  x00200037: 'ImageOrientationPatient',
  x00280002: 'SamplesPerPixel',
  x00280004: 'PhotometricInterpretation',
  x00280008: 'NumberOfFrames',
  x00280010: 'Rows',
  x00280011: 'Columns',
  x00280030: 'PixelSpacing',
  x00280100: 'BitsAllocated',
  x00280101: 'BitsStored',
  x00280102: 'HighBit',
  x00280103: 'PixelRepresentation',
  x00281050: 'WindowCenter',
  x00281051: 'WindowWidth',
  x00281052: 'RescaleIntercept',
  x00281053: 'RescaleSlope',
  x7fe00010: 'PixelData',
};

/**
 * Read to check the upload (one study, one series, one frame of reference, burned-in text) and
 * then dropped; the UIDs are replaced. The file meta group (0002) describes the file itself.
 */
const CHECKED_ATTRIBUTES = new Set([
  'x0020000d',
  'x0020000e',
  'x00200052',
  'x00080018',
  'x00280301',
]);

const PROFILE_BY_TAG = new Map(
  BASIC_PROFILE.map(([tag, name, action]) => [`x${tag.toLowerCase()}`, { name, action }]),
);
const PROFILE_GROUPS = BASIC_PROFILE_GROUPS.map(
  ([pattern, name]) => [new RegExp(`^x${pattern.replace(/X/g, '[0-9a-f]')}$`, 'i'), name] as const,
);

const dicomTag = (tag: string) => `(${tag.slice(1, 5)},${tag.slice(5, 9)})`.toUpperCase();
const isPrivate = (tag: string) => parseInt(tag.slice(1, 5), 16) % 2 === 1;

/** A new UID under the UUID-derived root of PS3.5 B.2: nothing of the original survives. */
function newUid(): string {
  return `2.25.${BigInt(`0x${randomUUID().replace(/-/g, '')}`).toString()}`;
}

type ParsedSlice = {
  name: string;
  study: string | null;
  series: string | null;
  frameOfReference: string | null;
  instance: string | null;
  modality: string;
  rows: number;
  columns: number;
  photometric: 'MONOCHROME1' | 'MONOCHROME2';
  pixelSpacing: [number, number] | null;
  orientation: [Vector3, Vector3] | null;
  position: Vector3 | null;
  instanceNumber: number | null;
  rescale: Rescale;
  window: VoiWindow | null;
  burnedIn: string | null;
  /** Stored values made unsigned (signed data shifted by 32768, its intercept moved to match). */
  stored: Uint16Array;
  tags: string[];
};

const numbers = (dataSet: dicomParser.DataSet, tag: string, count: number): number[] | null => {
  const text = dataSet.string(tag);
  if (!text) return null;
  const values = text.split('\\').map(Number);
  return values.length >= count && values.slice(0, count).every(Number.isFinite)
    ? values.slice(0, count)
    : null;
};

/** Deflated data sets are inflated with a ceiling, so a tiny file cannot expand without end. */
function boundedInflater(bytes: Uint8Array, position: number): Uint8Array {
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(bytes.subarray(position), {
      maxOutputLength: INTAKE_LIMITS.maxFileBytes,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new DicomIntakeError('too_large', 'the file inflates to more than a slice can be.');
    }
    throw error;
  }
  const whole = new Uint8Array(position + inflated.length);
  whole.set(bytes.subarray(0, position));
  whole.set(inflated, position);
  return whole;
}

function parseDataSet(file: IntakeFile): dicomParser.DataSet {
  const { name, bytes } = file;
  if (bytes.length > INTAKE_LIMITS.maxFileBytes) {
    throw new DicomIntakeError('too_large', 'the file is larger than a slice can be.', name);
  }
  const hasPreamble =
    bytes.length >= 132 && String.fromCharCode(...bytes.subarray(128, 132)) === 'DICM';
  if (!hasPreamble) throw new DicomIntakeError('not_dicom', 'this is not a DICOM file.', name);
  let header: dicomParser.DataSet;
  try {
    header = dicomParser.readPart10Header(bytes);
  } catch {
    throw new DicomIntakeError('truncated', 'the file ends inside its header.', name);
  }
  const syntax = header.string('x00020010')?.replace(/\0/g, '').trim() ?? '';
  if (!syntax) {
    throw new DicomIntakeError('truncated', 'the file ends inside its header.', name);
  }
  if (!ACCEPTED_TRANSFER_SYNTAXES[syntax]) {
    const known = KNOWN_COMPRESSED_SYNTAXES[syntax];
    throw new DicomIntakeError(
      'unsupported_transfer_syntax',
      `its pixel data is stored as ${known ?? `transfer syntax ${syntax}`}; export the series uncompressed (Explicit or Implicit VR Little Endian).`,
      name,
    );
  }
  try {
    return dicomParser.parseDicom(bytes, { inflater: boundedInflater });
  } catch (error) {
    if (error instanceof DicomIntakeError) {
      throw new DicomIntakeError(error.code, error.message, name);
    }
    throw new DicomIntakeError('truncated', 'the file is cut short or damaged.', name);
  }
}

/** Checks one file and reads what the manifest keeps. */
export function readSlice(file: IntakeFile): ParsedSlice {
  const { name } = file;
  const dataSet = parseDataSet(file);
  const pixels = dataSet.elements.x7fe00010;
  if (!pixels) throw new DicomIntakeError('not_an_image', 'the file holds no image.', name);

  const rows = dataSet.uint16('x00280010') ?? 0;
  const columns = dataSet.uint16('x00280011') ?? 0;
  const frames = dataSet.intString('x00280008') ?? 1;
  const samples = dataSet.uint16('x00280002') ?? 1;
  const bitsAllocated = dataSet.uint16('x00280100') ?? 0;
  const bitsStored = dataSet.uint16('x00280101') ?? bitsAllocated;
  const signed = dataSet.uint16('x00280103') === 1;
  const photometric = dataSet.string('x00280004')?.trim();
  if (!rows || !columns) throw new DicomIntakeError('not_an_image', 'the image has no size.', name);
  if (rows > INTAKE_LIMITS.maxSide || columns > INTAKE_LIMITS.maxSide) {
    throw new DicomIntakeError(
      'too_large',
      `the image is ${columns} × ${rows} pixels; at most ${INTAKE_LIMITS.maxSide} a side is accepted.`,
      name,
    );
  }
  if (frames !== 1) {
    throw new DicomIntakeError(
      'unsupported_pixels',
      `the file holds ${frames} frames; upload a series of single-frame files.`,
      name,
    );
  }
  if (samples !== 1 || (photometric !== 'MONOCHROME1' && photometric !== 'MONOCHROME2')) {
    throw new DicomIntakeError(
      'unsupported_pixels',
      'only greyscale images (MONOCHROME1 or MONOCHROME2) are accepted.',
      name,
    );
  }
  if (
    (bitsAllocated !== 8 && bitsAllocated !== 16) ||
    bitsStored < 1 ||
    bitsStored > bitsAllocated
  ) {
    throw new DicomIntakeError(
      'unsupported_pixels',
      `${bitsAllocated}-bit pixels are not accepted; 8 or 16 bits are.`,
      name,
    );
  }
  const expected = rows * columns * (bitsAllocated / 8);
  if (
    pixels.encapsulatedPixelData ||
    pixels.length < expected ||
    pixels.dataOffset + expected > dataSet.byteArray.length
  ) {
    throw new DicomIntakeError('truncated', 'the pixel data is cut short.', name);
  }

  const stored = new Uint16Array(rows * columns);
  const source = new DataView(
    dataSet.byteArray.buffer,
    dataSet.byteArray.byteOffset + pixels.dataOffset,
    expected,
  );
  const mask = bitsStored >= 16 ? 0xffff : (1 << bitsStored) - 1;
  const signBit = 1 << (bitsStored - 1);
  // Signed values are shifted into 0–65535 so a PNG holds them; the intercept moves to match.
  const shift = signed ? 32768 : 0;
  for (let i = 0; i < stored.length; i++) {
    let value = (bitsAllocated === 16 ? source.getUint16(i * 2, true) : source.getUint8(i)) & mask;
    if (signed && value & signBit) value -= mask + 1;
    stored[i] = value + shift;
  }
  const slope = dataSet.floatString('x00281053') ?? 1;
  const intercept = dataSet.floatString('x00281052') ?? 0;
  const center = dataSet.floatString('x00281050');
  const width = dataSet.floatString('x00281051');
  const orientation = numbers(dataSet, 'x00200037', 6);
  const position = numbers(dataSet, 'x00200032', 3);
  const spacing = numbers(dataSet, 'x00280030', 2);
  const uid = (tag: string) => dataSet.string(tag)?.replace(/\0/g, '').trim() || null;

  return {
    name,
    study: uid('x0020000d'),
    series: uid('x0020000e'),
    frameOfReference: uid('x00200052'),
    instance: uid('x00080018'),
    modality: dataSet.string('x00080060')?.trim() || 'OT',
    rows,
    columns,
    photometric,
    pixelSpacing: spacing && spacing[0] > 0 && spacing[1] > 0 ? [spacing[0], spacing[1]] : null,
    orientation: orientation
      ? [orientation.slice(0, 3) as Vector3, orientation.slice(3, 6) as Vector3]
      : null,
    position: position as Vector3 | null,
    instanceNumber: dataSet.intString('x00200013') ?? null,
    rescale: { slope, intercept: intercept - shift * slope },
    window: center !== undefined && width !== undefined && width >= 1 ? { center, width } : null,
    burnedIn: dataSet.string('x00280301')?.trim().toUpperCase() ?? null,
    stored,
    tags: Object.keys(dataSet.elements),
  };
}

const sameVector = (a: number[] | null, b: number[] | null) =>
  a === b || (!!a && !!b && a.every((value, i) => Math.abs(value - b[i]) < 1e-3));

/** Refuses slices that do not belong to one series with one geometry. */
function checkOneSeries(slices: Omit<ParsedSlice, 'stored'>[]): void {
  const first = slices[0];
  for (const slice of slices) {
    const differs = (what: string) => {
      throw new DicomIntakeError(
        'mixed_series',
        `it belongs to another ${what} than ${first.name}; upload one series at a time.`,
        slice.name,
      );
    };
    if (slice.study !== first.study) differs('study');
    if (slice.series !== first.series) differs('series');
    if (slice.modality !== first.modality) differs('modality');
    if (slice.rows !== first.rows || slice.columns !== first.columns) differs('image size');
    if (slice.photometric !== first.photometric) differs('photometric interpretation');
    if (!sameVector(slice.orientation?.flat() ?? null, first.orientation?.flat() ?? null)) {
      differs('orientation');
    }
    if (!sameVector(slice.pixelSpacing, first.pixelSpacing)) differs('pixel spacing');
  }
  const seen = new Map<string, string>();
  for (const slice of slices) {
    const location = sliceLocation(slice.position, slice.orientation);
    const keys = [
      slice.instance && `instance ${slice.instance}`,
      location !== null && `position ${location.toFixed(3)}`,
    ].filter(Boolean) as string[];
    for (const key of keys) {
      const other = seen.get(key);
      if (other) {
        throw new DicomIntakeError(
          'duplicate_slice',
          `it is the same slice as ${other} (${key.split(' ')[0]}); upload one phase or echo at a time.`,
          slice.name,
        );
      }
      seen.set(key, slice.name);
    }
  }
}

/** What the profile says of each attribute found, and what else was dropped. */
function reportRemoved(
  slices: Omit<ParsedSlice, 'stored'>[],
): Omit<DeidentificationReport, 'replacedUids' | 'review'> {
  const removed = new Map<string, RemovedAttribute>();
  const privateTags = new Set<string>();
  const otherTags = new Set<string>();
  for (const slice of slices) {
    for (const tag of slice.tags) {
      if (KEPT_ATTRIBUTES[tag]) continue;
      const profile = PROFILE_BY_TAG.get(tag);
      const group = PROFILE_GROUPS.find(([pattern]) => pattern.test(tag));
      if (profile) {
        removed.set(tag, {
          tag: dicomTag(tag),
          name: profile.name ?? dicomTag(tag),
          action: profile.action,
        });
      } else if (group) {
        removed.set(tag, { tag: dicomTag(tag), name: group[1], action: 'X' });
      } else if (isPrivate(tag)) {
        privateTags.add(tag);
      } else if (!CHECKED_ATTRIBUTES.has(tag) && !tag.startsWith('x0002')) {
        otherTags.add(tag);
      }
    }
  }
  return {
    removed: [...removed.values()].sort((a, b) => a.tag.localeCompare(b.tag)),
    privateAttributes: privateTags.size,
    otherAttributes: otherTags.size,
  };
}

/** Why the slices need a person's look before publishing: text burned into the pixels. */
function reviewReasons(slices: Omit<ParsedSlice, 'stored'>[]): string[] {
  const flagged = slices.filter((slice) => slice.burnedIn === 'YES');
  if (flagged.length) {
    return [
      `${flagged.length} of ${slices.length} slices declare burned-in annotation (BurnedInAnnotation = YES): check the pixels for names, dates or ids before publishing.`,
    ];
  }
  return [];
}

/** The window a series opens with: its own, CT's soft tissue, or one taken from the data. */
function openingWindow(
  slices: (Pick<ParsedSlice, 'window' | 'rescale'> & { png: Uint8Array })[],
  modality: string,
): VoiWindow {
  const middle = slices[Math.floor(slices.length / 2)];
  if (middle.window) return middle.window;
  if (modality === 'CT') return CT_PRESETS[0].window;
  return windowFromData(decodePng(middle.png).data as Uint16Array, middle.rescale);
}

export type IntakeOptions = {
  /**
   * Original UID → its replacement. Pass the same map for every series of one study so they keep
   * one new StudyInstanceUID and FrameOfReferenceUID, as PS3.15 asks of replaced UIDs.
   */
  uidMap?: Map<string, string>;
};

/**
 * Reads an uploaded series (DICOM files, in any order), refuses what is not one greyscale image
 * series within INTAKE_LIMITS, sorts the slices by position and answers the de-identified
 * stored form: one 16-bit PNG per slice, the manifest and the report for the operator. Each slice
 * is encoded as it is read, so only the compressed slices are held.
 */
export async function intakeSeries(
  files: AsyncIterable<IntakeFile> | Iterable<IntakeFile>,
  { uidMap = new Map() }: IntakeOptions = {},
): Promise<IntakeResult> {
  const slices: (Omit<ParsedSlice, 'stored'> & { png: Uint8Array })[] = [];
  let pixels = 0;
  for await (const file of files) {
    if (slices.length >= INTAKE_LIMITS.maxSlices) {
      throw new DicomIntakeError(
        'too_large',
        `a series may have at most ${INTAKE_LIMITS.maxSlices} slices.`,
      );
    }
    const { stored, ...slice } = readSlice(file);
    pixels += slice.rows * slice.columns;
    if (pixels > INTAKE_LIMITS.maxSeriesPixels) {
      throw new DicomIntakeError('too_large', 'the series is larger than one upload may be.');
    }
    slices.push({ ...slice, png: await encodeSlice(stored, slice.columns, slice.rows) });
  }
  if (!slices.length) throw new DicomIntakeError('empty', 'the upload holds no DICOM files.');
  checkOneSeries(slices);

  const first = slices[0];
  const ordered = sortSlices(slices, first.orientation);
  const seriesId = randomUUID();
  const name = (index: number) => `${seriesId}-${String(index + 1).padStart(4, '0')}.png`;
  const replace = (uid: string | null) => {
    const original = uid ?? randomUUID();
    const known = uidMap.get(original);
    if (known) return known;
    const fresh = newUid();
    uidMap.set(original, fresh);
    return fresh;
  };
  const uids = {
    study: replace(first.study),
    series: replace(first.series),
    frameOfReference: replace(first.frameOfReference),
  };

  const manifest: SeriesManifest = {
    version: MANIFEST_VERSION,
    modality: first.modality,
    uids,
    rows: first.rows,
    columns: first.columns,
    pixelSpacing: first.pixelSpacing,
    orientation: first.orientation,
    photometric: first.photometric,
    defaultWindow: openingWindow(ordered, first.modality),
    slices: ordered.map((slice, index) => ({
      file: name(index),
      rescale: slice.rescale,
      position: slice.position,
    })),
  };
  return {
    manifest,
    files: ordered.map((slice, index) => ({ name: name(index), bytes: slice.png })),
    report: { ...reportRemoved(slices), replacedUids: uids, review: reviewReasons(slices) },
  };
}
