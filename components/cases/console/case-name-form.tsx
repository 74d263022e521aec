'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';

import { Button } from '@/components/ui/button';

type Props =
  | { kind: 'new-category' }
  | { kind: 'rename-category'; shortId: number; name: string }
  | { kind: 'new-case'; shortId: number };

const BUTTON = {
  'new-category': 'Save as draft',
  'rename-category': 'Rename',
  'new-case': 'Save as draft',
};
const LABEL = { 'new-category': 'Name', 'rename-category': 'Name', 'new-case': 'Case name' };

/** A category's or a new case's name: a new one is saved as a draft and its page opens. */
export function CaseNameForm(props: Props) {
  const router = useRouter();
  const [name, setName] = useState(props.kind === 'rename-category' ? props.name : '');
  const [busy, setBusy] = useState(false);
  // Drawn disabled on the server: a submit before the script has loaded would do nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  const save = () =>
    props.kind === 'new-category'
      ? consoleCall('createCaseCategory', { name })
      : props.kind === 'rename-category'
        ? consoleCall('renameCaseCategory', { shortId: props.shortId, name })
        : consoleCall('createCase', { shortId: props.shortId, name });

  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await save().catch(() => ({ status: 502, message: 'Something went wrong' }));
        setBusy(false);
        setSaid({ ok: result.status === 200, message: result.message });
        if (result.status === 200) router.refresh();
      }}
    >
      <label className="block text-sm font-semibold text-slate-800">
        {LABEL[props.kind]}
        <input
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="mt-1 block w-80 max-w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
      </label>
      <Button type="submit" disabled={!ready || busy}>
        {busy ? 'Saving…' : BUTTON[props.kind]}
      </Button>
      {said ? (
        <span
          role={said.ok ? 'status' : 'alert'}
          className={said.ok ? 'text-sm text-green-800' : 'text-sm font-semibold text-red-800'}
        >
          {said.message}
        </span>
      ) : null}
    </form>
  );
}
