'use client';

import { useEffect, useState } from 'react';

import type { PolicyKey } from '@/lib/calls/domain';
import { consoleCall } from '@/lib/platform/console-actions';
import { POLICY_HTML_MAX, POLICY_TITLE_MAX } from '@/lib/policies/texts';

import { SubmitButton } from '@/components/ui/form/submit-button';

import { ConsoleField } from '../../console/console-field';
import { ConsoleSaid } from '../../console/console-said';
import { useConsoleForm } from '../../console/use-console-form';

/**
 * A policy page's title and HTML, saved as its draft. The server sanitises what it stores and
 * says what it removed; the page then shows the stored draft. A refusal is said under the field
 * it is about (docs/console.md, "Forms").
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
  const [values, setValues] = useState({ title, html });
  const { busy, run, said, errorFor } = useConsoleForm({ fields: ['title', 'html'] });
  // What was stored replaces what was typed, so the editor shows the sanitised text.
  useEffect(() => setValues({ title, html }), [title, html]);

  return (
    <form
      className="mt-4 grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => consoleCall('savePolicyDraft', { key: policyKey, ...values }));
      }}
    >
      <ConsoleField label="Title" error={errorFor('title')}>
        {(control) => (
          <input
            {...control}
            required
            maxLength={POLICY_TITLE_MAX}
            value={values.title}
            onChange={(event) => setValues((v) => ({ ...v, title: event.target.value }))}
          />
        )}
      </ConsoleField>
      <ConsoleField
        label="Text (HTML: headings, paragraphs, lists, links, tables)"
        error={errorFor('html')}
      >
        {(control) => (
          <textarea
            {...control}
            required
            rows={18}
            maxLength={POLICY_HTML_MAX}
            value={values.html}
            onChange={(event) => setValues((v) => ({ ...v, html: event.target.value }))}
            className={`${control.className} font-mono text-sm`}
            spellCheck={false}
          />
        )}
      </ConsoleField>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton disabled={busy}>{busy ? 'Saving…' : 'Save draft'}</SubmitButton>
        <ConsoleSaid said={said} />
      </div>
    </form>
  );
}
