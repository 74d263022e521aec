'use client';

import { useState, type ChangeEvent, type ReactNode } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';

import { SubmitButton } from '@/components/ui/form/submit-button';
import { Field } from '@/components/ui/form/field';
import { consoleInputClasses } from '@/components/ui/form/field-classes';

import { ConsoleSaid } from '../../console/console-said';
import { useConsoleForm } from '../../console/use-console-form';

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

const label = 'block text-sm font-semibold text-slate-800';

/** The calls' fields this form shows: a 422 about one of them is said under its control. */
const FIELDS: readonly (keyof Values)[] = [
  'title',
  'description',
  'planId',
  'capacity',
  'date',
  'from',
  'to',
  'meetingLink',
];

/**
 * A live session's words, plan and places; when making one, its time and link too. A new session
 * is saved as a draft and its console page opens; an edit is said beside the button, a refusal
 * under the field it is about (docs/console.md, "Forms").
 */
export function SessionForm(props: Props) {
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
  const { busy, run, said, errorFor } = useConsoleForm({ fields: FIELDS });
  const set =
    (name: keyof Values) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value }));

  const details = {
    title: values.title,
    description: values.description,
    planId: values.planId,
    capacity: values.capacity,
  };

  /** A labelled control of the form, its refusal tied to it. */
  const field = (
    name: keyof Values,
    text: string,
    span: string,
    control: (props: {
      id: string;
      'aria-invalid'?: true;
      'aria-describedby'?: string;
      className: string;
    }) => ReactNode,
  ) => (
    <Field label={text} labelClassName={label} error={errorFor(name)} className={span}>
      {(wiring) => control({ ...wiring, className: consoleInputClasses(!!wiring['aria-invalid']) })}
    </Field>
  );

  return (
    <form
      className="mt-4 grid gap-4 sm:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() =>
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
              }),
        );
      }}
    >
      {field('title', 'Title', 'sm:col-span-3', (control) => (
        <input {...control} required value={values.title} onChange={set('title')} />
      ))}
      {field('description', 'Description', 'sm:col-span-3', (control) => (
        <textarea {...control} rows={4} value={values.description} onChange={set('description')} />
      ))}
      {field('planId', 'Plan whose students may join', 'sm:col-span-2', (control) => (
        <select {...control} required value={values.planId} onChange={set('planId')}>
          {props.plans.map((plan) => (
            <option key={plan.planId} value={plan.planId}>
              {plan.name}
            </option>
          ))}
        </select>
      ))}
      {field('capacity', 'Places', '', (control) => (
        <input
          {...control}
          type="number"
          min={1}
          inputMode="numeric"
          placeholder="No limit"
          value={values.capacity}
          onChange={set('capacity')}
        />
      ))}
      {creating ? (
        <>
          {field('date', 'Date', '', (control) => (
            <input {...control} type="date" required value={values.date} onChange={set('date')} />
          ))}
          {field('from', 'From (UK time)', '', (control) => (
            <input {...control} type="time" required value={values.from} onChange={set('from')} />
          ))}
          {field('to', 'To (UK time)', '', (control) => (
            <input {...control} type="time" required value={values.to} onChange={set('to')} />
          ))}
          {field('meetingLink', 'Meeting link (can be added later)', 'sm:col-span-3', (control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.meetingLink}
              onChange={set('meetingLink')}
            />
          ))}
        </>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
        <SubmitButton disabled={busy}>
          {busy ? 'Saving…' : creating ? 'Save as draft' : 'Save details'}
        </SubmitButton>
        <ConsoleSaid said={said} />
      </div>
    </form>
  );
}
