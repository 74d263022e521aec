'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';
import { splitAddressList } from '@/lib/plans/texts';

import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/form';

type Said = { ok: boolean; message: string } | null;

/**
 * Makes a cohort from a pasted list of addresses (the list a bulk access grant takes), with its
 * lead; or, given a cohort, adds a pasted list to it (docs/insight.md, "Cohorts").
 */
export function CohortForm({ cohortId }: { cohortId?: number }) {
  const router = useRouter();
  const [name, setName] = useState('');
  const [leadEmail, setLeadEmail] = useState('');
  const [pasted, setPasted] = useState('');
  const [busy, setBusy] = useState(false);
  // Drawn disabled on the server: a submit before the script has loaded would do nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [said, setSaid] = useState<Said>(null);
  const emails = splitAddressList(pasted);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await (
      cohortId === undefined
        ? consoleCall('createCohort', { name, leadEmail, emails })
        : consoleCall('addCohortMembers', { cohortId, emails })
    ).catch(() => ({ status: 502, message: 'Something went wrong' }));
    setBusy(false);
    setSaid({ ok: result.status === 200, message: result.message });
    if (result.status !== 200) return;
    setPasted('');
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="mt-4 grid max-w-xl gap-4">
      {cohortId === undefined ? (
        <>
          <TextField
            label="Cohort name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            label="Lead’s email (an operator of the cohort lead role)"
            type="email"
            value={leadEmail}
            onChange={(event) => setLeadEmail(event.target.value)}
          />
        </>
      ) : null}
      <TextareaField
        label="Students’ email addresses"
        rows={4}
        required
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
        hint={`Separated by commas, spaces or new lines: ${emails.length} found.`}
      />
      <div>
        <Button type="submit" disabled={!ready || busy}>
          {cohortId === undefined ? 'Make the cohort' : 'Add to the cohort'}
        </Button>
      </div>
      {said ? (
        <p role="status" className={said.ok ? 'text-green-800' : 'font-semibold text-red-800'}>
          {said.message}
        </p>
      ) : null}
    </form>
  );
}
