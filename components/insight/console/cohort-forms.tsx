'use client';

import { useState } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';
import { splitAddressList } from '@/lib/plans/texts';

import { SubmitButton } from '@/components/ui/form/submit-button';

import { ConsoleField } from '../../console/console-field';
import { ConsoleSaid } from '../../console/console-said';
import { useConsoleForm } from '../../console/use-console-form';

/**
 * Makes a cohort from a pasted list of addresses (the list a bulk access grant takes), with its
 * lead; or, given a cohort, adds a pasted list to it (docs/insight.md, "Cohorts"). A refusal is
 * said under the field it is about (docs/console.md, "Forms").
 */
export function CohortForm({ cohortId }: { cohortId?: number }) {
  const [name, setName] = useState('');
  const [leadEmail, setLeadEmail] = useState('');
  const [pasted, setPasted] = useState('');
  const { busy, run, said, errorFor } = useConsoleForm({
    fields: ['name', 'leadEmail', 'emails'],
  });
  const emails = splitAddressList(pasted);

  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const answer = await run(() =>
          cohortId === undefined
            ? consoleCall('createCohort', { name, leadEmail, emails })
            : consoleCall('addCohortMembers', { cohortId, emails }),
        );
        if (answer) setPasted('');
      }}
      className="mt-4 grid max-w-xl gap-4"
    >
      {cohortId === undefined ? (
        <>
          <ConsoleField label="Cohort name" error={errorFor('name')}>
            {(control) => (
              <input
                {...control}
                required
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </ConsoleField>
          <ConsoleField
            label="Lead’s email (an operator of the cohort lead role)"
            error={errorFor('leadEmail')}
          >
            {(control) => (
              <input
                {...control}
                type="email"
                value={leadEmail}
                onChange={(event) => setLeadEmail(event.target.value)}
              />
            )}
          </ConsoleField>
        </>
      ) : null}
      <ConsoleField
        label="Students’ email addresses"
        error={errorFor('emails')}
        hint={`Separated by commas, spaces or new lines: ${emails.length} found.`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            required
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
          />
        )}
      </ConsoleField>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton disabled={busy}>
          {cohortId === undefined ? 'Make the cohort' : 'Add to the cohort'}
        </SubmitButton>
        <ConsoleSaid said={said} />
      </div>
    </form>
  );
}
