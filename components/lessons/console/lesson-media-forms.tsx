'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type ReactNode } from 'react';

import { consoleBffFor } from '@/lib/calls/browser-client';
import type { lessonCalls } from '@/lib/lessons/calls';
import { lessonEndpoints } from '@/lib/lessons/endpoints';
import { consoleCall } from '@/lib/platform/console-actions';

import { Button } from '@/components/ui/button';

import { ConsoleSaid } from '../../console/console-said';
import { consoleField, consoleLabel } from './lesson-form';
import { LessonMediaUpload } from './lesson-media-upload';

const consoleBff = consoleBffFor<typeof lessonCalls>(lessonEndpoints);

type Said = { ok: boolean; message: string } | null;
type Answer = { status: number; message: string };

const broken: Answer = { status: 502, message: 'Something went wrong' };

/** One console form: busy while its request runs, what it said beside the button. */
function useConsoleForm() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [said, setSaid] = useState<Said>(null);
  async function run(request: () => Promise<Answer>) {
    setBusy(true);
    const result = await request().catch(() => broken);
    setBusy(false);
    setSaid({ ok: result.status === 200, message: result.message });
    if (result.status === 200) router.refresh();
    return result.status === 200;
  }
  return { busy, ready, said, run };
}

function LinkForm({
  label,
  placeholder,
  initial,
  save,
  hint,
}: {
  label: string;
  placeholder: string;
  initial: string;
  save: (value: string) => Promise<Answer>;
  hint: ReactNode;
}) {
  const [value, setValue] = useState(initial);
  const { busy, ready, said, run } = useConsoleForm();
  return (
    <form
      className="mt-3 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => save(value));
      }}
    >
      <label className={consoleLabel}>
        {label}
        <input
          type="url"
          inputMode="url"
          placeholder={placeholder}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className={consoleField}
        />
      </label>
      <p className="text-xs text-slate-600">{hint}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={!ready || busy}>
          {busy ? 'Saving…' : 'Save link'}
        </Button>
        <ConsoleSaid said={said} />
      </div>
    </form>
  );
}

function FileForm({
  label,
  accept,
  send,
}: {
  label: string;
  accept: string;
  send: (file: File) => Promise<Answer>;
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const { busy, ready, said, run } = useConsoleForm();
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!file) return;
        const form = event.currentTarget;
        if (await run(() => send(file))) {
          setFile(null);
          form.reset();
        }
      }}
    >
      <label htmlFor={inputId} className={consoleLabel}>
        {label}
        <input
          id={inputId}
          type="file"
          accept={accept}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1 block text-sm"
        />
      </label>
      <Button type="submit" size="sm" disabled={!ready || busy || !file}>
        {busy ? 'Uploading…' : 'Upload'}
      </Button>
      <ConsoleSaid said={said} />
    </form>
  );
}

/** A lesson's media: an uploaded file or an external link. */
export function LessonMediaForms({ videoId, link }: { videoId: number; link: string }) {
  return (
    <>
      <LessonMediaUpload videoId={videoId} />
      <LinkForm
        label="Or a link"
        placeholder="https://www.youtube.com/watch?v=…"
        initial={link}
        save={(mediaUrl) => consoleCall('setLessonMediaLink', { videoId, mediaUrl })}
        hint="YouTube, Vimeo, or an https address of an .mp4, .m4v, .webm or .ogv file."
      />
    </>
  );
}

/** A lesson's captions: an uploaded WebVTT file or an https link to one. */
export function LessonCaptionsForms({ videoId, link }: { videoId: number; link: string }) {
  return (
    <>
      <FileForm
        label="Captions file (WebVTT, up to 1 MB)"
        accept="text/vtt,.vtt"
        send={(captions) => consoleBff.uploadLessonCaptions({ videoId, captions })}
      />
      <LinkForm
        label="Or a link"
        placeholder="https://…/captions.vtt"
        initial={link}
        save={(captionsUrl) => consoleCall('setLessonCaptionsLink', { videoId, captionsUrl })}
        hint="An https address of a .vtt file; save it empty to remove the captions."
      />
    </>
  );
}
