'use client';

import { useId, useState } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';
import { CHOSEN_RELATED_MAX } from '@/lib/lessons/texts';

import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { consoleInputClasses } from '@/components/ui/form/field-classes';

import { ConsoleSaid } from '../../console/console-said';
import { useConsoleForm } from '../../console/use-console-form';

type Choice = { videoId: number; name: string; published: boolean };

/** The lessons shown first beside a lesson: chosen from the library, in the order set here. */
export function RelatedLessonsForm({
  videoId,
  chosen,
  choices,
}: {
  videoId: number;
  chosen: number[];
  choices: Choice[];
}) {
  const selectId = useId();
  const [ids, setIds] = useState(chosen);
  const [adding, setAdding] = useState('');
  const { busy, run, said } = useConsoleForm();
  const byId = new Map(choices.map((choice) => [choice.videoId, choice]));
  const addable = choices.filter((c) => c.videoId !== videoId && !ids.includes(c.videoId));
  const swap = (index: number, other: number) =>
    setIds((current) => {
      const next = [...current];
      [next[index], next[other]] = [next[other]!, next[index]!];
      return next;
    });

  return (
    <form
      className="mt-3 grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => consoleCall('setRelatedLessons', { videoId, relatedIds: ids }));
      }}
    >
      {ids.length === 0 ? (
        <p className="text-sm text-slate-600">
          None chosen: the page lists the library in its order.
        </p>
      ) : (
        <ol className="grid gap-2">
          {ids.map((id, index) => (
            <li key={id} className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
              <span className="w-6 text-right text-slate-500">{index + 1}.</span>
              <span className="font-semibold">{byId.get(id)?.name ?? `Lesson ${id}`}</span>
              {byId.get(id)?.published === false ? (
                <span className="rounded bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                  Draft: not shown until published
                </span>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Move ${byId.get(id)?.name ?? id} up`}
                disabled={index === 0}
                onClick={() => swap(index, index - 1)}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Move ${byId.get(id)?.name ?? id} down`}
                disabled={index === ids.length - 1}
                onClick={() => swap(index, index + 1)}
              >
                ↓
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setIds((current) => current.filter((other) => other !== id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
      )}
      {ids.length < CHOSEN_RELATED_MAX && addable.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <label
            htmlFor={selectId}
            className="block w-full min-w-0 text-sm font-semibold text-slate-800 sm:w-auto"
          >
            Add a related lesson
            <select
              id={selectId}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              // Long titles would widen a select past a narrow screen: it takes the row's width.
              className={consoleInputClasses(false, { compact: true, width: 'w-full sm:w-auto' })}
            >
              <option value="">Choose a lesson…</option>
              {addable.map((choice) => (
                <option key={choice.videoId} value={choice.videoId}>
                  {choice.name}
                  {choice.published ? '' : ' (draft)'}
                </option>
              ))}
            </select>
          </label>
          <Button
            size="sm"
            variant="outline"
            disabled={adding === ''}
            onClick={() => {
              setIds((current) => [...current, Number(adding)]);
              setAdding('');
            }}
          >
            Add
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton size="sm" disabled={busy}>
          {busy ? 'Saving…' : 'Save related lessons'}
        </SubmitButton>
        <ConsoleSaid said={said} />
      </div>
    </form>
  );
}
