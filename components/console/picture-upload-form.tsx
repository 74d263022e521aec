'use client';

import { useState } from 'react';

import { consoleBffFor } from '@/lib/calls/browser-client';
import type { liveSessionCalls } from '@/lib/live-sessions/calls';
import { consoleLiveSessionEndpoints } from '@/lib/live-sessions/console-endpoints';
import type { lessonCalls } from '@/lib/lessons/calls';
import { consoleLessonEndpoints } from '@/lib/lessons/console-endpoints';
import type { caseCalls } from '@/lib/cases/calls';
import { consoleCaseEndpoints } from '@/lib/cases/console-endpoints';

import { SubmitButton } from '@/components/ui/form/submit-button';
import { Field } from '@/components/ui/form/field';
import { consoleFileClasses } from '@/components/ui/form/field-classes';

import { ConsoleSaid } from './console-said';
import { useConsoleForm } from './use-console-form';

const consoleBff = consoleBffFor<typeof liveSessionCalls & typeof lessonCalls & typeof caseCalls>({
  ...consoleLiveSessionEndpoints,
  ...consoleLessonEndpoints,
  ...consoleCaseEndpoints,
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
  const [file, setFile] = useState<File | null>(null);
  const { busy, said, run, errorFor, forget } = useConsoleForm({ only: 'picture' });
  const what = label.toLowerCase();

  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!file) return;
        const form = event.currentTarget;
        if (await run(() => consoleBff[call]({ ...record, picture: file } as never))) {
          setFile(null);
          form.reset();
        }
      }}
    >
      {current ? (
        // eslint-disable-next-line @next/next/no-img-element -- the console shows the stored file as it is
        <img
          src={current}
          alt={`Current ${what}`}
          className="h-24 w-auto max-w-full rounded-md object-cover ring-1 ring-slate-200"
        />
      ) : (
        <span className="text-sm text-slate-600">No {what} yet.</span>
      )}
      <Field
        label={label}
        labelClassName="block text-sm font-semibold text-slate-800"
        error={errorFor('picture')}
        className="min-w-0"
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/tiff"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              forget();
            }}
            className={consoleFileClasses}
          />
        )}
      </Field>
      {/* Named with what it uploads: a page can hold several uploads (docs/console.md, "Forms"). */}
      <SubmitButton disabled={busy || !file}>
        {busy ? 'Uploading…' : `Upload the ${what}`}
      </SubmitButton>
      <ConsoleSaid said={said} />
    </form>
  );
}
