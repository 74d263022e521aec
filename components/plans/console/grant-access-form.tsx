'use client';

import { useId, useState, type FormEvent } from 'react';

import type { DataOf } from '@/lib/calls/define-call';
import { consoleCall } from '@/lib/platform/console-actions';
import {
  BULK_GRANT_MAX,
  GRANT_COHORT_MAX,
  GRANT_DAYS_MAX,
  GRANT_REASON_MAX,
  grantMessages,
  splitAddressList,
} from '@/lib/plans/texts';

import type { planCalls } from '@/lib/plans/calls';

import { SubmitButton } from '@/components/ui/form/submit-button';

import { ConsoleField } from '../../console/console-field';
import { ConsoleSaid } from '../../console/console-said';
import { useConsoleForm } from '../../console/use-console-form';

type Props = {
  plans: DataOf<typeof planCalls.listGrantablePlans>;
  /** One student's page; without it, the form takes a pasted list of addresses. */
  studentId?: number;
  /** The cohorts there are, offered by name to put a pasted list's students in. */
  cohorts?: readonly string[];
};

/** The calls' fields this form shows a control for: a 422 about one is said under it. */
const FIELDS = ['emails', 'planId', 'days', 'reason', 'cohort'];

/**
 * Grants access to a course by hand, with a reason: to one student, or to every student of a
 * pasted list (a hospital's cohort). Days start as the plan's own period. A refusal is said under
 * the field it is about (docs/console.md, "Forms").
 */
export function GrantAccessForm({ plans, studentId, cohorts = [] }: Props) {
  const cohortsId = useId();
  const [cohortName, setCohortName] = useState('');
  const first = plans[0];
  const [planId, setPlanId] = useState(first ? String(first.planId) : '');
  const [days, setDays] = useState(first ? String(first.durationDays) : '');
  const [reason, setReason] = useState('');
  const [pasted, setPasted] = useState('');
  const { busy, run, said, errorFor } = useConsoleForm({ fields: FIELDS });
  const cohort = studentId === undefined;
  const emails = cohort ? splitAddressList(pasted) : [];

  function choosePlan(value: string) {
    setPlanId(value);
    const plan = plans.find((candidate) => String(candidate.planId) === value);
    if (plan) setDays(String(plan.durationDays));
  }

  async function grant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const grant = {
      planId: Number(planId),
      ...(days.trim() === '' ? {} : { days: Number(days) }),
      reason,
    };
    const answer = await run(() =>
      cohort
        ? consoleCall('grantAccessInBulk', {
            emails,
            ...grant,
            ...(cohortName.trim() === '' ? {} : { cohort: cohortName }),
          })
        : consoleCall('grantAccess', { studentId, ...grant }),
    );
    if (!answer) return;
    setReason('');
    setPasted('');
    setCohortName('');
  }

  if (!first) {
    return (
      <p className="mt-3 text-sm text-slate-600">
        No course to grant: every plan is a single session.
      </p>
    );
  }
  return (
    <form onSubmit={grant} className="mt-4 grid max-w-xl gap-4">
      {cohort ? (
        <ConsoleField
          label="Email addresses"
          error={errorFor('emails')}
          hint={`Separated by commas, spaces or new lines; up to ${BULK_GRANT_MAX}. ${grantMessages.addressesFound(emails.length)}.`}
        >
          {(control) => (
            <textarea
              {...control}
              rows={5}
              required
              value={pasted}
              onChange={(event) => setPasted(event.target.value)}
            />
          )}
        </ConsoleField>
      ) : null}
      <ConsoleField label="Course" error={errorFor('planId')}>
        {(control) => (
          <select {...control} value={planId} onChange={(event) => choosePlan(event.target.value)}>
            {plans.map((plan) => (
              <option key={plan.planId} value={plan.planId}>
                {plan.name} ({plan.subTitle})
              </option>
            ))}
          </select>
        )}
      </ConsoleField>
      <ConsoleField
        label="Days of access"
        error={errorFor('days')}
        hint="Added to the end of any access the student already holds."
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={GRANT_DAYS_MAX}
            step={1}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        )}
      </ConsoleField>
      <ConsoleField
        label="Reason"
        error={errorFor('reason')}
        hint={`${reason.length}/${GRANT_REASON_MAX} characters`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            required
            maxLength={GRANT_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </ConsoleField>
      {cohort ? (
        <>
          <ConsoleField
            label="Cohort (optional)"
            error={errorFor('cohort')}
            hint="Puts these students in the cohort of this name, in the same step; a new name makes a new cohort."
          >
            {(control) => (
              <input
                {...control}
                list={cohortsId}
                maxLength={GRANT_COHORT_MAX}
                value={cohortName}
                onChange={(event) => setCohortName(event.target.value)}
              />
            )}
          </ConsoleField>
          <datalist id={cohortsId}>
            {cohorts.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton disabled={busy}>
          {busy ? 'Granting…' : cohort ? 'Grant access to these students' : 'Grant access'}
        </SubmitButton>
        <ConsoleSaid said={said} />
      </div>
    </form>
  );
}
