// dcmjs ships no types; the tests use it to write DICOM files (test/dicom-fixtures.ts).
declare module 'dcmjs' {
  type Element = { vr: string; Value: unknown[] };
  type DicomDict = {
    meta: Record<string, Element>;
    dict: Record<string, Element>;
    write(): ArrayBuffer;
  };
  const dcmjs: {
    data: {
      DicomDict: new (meta: Record<string, Element>) => DicomDict;
      DicomMetaDictionary: {
        denaturalizeDataset(dataset: Record<string, unknown>): Record<string, Element>;
        dictionary: Record<string, { tag: string; vr: string; name: string; vm: string }>;
      };
    };
  };
  export default dcmjs;
}
