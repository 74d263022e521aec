'use client';

import { useState, type ReactNode } from 'react';

import { consoleBffFor } from '@/lib/calls/browser-client';
import type { lessonCalls } from '@/lib/lessons/calls';
import { consoleLessonEndpoints } from '@/lib/lessons/console-endpoints';
import { consoleCall } from '@/lib/platform/console-actions';

import { SubmitButton } from '@/components/ui/form/submit-button';
import { Field } from '@/components/ui/form/field';
import { consoleFileClasses, consoleInputClasses } from '@/components/ui/form/field-classes';

import { ConsoleSaid } from '../../console/console-said';
import { useConsoleForm, type ConsoleAnswer } from '../../console/use-console-form';
import { consoleLabel } from './lesson-form';
import { LessonMediaUpload } from './lesson-media-upload';

const consoleBff = consoleBffFor<typeof lessonCalls>(consoleLessonEndpoints);

/** A link saved for a lesson: its refusal and its hint tied to the field. */
function LinkForm({
  label,
  placeholder,
  initial,
  save,
  hint,
  submit,
}: {
  label: string;
  placeholder: string;
  initial: string;
  save: (value: string) => Promise<ConsoleAnswer>;
  hint: ReactNode;
  /** The button's name, unique on the page ("Save the video link"). */
  submit: string;
}) {
  const [value, setValue] = useState(initial);
  const { busy, said, run, errorFor } = useConsoleForm({ only: 'link' });
  return (
    <form
      className="mt-3 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => save(value));
      }}
    >
      <Field label={label} labelClassName={consoleLabel} hint={hint} error={errorFor('link')}>
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            placeholder={placeholder}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className={consoleInputClasses(!!control['aria-invalid'])}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton size="sm" disabled={busy}>
          {busy ? 'Saving…' : submit}
        </SubmitButton>
        <ConsoleSaid said={said} />
      </div>
    </form>
  );
}

function FileForm({
  label,
  accept,
  send,
  submit,
}: {
  label: string;
  accept: string;
  send: (file: File) => Promise<ConsoleAnswer>;
  /** The button's name, unique on the page ("Upload captions"). */
  submit: string;
}) {
  const [file, setFile] = useState<File | null>(null);
  const { busy, said, run, errorFor, forget } = useConsoleForm({ only: 'file' });
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
      <Field
        label={label}
        labelClassName={consoleLabel}
        error={errorFor('file')}
        className="min-w-0"
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={accept}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              forget();
            }}
            className={consoleFileClasses}
          />
        )}
      </Field>
      <SubmitButton size="sm" disabled={busy || !file}>
        {busy ? 'Uploading…' : submit}
      </SubmitButton>
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
        label="Or a link to the video"
        placeholder="https://www.youtube.com/watch?v=…"
        initial={link}
        save={(mediaUrl) => consoleCall('setLessonMediaLink', { videoId, mediaUrl })}
        hint="YouTube, Vimeo, or an https address of an .mp4, .m4v, .webm or .ogv file."
        submit="Save the video link"
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
        submit="Upload captions"
      />
      <LinkForm
        label="Or a link to the captions"
        placeholder="https://…/captions.vtt"
        initial={link}
        save={(captionsUrl) => consoleCall('setLessonCaptionsLink', { videoId, captionsUrl })}
        hint="An https address of a .vtt file; save it empty to remove the captions."
        submit="Save the captions link"
      />
    </>
  );
}
