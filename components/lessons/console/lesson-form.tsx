'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';

import { Button } from '@/components/ui/button';

import { ConsoleSaid } from '../../console/console-said';

type Props =
  | { mode: 'create' }
  | { mode: 'edit'; lesson: { videoId: number; name: string; description: string } };

export const consoleField =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
export const consoleLabel = 'block text-sm font-semibold text-slate-800';

/**
 * A lesson's title and description. A new lesson is saved as a draft and its console page opens;
 * an edit is said beside the button.
 */
export function LessonForm(props: Props) {
  const router = useRouter();
  const creating = props.mode === 'create';
  const [name, setName] = useState(creating ? '' : props.lesson.name);
  const [description, setDescription] = useState(creating ? '' : props.lesson.description);
  const [busy, setBusy] = useState(false);
  // Drawn disabled on the server: a submit before the script has loaded would do nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);

  return (
    <form
      className="mt-4 grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await (
          creating
            ? consoleCall('createLesson', { name, description })
            : consoleCall('updateLessonDetails', {
                videoId: props.lesson.videoId,
                name,
                description,
              })
        ).catch(() => ({ status: 502, message: 'Something went wrong' }));
        setBusy(false);
        setSaid({ ok: result.status === 200, message: result.message });
        if (result.status === 200) router.refresh();
      }}
    >
      <label className={consoleLabel}>
        Title
        <input
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={consoleField}
        />
      </label>
      <label className={consoleLabel}>
        Description
        <textarea
          rows={5}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          className={consoleField}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!ready || busy}>
          {busy ? 'Saving…' : creating ? 'Save as draft' : 'Save details'}
        </Button>
        <ConsoleSaid said={said} />
      </div>
    </form>
  );
}
