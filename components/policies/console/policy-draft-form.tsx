'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

import type { PolicyKey } from '@/lib/calls/domain';
import { consoleCall } from '@/lib/platform/console-actions';
import { POLICY_HTML_MAX, POLICY_TITLE_MAX } from '@/lib/policies/texts';

import { Button } from '@/components/ui/button';

const field =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const label = 'block text-sm font-semibold text-slate-800';

/**
 * A policy page's title and HTML, saved as its draft. The server sanitises what it stores and
 * says what it removed; the page then shows the stored draft.
 */
export function PolicyDraftForm({
  policyKey,
  title,
  html,
}: {
  policyKey: PolicyKey;
  title: string;
  html: string;
}) {
  const router = useRouter();
  const [values, setValues] = useState({ title, html });
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // What was stored replaces what was typed, so the editor shows the sanitised text.
  useEffect(() => setValues({ title, html }), [title, html]);
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);

  return (
    <form
      className="mt-4 grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await consoleCall('savePolicyDraft', { key: policyKey, ...values }).catch(
          () => ({
            status: 502,
            message: 'Something went wrong',
          }),
        );
        setBusy(false);
        setSaid({ ok: result.status === 200, message: result.message });
        if (result.status === 200) router.refresh();
      }}
    >
      <label className={label}>
        Title
        <input
          required
          maxLength={POLICY_TITLE_MAX}
          value={values.title}
          onChange={(event) => setValues((v) => ({ ...v, title: event.target.value }))}
          className={field}
        />
      </label>
      <label className={label}>
        Text (HTML: headings, paragraphs, lists, links, tables)
        <textarea
          required
          rows={18}
          maxLength={POLICY_HTML_MAX}
          value={values.html}
          onChange={(event) => setValues((v) => ({ ...v, html: event.target.value }))}
          className={`${field} font-mono text-sm`}
          spellCheck={false}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!ready || busy}>
          {busy ? 'Saving…' : 'Save draft'}
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
