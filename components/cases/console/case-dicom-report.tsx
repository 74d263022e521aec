'use client';

import type { ConsoleCase } from '@/lib/cases/calls';
import { storedFileUrl } from '@/lib/storage/files';

import { SeriesViewer } from '@/components/imaging/series-viewer';

import { DicomSeriesButtons } from './case-buttons';

type DicomSeries = NonNullable<ConsoleCase['dicom']['pending']>;

/** The profile's actions in words (PS3.15 Table E.1-1's codes). */
const ACTIONS: Record<string, string> = {
  D: 'replaced by a dummy',
  Z: 'emptied',
  X: 'removed',
  K: 'kept',
  C: 'cleaned',
  U: 'given a new UID',
  'U*': 'given a new UID',
};
const actionWords = (action: string) =>
  action
    .split('/')
    .map((code) => ACTIONS[code] ?? code)
    .join(' or ');

/**
 * What de-identification removed from an uploaded series, read before it is published
 * (docs/imaging.md, "DICOM in"): a series whose slices may carry burned-in text says so first.
 */
export function DicomSeriesReport({
  caseId,
  series,
  editor,
}: {
  caseId: number;
  series: DicomSeries;
  editor: boolean;
}) {
  const { report } = series;
  return (
    <section
      aria-labelledby="dicom-report"
      className="mt-4 rounded-md bg-amber-50 p-4 text-sm text-slate-800 ring-1 ring-amber-200"
    >
      <h3 id="dicom-report" className="font-bold text-slate-900">
        Uploaded series, not yet published: {series.modality}, {series.slices} slices of{' '}
        {series.columns} × {series.rows}
      </h3>
      {report.review.length ? (
        <div role="alert" className="mt-2 font-semibold text-red-800">
          <p>Look at every slice before publishing:</p>
          <ul className="list-disc pl-5">
            {report.review.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-2">
        Removed under the DICOM basic de-identification profile ({report.removed.length} attributes
        found), with {report.privateAttributes} private and {report.otherAttributes} other
        attributes; only the pixels and their geometry are kept. The series carries new identifiers.
      </p>
      {report.removed.length ? (
        <table className="mt-2 w-full text-left" aria-label="Attributes removed">
          <thead>
            <tr>
              <th className="pr-4">Tag</th>
              <th className="pr-4">Attribute</th>
              <th>The profile’s action</th>
            </tr>
          </thead>
          <tbody>
            {report.removed.map((attribute) => (
              <tr key={attribute.tag}>
                <td className="pr-4 font-mono">{attribute.tag}</td>
                <td className="pr-4">{attribute.name}</td>
                <td>{actionWords(attribute.action)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="mt-3 max-w-xl">
        <SeriesViewer
          manifest={series.manifest}
          sliceUrl={(file) => storedFileUrl(file) ?? file}
          alt="The uploaded series"
        />
      </div>
      {editor ? (
        <div className="mt-3">
          <DicomSeriesButtons caseId={caseId} slices={series.slices} />
        </div>
      ) : null}
    </section>
  );
}
