'use client';

import { useState } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';

import { SubmitButton } from '@/components/ui/form/submit-button';
import { Field } from '@/components/ui/form/field';
import { consoleInputClasses } from '@/components/ui/form/field-classes';

import { ConsoleSaid } from '../../console/console-said';
import { useConsoleForm } from '../../console/use-console-form';

type Props =
  | { mode: 'create' }
  | { mode: 'edit'; lesson: { videoId: number; name: string; description: string } };

export const consoleLabel = 'block text-sm font-semibold text-slate-800';

/**
 * A lesson's title and description. A new lesson is saved as a draft and its console page opens;
 * an edit is said beside the button, a refusal under the field it is about.
 */
export function LessonForm(props: Props) {
  const creating = props.mode === 'create';
  const [name, setName] = useState(creating ? '' : props.lesson.name);
  const [description, setDescription] = useState(creating ? '' : props.lesson.description);
  const { busy, run, said, errorFor } = useConsoleForm({ fields: ['name', 'description'] });

  return (
    <form
      className="mt-4 grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() =>
          creating
            ? consoleCall('createLesson', { name, description })
            : consoleCall('updateLessonDetails', {
                videoId: props.lesson.videoId,
                name,
                description,
              }),
        );
      }}
    >
      <Field label="Title" labelClassName={consoleLabel} error={errorFor('name')}>
        {(control) => (
          <input
            {...control}
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={consoleInputClasses(!!control['aria-invalid'])}
          />
        )}
      </Field>
      <Field label="Description" labelClassName={consoleLabel} error={errorFor('description')}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            className={consoleInputClasses(!!control['aria-invalid'])}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton disabled={busy}>
          {busy ? 'Saving…' : creating ? 'Save as draft' : 'Save details'}
        </SubmitButton>
        <ConsoleSaid said={said} />
      </div>
    </form>
  );
}
