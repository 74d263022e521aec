'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';

import { Button } from '@/components/ui/button';

type Plan = { planId: number; name: string };

type Values = {
  title: string;
  description: string;
  planId: string;
  capacity: string;
  date: string;
  from: string;
  to: string;
  meetingLink: string;
};

type Props =
  | { mode: 'create'; plans: Plan[] }
  | {
      mode: 'edit';
      plans: Plan[];
      session: {
        sessionId: number;
        title: string;
        description: string;
        planId: number;
        capacity: number | null;
      };
    };

const field =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const label = 'block text-sm font-semibold text-slate-800';

/**
 * A live session's words, plan and places; when making one, its time and link too. A new session
 * is saved as a draft and its console page opens; an edit is said beside the button.
 */
export function SessionForm(props: Props) {
  const router = useRouter();
  const creating = props.mode === 'create';
  const [values, setValues] = useState<Values>(() => ({
    title: creating ? '' : props.session.title,
    description: creating ? '' : props.session.description,
    planId: String(creating ? (props.plans[0]?.planId ?? '') : props.session.planId),
    capacity: creating ? '' : props.session.capacity === null ? '' : String(props.session.capacity),
    date: '',
    from: '18:00',
    to: '19:00',
    meetingLink: '',
  }));
  const [busy, setBusy] = useState(false);
  // Drawn disabled on the server: a submit before the script has loaded would do nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  const set =
    (name: keyof Values) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value }));

  const details = {
    title: values.title,
    description: values.description,
    planId: values.planId,
    capacity: values.capacity,
  };

  return (
    <form
      className="mt-4 grid gap-4 sm:grid-cols-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await (
          creating
            ? consoleCall('createLiveSession', {
                ...details,
                date: values.date,
                from: values.from,
                to: values.to,
                meetingLink: values.meetingLink,
              })
            : consoleCall('updateSessionDetails', {
                sessionId: props.session.sessionId,
                ...details,
              })
        ).catch(() => ({ status: 502, message: 'Something went wrong' }));
        setBusy(false);
        setSaid({ ok: result.status === 200, message: result.message });
        if (result.status === 200) router.refresh();
      }}
    >
      <label className={`${label} sm:col-span-3`}>
        Title
        <input required value={values.title} onChange={set('title')} className={field} />
      </label>
      <label className={`${label} sm:col-span-3`}>
        Description
        <textarea
          rows={4}
          value={values.description}
          onChange={set('description')}
          className={field}
        />
      </label>
      <label className={`${label} sm:col-span-2`}>
        Plan whose students may join
        <select required value={values.planId} onChange={set('planId')} className={field}>
          {props.plans.map((plan) => (
            <option key={plan.planId} value={plan.planId}>
              {plan.name}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Places
        <input
          type="number"
          min={1}
          inputMode="numeric"
          placeholder="No limit"
          value={values.capacity}
          onChange={set('capacity')}
          className={field}
        />
      </label>
      {creating ? (
        <>
          <label className={label}>
            Date
            <input
              type="date"
              required
              value={values.date}
              onChange={set('date')}
              className={field}
            />
          </label>
          <label className={label}>
            From (UK time)
            <input
              type="time"
              required
              value={values.from}
              onChange={set('from')}
              className={field}
            />
          </label>
          <label className={label}>
            To (UK time)
            <input type="time" required value={values.to} onChange={set('to')} className={field} />
          </label>
          <label className={`${label} sm:col-span-3`}>
            Meeting link (can be added later)
            <input
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.meetingLink}
              onChange={set('meetingLink')}
              className={field}
            />
          </label>
        </>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
        <Button type="submit" disabled={!ready || busy}>
          {busy ? 'Saving…' : creating ? 'Save as draft' : 'Save details'}
        </Button>
        {said ? (
          <span
            role={said.ok ? 'status' : 'alert'}
            className={said.ok ? 'text-sm text-green-800' : 'text-sm font-semibold text-red-800'}
          >
            {said.message}
          </span>
        ) : null}
      </div>
    </form>
  );
}
