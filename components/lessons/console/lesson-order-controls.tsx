'use client';

import { useEffect, useState } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';

import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { Field } from '@/components/ui/form/field';
import { consoleInputClasses } from '@/components/ui/form/field-classes';

import { ConsoleSaid } from '../../console/console-said';
import { useConsoleForm } from '../../console/use-console-form';

/** Moves a lesson one place up or down in the library, or to the place typed. */
export function LessonOrderControls({
  videoId,
  name,
  place,
  total,
  compact = false,
}: {
  videoId: number;
  /** The lesson's title: the arrows name it ("Move Achalasia up"), one pair in each row. */
  name: string;
  place: number;
  total: number;
  /** In a list row: the arrows alone. */
  compact?: boolean;
}) {
  const [to, setTo] = useState(String(place));
  useEffect(() => setTo(String(place)), [place]);
  const { busy, run, said, errorFor } = useConsoleForm({ only: 'to' });
  const move = (target: number | string) =>
    run(() => consoleCall('moveLesson', { videoId, to: target }));

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-label={`Move ${name} up`}
        disabled={busy || place <= 1}
        onClick={() => move(place - 1)}
      >
        ↑
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Move ${name} down`}
        disabled={busy || place >= total}
        onClick={() => move(place + 1)}
      >
        ↓
      </Button>
      {compact ? null : (
        <form
          className="flex flex-wrap items-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void move(to);
          }}
        >
          <Field
            label={`Place (of ${total})`}
            labelClassName="block text-sm font-semibold text-slate-800"
            error={errorFor('to')}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                max={total}
                inputMode="numeric"
                value={to}
                onChange={(event) => setTo(event.target.value)}
                className={consoleInputClasses(!!control['aria-invalid'], {
                  compact: true,
                  width: 'w-24',
                })}
              />
            )}
          </Field>
          <SubmitButton size="sm" className="mt-6" disabled={busy}>
            Move
          </SubmitButton>
        </form>
      )}
      <ConsoleSaid said={said} />
    </div>
  );
}
