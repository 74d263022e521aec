'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type FormEvent } from 'react';

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

import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/form';
import type { planCalls } from '@/lib/plans/calls';
import { consoleInputClasses } from '@/components/ui/form/field-classes';

type Props = {
  plans: DataOf<typeof planCalls.listGrantablePlans>;
  /** One student's page; without it, the form takes a pasted list of addresses. */
  studentId?: number;
  /** The cohorts there are, offered by name to put a pasted list's students in. */
  cohorts?: readonly string[];
};

const select = consoleInputClasses();

/**
 * Grants access to a course by hand, with a reason: to one student, or to every student of a
 * pasted list (a hospital's cohort). Days start as the plan's own period.
 */
export function GrantAccessForm({ plans, studentId, cohorts = [] }: Props) {
  const router = useRouter();
  const courseId = useId();
  const cohortsId = useId();
  const [cohortName, setCohortName] = useState('');
  const first = plans[0];
  const [planId, setPlanId] = useState(first ? String(first.planId) : '');
  const [days, setDays] = useState(first ? String(first.durationDays) : '');
  const [reason, setReason] = useState('');
  const [pasted, setPasted] = useState('');
  const [busy, setBusy] = useState(false);
  // Drawn disabled on the server: a submit before the script has loaded would do nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  const cohort = studentId === undefined;
  const emails = cohort ? splitAddressList(pasted) : [];

  function choosePlan(value: string) {
    setPlanId(value);
    const plan = plans.find((candidate) => String(candidate.planId) === value);
    if (plan) setDays(String(plan.durationDays));
  }

  async function grant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const grant = {
      planId: Number(planId),
      ...(days.trim() === '' ? {} : { days: Number(days) }),
      reason,
    };
    const result = await (
      cohort
        ? consoleCall('grantAccessInBulk', {
            emails,
            ...grant,
            ...(cohortName.trim() === '' ? {} : { cohort: cohortName }),
          })
        : consoleCall('grantAccess', { studentId, ...grant })
    ).catch(() => ({ status: 502, message: 'Something went wrong' }));
    setBusy(false);
    setSaid({ ok: result.status === 200, message: result.message });
    if (result.status !== 200) return;
    setReason('');
    setPasted('');
    setCohortName('');
    router.refresh();
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
        <TextareaField
          label="Email addresses"
          rows={5}
          required
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          hint={`Separated by commas, spaces or new lines; up to ${BULK_GRANT_MAX}. ${grantMessages.addressesFound(emails.length)}.`}
        />
      ) : null}
      <div>
        <label htmlFor={courseId} className="block text-sm font-semibold text-slate-800">
          Course
        </label>
        <select
          id={courseId}
          value={planId}
          onChange={(event) => choosePlan(event.target.value)}
          className={select}
        >
          {plans.map((plan) => (
            <option key={plan.planId} value={plan.planId}>
              {plan.name} ({plan.subTitle})
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Days of access"
        type="number"
        inputMode="numeric"
        min={1}
        max={GRANT_DAYS_MAX}
        step={1}
        value={days}
        onChange={(event) => setDays(event.target.value)}
        hint="Added to the end of any access the student already holds."
      />
      <TextareaField
        label="Reason"
        rows={2}
        required
        maxLength={GRANT_REASON_MAX}
        counter={{ length: reason.length, limit: GRANT_REASON_MAX }}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {cohort ? (
        <>
          <TextField
            label="Cohort (optional)"
            list={cohortsId}
            maxLength={GRANT_COHORT_MAX}
            value={cohortName}
            onChange={(event) => setCohortName(event.target.value)}
            hint="Puts these students in the cohort of this name, in the same step; a new name makes a new cohort."
          />
          <datalist id={cohortsId}>
            {cohorts.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!ready || busy}>
          {busy ? 'Granting…' : cohort ? 'Grant access to these students' : 'Grant access'}
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
