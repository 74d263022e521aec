import { deflateRawSync } from 'node:zlib';

import dcmjs from 'dcmjs';
import { zipSync } from 'fflate';

/*
 * DICOM files made in the test, with dcmjs: a greyscale slice with the attributes a test names,
 * in the transfer syntax it names.
 */

const { DicomDict, DicomMetaDictionary } = dcmjs.data;

const CT_IMAGE_STORAGE = '1.2.840.10008.5.1.4.1.1.2';
const EXPLICIT_LITTLE = '1.2.840.10008.1.2.1';
export const IMPLICIT_LITTLE = '1.2.840.10008.1.2';
export const DEFLATED_LITTLE = '1.2.840.10008.1.2.1.99';

export type SliceOptions = {
  rows?: number;
  columns?: number;
  /** The stored values, row by row; a signed array makes PixelRepresentation 1. */
  pixels?: Int16Array | Uint16Array | Uint8Array;
  transferSyntax?: string;
  /** Naturalized attributes (dcmjs's keywords) added to or replacing the defaults. */
  attributes?: Record<string, unknown>;
  /** Elements by tag (8 hex digits) with their VR, for attributes dcmjs has no keyword for. */
  elements?: Record<string, { vr: string; Value: unknown[] }>;
  /** Leave the PixelData out. */
  withoutPixels?: boolean;
};

let instance = 0;

/** One CT slice as a DICOM Part 10 file. */
export function dicomSlice(options: SliceOptions = {}): Uint8Array {
  const rows = options.rows ?? 8;
  const columns = options.columns ?? 8;
  const pixels = options.pixels ?? new Int16Array(rows * columns).fill(-1000);
  const bits = pixels instanceof Uint8Array ? 8 : 16;
  const sop = `1.2.826.0.1.3680043.10.1.${++instance}`;
  const dataset: Record<string, unknown> = {
    SOPClassUID: CT_IMAGE_STORAGE,
    SOPInstanceUID: sop,
    StudyInstanceUID: '1.2.826.0.1.3680043.10.7',
    SeriesInstanceUID: '1.2.826.0.1.3680043.10.7.1',
    FrameOfReferenceUID: '1.2.826.0.1.3680043.10.7.2',
    Modality: 'CT',
    Rows: rows,
    Columns: columns,
    SamplesPerPixel: 1,
    PhotometricInterpretation: 'MONOCHROME2',
    BitsAllocated: bits,
    BitsStored: bits,
    HighBit: bits - 1,
    PixelRepresentation: pixels instanceof Int16Array ? 1 : 0,
    RescaleSlope: 1,
    RescaleIntercept: 0,
    PixelSpacing: [0.7, 0.7],
    ImageOrientationPatient: [1, 0, 0, 0, 1, 0],
    ...options.attributes,
  };
  if (!options.withoutPixels) {
    dataset.PixelData = [
      pixels.buffer.slice(pixels.byteOffset, pixels.byteOffset + pixels.byteLength),
    ];
    dataset._vrMap = { PixelData: bits === 8 ? 'OB' : 'OW' };
  }
  const syntax = options.transferSyntax ?? EXPLICIT_LITTLE;
  if (syntax === DEFLATED_LITTLE) return deflated(options);
  const file = new DicomDict(
    DicomMetaDictionary.denaturalizeDataset({
      FileMetaInformationVersion: new Uint8Array([0, 1]).buffer,
      MediaStorageSOPClassUID: CT_IMAGE_STORAGE,
      MediaStorageSOPInstanceUID: dataset.SOPInstanceUID,
      TransferSyntaxUID: syntax,
      ImplementationClassUID: '1.2.826.0.1.3680043.10.99',
    }),
  );
  file.dict = { ...DicomMetaDictionary.denaturalizeDataset(dataset), ...options.elements };
  return new Uint8Array(file.write());
}

/** Where the data set starts: after the preamble, "DICM" and the meta group's length. */
function dataSetStart(file: Uint8Array): number {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  return 132 + 12 + view.getUint32(140, true);
}

/**
 * The same slice with its data set deflated (raw deflate, as PS3.5 A.5 specifies). dcmjs writes
 * the meta group of a deflated file as it should, but not the deflated data set, so the data set
 * is written plain and deflated here.
 */
function deflated(options: SliceOptions): Uint8Array {
  const plain = dicomSlice({ ...options, transferSyntax: EXPLICIT_LITTLE });
  const file = new DicomDict(
    DicomMetaDictionary.denaturalizeDataset({
      FileMetaInformationVersion: new Uint8Array([0, 1]).buffer,
      MediaStorageSOPClassUID: CT_IMAGE_STORAGE,
      MediaStorageSOPInstanceUID: '1.2.826.0.1.3680043.10.98',
      TransferSyntaxUID: DEFLATED_LITTLE,
      ImplementationClassUID: '1.2.826.0.1.3680043.10.99',
    }),
  );
  file.dict = {};
  const header = new Uint8Array(file.write());
  return concat(
    header.subarray(0, dataSetStart(header)),
    deflateRawSync(plain.subarray(dataSetStart(plain))),
  );
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/** A deterministic shuffle, so a failing order can be replayed. */
export function shuffled<T>(items: readonly T[], seed = 7): T[] {
  const copy = [...items];
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * A CT series of `count` slices 1 mm apart (air, with a square of soft tissue and one of bone),
 * carrying the patient's name, id, birth date and institution, as DICOM files in shuffled order.
 */
export function dicomSeriesFiles(count: number, options: SliceOptions = {}) {
  const rows = options.rows ?? 16;
  const columns = options.columns ?? 16;
  const files = Array.from({ length: count }, (_, index) => {
    const pixels = new Int16Array(rows * columns).fill(-1000);
    for (let y = 4; y < 12; y++) {
      for (let x = 2; x < 7; x++) pixels[y * columns + x] = 40;
      for (let x = 9; x < 14; x++) pixels[y * columns + x] = 700;
    }
    return {
      name: `IM${String(index + 1).padStart(4, '0')}.dcm`,
      bytes: dicomSlice({
        rows,
        columns,
        pixels,
        ...options,
        attributes: {
          PatientName: 'Doe^Jane',
          PatientID: 'MRN-555-0199',
          PatientBirthDate: '19610214',
          InstitutionName: 'St Elsewhere Hospital',
          InstanceNumber: index + 1,
          ImagePositionPatient: [-100, -100, -index],
          ...options.attributes,
        },
      }),
    };
  });
  return shuffled(files);
}

/** Files as one zip, stored (not deflated), as the console sends them. */
export function zipOf(files: readonly { name: string; bytes: Uint8Array }[]): Uint8Array {
  return zipSync(Object.fromEntries(files.map((file) => [file.name, file.bytes])), { level: 0 });
}
