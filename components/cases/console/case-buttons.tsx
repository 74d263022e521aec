'use client';

import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

type Record = { categoryId: number } | { caseId: number };

/** Publishes a draft category or case, or takes it back to draft. */
export function PublishCaseButton({ record, published }: { record: Record; published: boolean }) {
  const act = (to: boolean) =>
    'categoryId' in record
      ? consoleCall('publishCaseCategory', { categoryId: record.categoryId, published: to })
      : consoleCall('publishCase', { caseId: record.caseId, published: to });
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
    'categoryId' in record
      ? consoleCall('moveCaseCategory', { categoryId: record.categoryId, direction })
      : consoleCall('moveCase', { caseId: record.caseId, direction });
  return (
    <span className="inline-flex gap-2">
      {first ? null : (
        <ConsoleActionButton label="Up" name={`Move ${name} up`} act={() => move('up')} />
      )}
      {last ? null : (
        <ConsoleActionButton label="Down" name={`Move ${name} down`} act={() => move('down')} />
      )}
    </span>
  );
}

/** Publishes the DICOM series waiting on a case, or discards it. */
export function DicomSeriesButtons({ caseId, slices }: { caseId: number; slices: number }) {
  return (
    <span className="inline-flex flex-wrap gap-2">
      <ConsoleActionButton
        label="Publish the series"
        variant="primary"
        act={() => consoleCall('publishCaseDicom', { caseId })}
      />
      <ConsoleActionButton
        label="Discard it"
        confirm={`Discard the uploaded series of ${slices} slices?`}
        act={() => consoleCall('discardCaseDicom', { caseId })}
      />
    </span>
  );
}
