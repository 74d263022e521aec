'use client';

import { useId, useState } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

type Lead = { operatorId: number; operatorEmail: string };

/**
 * Names the consultant who leads a session: an operator of the Faculty role, who then sees and
 * runs this session in the console (docs/live-sessions.md, "Faculty").
 */
export function SessionLeadForm({
  sessionId,
  lead,
  faculty,
}: {
  sessionId: number;
  lead: Lead | null;
  faculty: Lead[];
}) {
  const id = useId();
  const [chosen, setChosen] = useState(lead ? String(lead.operatorId) : '');
  return (
    <div className="mt-3 flex flex-wrap items-end gap-3">
      <span className="flex flex-col gap-1 text-sm">
        <label htmlFor={id} className="font-semibold text-slate-700">
          Consultant
        </label>
        <select
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          <option value="">Nobody</option>
          {faculty.map((choice) => (
            <option key={choice.operatorId} value={String(choice.operatorId)}>
              {choice.operatorEmail}
            </option>
          ))}
        </select>
      </span>
      <ConsoleActionButton
        label="Save consultant"
        act={() =>
          consoleCall('setSessionLead', {
            sessionId,
            operatorId: chosen === '' ? null : Number(chosen),
          })
        }
      />
    </div>
  );
}
