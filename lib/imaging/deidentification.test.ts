import dcmjs from 'dcmjs';

import { dicomSlice } from '@/test/dicom-fixtures';

import { BASIC_PROFILE } from './deid-profile';
import { intakeSeries, KEPT_ATTRIBUTES } from './dicom';

const dictionary = dcmjs.data.DicomMetaDictionary.dictionary;
const vrOf = (tag: string) =>
  dictionary[`(${tag.slice(0, 4)},${tag.slice(4)})`]?.vr.split(/\s|\|/)[0] ?? 'LO';

/** Written into every attribute, so any copy of one in the stored form would show. */
const MARK = 'IDENTIFYING';

/** A value that carries the mark (where the VR can hold text) for an element of a VR. */
function markedValue(vr: string, index: number): unknown[] {
  switch (vr) {
    case 'PN':
      return [{ Alphabetic: `${MARK}^${index}` }];
    case 'DA':
      return ['19470312'];
    case 'TM':
      return ['101010'];
    case 'DT':
      return ['19470312101010'];
    case 'UI':
      return [`1.2.826.0.1.3680043.10.555.${index}`];
    case 'AS':
      return ['077Y'];
    case 'CS':
      return ['IDENTIFYING'];
    case 'DS':
      return ['1947.0312'];
    case 'IS':
      return ['19470312'];
    case 'US':
    case 'SS':
    case 'UL':
    case 'SL':
    case 'FL':
    case 'FD':
      return [1947];
    case 'AT':
      return [0x00100010];
    case 'SQ':
      return [
        {
          '00080100': { vr: 'SH', Value: [MARK] },
          '00100010': { vr: 'PN', Value: [{ Alphabetic: MARK }] },
        },
      ];
    case 'OB':
    case 'OW':
    case 'UN':
    case 'OD':
    case 'OF':
    case 'OL':
    case 'OV':
      return [new TextEncoder().encode(`${MARK}${index}`.padEnd(16, 'X')).buffer];
    default:
      return [`${MARK} ${index}`];
  }
}

/** Every single-tag attribute of the profile, less the file meta group dcmjs writes itself. */
const profileElements = () => {
  const elements: Record<string, { vr: string; Value: unknown[] }> = {};
  BASIC_PROFILE.forEach(([tag], index) => {
    if (tag.startsWith('0002') || tag.startsWith('0000')) return;
    const vr = vrOf(tag);
    elements[tag] = { vr, Value: markedValue(vr, index) };
  });
  // The profile's group patterns: curve data, overlay data and overlay comments.
  elements['50000010'] = { vr: 'US', Value: [1947] };
  elements['60003000'] = { vr: 'OW', Value: markedValue('OW', 1) };
  elements['60004000'] = { vr: 'LT', Value: markedValue('LT', 2) };
  // A private block: its creator and one of its attributes.
  elements['00090010'] = { vr: 'LO', Value: ['ACME PRIVATE'] };
  elements['00091001'] = { vr: 'LO', Value: [`${MARK} private`] };
  return elements;
};

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

it('removes every attribute of the basic profile from a file that carries them all, and says which', async () => {
  const elements = profileElements();
  const file = dicomSlice({
    rows: 4,
    columns: 4,
    pixels: new Int16Array(16).fill(40),
    attributes: { ImagePositionPatient: [0, 0, 0], BurnedInAnnotation: 'NO' },
    elements,
  });
  expect(latin1(file)).toContain(MARK);

  const { manifest, files, report } = await intakeSeries([{ name: 'all.dcm', bytes: file }]);

  const expected = BASIC_PROFILE.filter(([tag]) => !tag.startsWith('0000'))
    .map(([tag]) => `(${tag.slice(0, 4)},${tag.slice(4)})`)
    .concat(['(5000,0010)', '(6000,3000)', '(6000,4000)'])
    .sort();
  expect(report.removed.map((attribute) => attribute.tag)).toEqual(expected);
  expect(report.removed).toEqual(
    expect.arrayContaining([
      { tag: '(0010,0010)', name: 'PatientName', action: 'Z' },
      { tag: '(0010,0020)', name: 'PatientID', action: 'Z/D' },
      { tag: '(0010,0030)', name: 'PatientBirthDate', action: 'Z' },
      { tag: '(0008,0080)', name: 'InstitutionName', action: 'X/Z/D' },
      { tag: '(0008,0090)', name: 'ReferringPhysicianName', action: 'Z' },
      { tag: '(0020,000D)', name: 'StudyInstanceUID', action: 'U' },
      { tag: '(0002,0003)', name: 'MediaStorageSOPInstanceUID', action: 'U' },
    ]),
  );
  expect(report.privateAttributes).toBe(2);
  expect(report.review).toEqual([]);

  // Nothing of theirs reaches what is stored: the manifest and the PNG files.
  const stored = JSON.stringify(manifest) + files.map((f) => latin1(f.bytes)).join('');
  expect(stored).not.toContain(MARK);
  expect(stored).not.toContain('19470312');
  expect(stored).not.toContain('1947.0312');
  // The fresh UIDs and the files' names are random digits that may hold any four, and the PNGs
  // compressed bytes: the numeric value is looked for in everything else the manifest says.
  const { uids, slices, ...described } = manifest;
  for (const uid of Object.values(uids)) expect(uid).toMatch(/^2\.25\.\d+$/);
  const values = slices.map(({ rescale, position }) => ({ rescale, position }));
  expect(JSON.stringify(described) + JSON.stringify(values)).not.toContain('1947');
  expect(stored).not.toContain('1.2.826.0.1.3680043.10');
  expect(stored).not.toContain('ACME');
  expect(Object.keys(manifest).sort()).toEqual(
    [
      'columns',
      'defaultWindow',
      'modality',
      'orientation',
      'photometric',
      'pixelSpacing',
      'rows',
      'slices',
      'uids',
      'version',
    ].sort(),
  );
});

it('keeps no attribute the profile names: the manifest reads only geometry and pixels', () => {
  const profileTags = new Set(BASIC_PROFILE.map(([tag]) => `x${tag.toLowerCase()}`));
  expect(Object.keys(KEPT_ATTRIBUTES).filter((tag) => profileTags.has(tag))).toEqual([]);
});

it('replaces the UIDs with new ones, the same for every series of one study', async () => {
  const uidMap = new Map<string, string>();
  const first = await intakeSeries([{ name: 'a.dcm', bytes: dicomSlice() }], { uidMap });
  const second = await intakeSeries(
    [
      {
        name: 'b.dcm',
        bytes: dicomSlice({ attributes: { SeriesInstanceUID: '1.2.826.0.1.3680043.10.7.5' } }),
      },
    ],
    { uidMap },
  );
  expect(first.manifest.uids.study).toMatch(/^2\.25\.\d+$/);
  expect(second.manifest.uids.study).toBe(first.manifest.uids.study);
  expect(second.manifest.uids.frameOfReference).toBe(first.manifest.uids.frameOfReference);
  expect(second.manifest.uids.series).not.toBe(first.manifest.uids.series);
  expect(first.report.replacedUids).toEqual(first.manifest.uids);
});

it('flags burned-in annotation for a person to review before publishing', async () => {
  const { report } = await intakeSeries([
    {
      name: 'a.dcm',
      bytes: dicomSlice({
        attributes: { BurnedInAnnotation: 'YES', ImagePositionPatient: [0, 0, 0] },
      }),
    },
    {
      name: 'b.dcm',
      bytes: dicomSlice({
        attributes: { BurnedInAnnotation: 'NO', ImagePositionPatient: [0, 0, 5] },
      }),
    },
  ]);
  expect(report.review).toEqual([
    '1 of 2 slices declare burned-in annotation (BurnedInAnnotation = YES): check the pixels for names, dates or ids before publishing.',
  ]);
});
