'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';

import { consoleBffFor } from '@/lib/calls/browser-client';
import type { liveSessionCalls } from '@/lib/live-sessions/calls';
import { liveSessionEndpoints } from '@/lib/live-sessions/endpoints';
import type { lessonCalls } from '@/lib/lessons/calls';
import { lessonEndpoints } from '@/lib/lessons/endpoints';
import type { caseCalls } from '@/lib/cases/calls';
import { caseEndpoints } from '@/lib/cases/endpoints';

import { Button } from '@/components/ui/button';

const consoleBff = consoleBffFor<typeof liveSessionCalls & typeof lessonCalls & typeof caseCalls>({
  ...liveSessionEndpoints,
  ...lessonEndpoints,
  ...caseEndpoints,
});

/** The console's calls that store a picture for a record: its id field and the file. */
type PictureCall = 'uploadSessionPicture' | 'uploadLessonCover' | 'uploadCaseImage';

type Props = {
  call: PictureCall;
  /** The record's id, as the call names it (e.g. `{ sessionId: 3 }`). */
  record: Record<string, number>;
  /** The picture shown now, if any. */
  current: string | null;
  label: string;
};

/**
 * Uploads a picture for a record through the console's BFF (a form with a file: server actions
 * take none). The server checks and re-encodes it; the page then shows what it stored.
 */
export function PictureUploadForm({ call, record, current, label }: Props) {
  const router = useRouter();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);

  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!file) return;
        setBusy(true);
        const result = await consoleBff[call]({ ...record, picture: file } as never).catch(() => ({
          status: 502,
          message: 'Something went wrong',
        }));
        setBusy(false);
        setSaid({ ok: result.status === 200, message: result.message });
        if (result.status === 200) {
          setFile(null);
          (event.target as HTMLFormElement).reset();
          router.refresh();
        }
      }}
    >
      {current ? (
        // eslint-disable-next-line @next/next/no-img-element -- the console shows the stored file as it is
        <img
          src={current}
          alt={`Current ${label.toLowerCase()}`}
          className="h-24 w-auto rounded-md object-cover ring-1 ring-slate-200"
        />
      ) : (
        <span className="text-sm text-slate-600">No {label.toLowerCase()} yet.</span>
      )}
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {label}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/tiff"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1 block text-sm"
        />
      </label>
      <Button type="submit" disabled={!ready || busy || !file}>
        {busy ? 'Uploading…' : 'Upload'}
      </Button>
      {said ? (
        <span
          role={said.ok ? 'status' : 'alert'}
          className={said.ok ? 'text-sm text-green-800' : 'text-sm font-semibold text-red-800'}
        >
          {said.message}
        </span>
      ) : null}
    </form>
  );
}
