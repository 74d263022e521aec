'use client';

import { useState } from 'react';

import { bffFor } from '@/lib/calls/browser-client';
import type { ExamPlan, practiceCalls } from '@/lib/practice/calls';
import { practiceEndpoints } from '@/lib/practice/endpoints';
import { examPlanTexts as say } from '@/lib/practice/texts';

import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { sendWithNotice } from '@/components/ui/send-with-notice';

const bff = bffFor<typeof practiceCalls>(practiceEndpoints);

/**
 * The student's exam date and what it asks of them each day (docs/practice.md, "Exam date"):
 * saved at once, the daily target and the schedule's retention answered with it.
 */
export function ExamPlanForm({ initial }: { initial: ExamPlan }) {
  const [plan, setPlan] = useState(initial);
  const [date, setDate] = useState(initial.examDate ?? '');
  const [busy, setBusy] = useState(false);

  const send = async (examDate: string | null) => {
    setBusy(true);
    const sent = await sendWithNotice(bff.setExamDate({ examDate }));
    setBusy(false);
    if (sent.ok && sent.data) {
      setPlan(sent.data);
      setDate(sent.data.examDate ?? '');
    }
  };

  return (
    <section
      aria-labelledby="exam-plan"
      className="max-w-3xl space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="exam-plan" className="text-lg font-semibold text-slate-900">
        {say.title}
      </h2>
      <p className="text-slate-700" role="status">
        <strong data-testid="daily-target">{say.target(plan.dailyTarget)}</strong>{' '}
        {plan.examDate === null
          ? say.withoutDate(plan.dueNow)
          : say.withDate(plan.daysLeft ?? 0, plan.unseen, plan.desiredRetention)}
      </p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send(date === '' ? null : date);
        }}
      >
        <label className="block text-sm font-semibold text-slate-800">
          {say.dateLabel}
          <input
            type="date"
            name="examDate"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className="mt-1 block rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm"
          />
        </label>
        <SubmitButton disabled={busy}>{say.save}</SubmitButton>
        {plan.examDate !== null ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => void send(null)}>
            {say.clear}
          </Button>
        ) : null}
      </form>
    </section>
  );
}
