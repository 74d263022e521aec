'use client';

import { useState } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';

import { SubmitButton } from '@/components/ui/form/submit-button';
import { consoleInputClasses } from '@/components/ui/form/field-classes';

import { ConsoleSaid } from '../../console/console-said';
import { useConsoleForm } from '../../console/use-console-form';

type Props = { sessionId: number; date: string; from: string; to: string; meetingLink: string };

const field = consoleInputClasses();

/** A session's date, times (UK) and meeting link; saving tells the booked students. */
export function SessionScheduleForm({ sessionId, ...initial }: Props) {
  const [values, setValues] = useState(initial);
  const { busy, run, said } = useConsoleForm();
  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form
      className="mt-4 grid gap-4 sm:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => consoleCall('updateSessionSchedule', { sessionId, ...values }));
      }}
    >
      <label className="block text-sm font-semibold text-slate-800">
        Date
        <input type="date" required value={values.date} onChange={set('date')} className={field} />
      </label>
      <label className="block text-sm font-semibold text-slate-800">
        From
        <input type="time" required value={values.from} onChange={set('from')} className={field} />
      </label>
      <label className="block text-sm font-semibold text-slate-800">
        To
        <input type="time" required value={values.to} onChange={set('to')} className={field} />
      </label>
      <label className="block text-sm font-semibold text-slate-800 sm:col-span-3">
        Meeting link
        <input
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.meetingLink}
          onChange={set('meetingLink')}
          className={field}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
        <SubmitButton disabled={busy}>{busy ? 'Saving…' : 'Save'}</SubmitButton>
        <ConsoleSaid said={said} />
      </div>
    </form>
  );
}
