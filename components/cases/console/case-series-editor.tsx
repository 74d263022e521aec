'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';

import { consoleBffFor } from '@/lib/calls/browser-client';
import type { caseCalls } from '@/lib/cases/calls';
import { consoleCaseEndpoints } from '@/lib/cases/console-endpoints';
import { SERIES_MAX_SLICES } from '@/lib/cases/facts';
import { consoleCall } from '@/lib/platform/console-actions';

import { SubmitButton } from '@/components/ui/form/submit-button';

import { ConsoleActionButton } from '../../console/console-action-button';
import { ConsoleSaid } from '../../console/console-said';

const consoleBff = consoleBffFor<typeof caseCalls>(consoleCaseEndpoints);

type Props = {
  caseId: number;
  /** The slices' URLs in order. */
  series: string[];
  /**
   * What each slice is shown as, in the same order: a slice that came in as DICOM by its
   * windowed 8-bit thumbnail (a 16-bit PNG shown as it is looks dark and flat), any other by its
   * own file (`sliceThumbnails`, docs/imaging.md "Thumbnails").
   */
  thumbnails?: string[];
  /** Owners and editors change it; support sees it. */
  editor: boolean;
};

type Said = { ok: boolean; message: string };

/**
 * A case's series in the console: its slices in order with their numbers, and for editors an
 * upload of several slices (sent one per request in the order picked, as the console's BFF reads
 * one file per field), moving and removing a slice, and removing the whole series.
 */
export function CaseSeriesEditor({ caseId, series, thumbnails, editor }: Props) {
  return (
    <>
      {series.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No series: the case is a single film.</p>
      ) : (
        <ol aria-label="Slices" className="mt-3 flex flex-wrap gap-3">
          {series.map((image, index) => (
            <li key={`${index}-${image}`} className="flex w-28 flex-col items-start gap-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- the console shows the stored file, or its thumbnail, as it is */}
              <img
                src={thumbnails?.[index] ?? image}
                alt={`Slice ${index + 1}`}
                loading="lazy"
                className="h-24 w-24 rounded-md bg-black object-contain ring-1 ring-slate-200"
              />
              <span className="text-sm font-semibold text-slate-800">{index + 1}</span>
              {editor ? (
                <SliceButtons
                  caseId={caseId}
                  position={index + 1}
                  last={index === series.length - 1}
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {editor ? (
        <>
          <SliceUploadForm caseId={caseId} slices={series.length} />
          {series.length > 0 ? (
            <div className="mt-4">
              <ConsoleActionButton
                label="Remove the whole series"
                confirm={`Remove all ${series.length} slices of this series?`}
                act={() => consoleCall('clearCaseSeries', { caseId })}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}

function SliceButtons({
  caseId,
  position,
  last,
}: {
  caseId: number;
  position: number;
  last: boolean;
}) {
  const move = (direction: 'up' | 'down') =>
    consoleCall('moveCaseSlice', { caseId, position, direction });
  return (
    <span className="flex flex-wrap gap-1" aria-label={`Slice ${position}`}>
      {position === 1 ? null : <ConsoleActionButton label="Up" act={() => move('up')} />}
      {last ? null : <ConsoleActionButton label="Down" act={() => move('down')} />}
      <ConsoleActionButton
        label="Remove"
        act={() => consoleCall('removeCaseSlice', { caseId, position })}
      />
    </span>
  );
}

/** Uploads the picked files in order, one request each, and says how far it has come. */
function SliceUploadForm({ caseId, slices }: { caseId: number; slices: number }) {
  const router = useRouter();
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<string | null>(null);
  const [said, setSaid] = useState<Said | null>(null);

  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (files.length === 0) return;
        const form = event.target as HTMLFormElement;
        setSaid(null);
        let added = 0;
        let failed: Said | null = null;
        for (const [index, file] of files.entries()) {
          setProgress(`Uploading ${index + 1} of ${files.length}…`);
          const result = await consoleBff
            .uploadCaseSlice({ caseId, picture: file })
            .catch(() => ({ status: 502, message: 'Something went wrong' }));
          if (result.status !== 200) {
            failed = { ok: false, message: `${file.name}: ${result.message}` };
            break;
          }
          added++;
        }
        setProgress(null);
        const done = `${added} of ${files.length} slices added.`;
        setSaid(
          failed
            ? { ok: false, message: `${done} ${failed.message}` }
            : { ok: true, message: done },
        );
        if (!failed) {
          setFiles([]);
          form.reset();
        }
        if (added > 0) router.refresh();
      }}
    >
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        Add slices
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/tiff"
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
          className="mt-1 block text-sm"
        />
      </label>
      <SubmitButton
        disabled={progress !== null || files.length === 0 || slices >= SERIES_MAX_SLICES}
      >
        {progress ? 'Uploading…' : 'Upload slices'}
      </SubmitButton>
      {progress ? (
        <span role="status" className="text-sm text-slate-700">
          {progress}
        </span>
      ) : null}
      <ConsoleSaid said={said} />
    </form>
  );
}
