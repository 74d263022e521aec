'use client';

import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

type Record = { shortId: number } | { subshortId: number };

/** Publishes a draft category or case, or takes it back to draft. */
export function PublishCaseButton({ record, published }: { record: Record; published: boolean }) {
  const act = (to: boolean) =>
    'shortId' in record
      ? consoleCall('publishCaseCategory', { shortId: record.shortId, published: to })
      : consoleCall('publishCase', { subshortId: record.subshortId, published: to });
  return published ? (
    <ConsoleActionButton label="Back to draft" act={() => act(false)} />
  ) : (
    <ConsoleActionButton label="Publish" variant="primary" act={() => act(true)} />
  );
}

/** Moves a category or a case a place up or down in its order. */
export function MoveCaseButtons({
  record,
  first,
  last,
  name,
}: {
  record: Record;
  first: boolean;
  last: boolean;
  name: string;
}) {
  const move = (direction: 'up' | 'down') =>
    'shortId' in record
      ? consoleCall('moveCaseCategory', { shortId: record.shortId, direction })
      : consoleCall('moveCase', { subshortId: record.subshortId, direction });
  return (
    <span className="inline-flex gap-2" aria-label={`Order of ${name}`}>
      {first ? null : <ConsoleActionButton label="Up" act={() => move('up')} />}
      {last ? null : <ConsoleActionButton label="Down" act={() => move('down')} />}
    </span>
  );
}

/** Publishes the DICOM series waiting on a case, or discards it. */
export function DicomSeriesButtons({ subshortId, slices }: { subshortId: number; slices: number }) {
  return (
    <span className="inline-flex flex-wrap gap-2">
      <ConsoleActionButton
        label="Publish the series"
        variant="primary"
        act={() => consoleCall('publishCaseDicom', { subshortId })}
      />
      <ConsoleActionButton
        label="Discard it"
        confirm={`Discard the uploaded series of ${slices} slices?`}
        act={() => consoleCall('discardCaseDicom', { subshortId })}
      />
    </span>
  );
}
