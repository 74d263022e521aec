import type { Metadata } from 'next';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import { consolePolicyHref } from '@/lib/policies/links';
import { policyRoute } from '@/lib/routes';

import { ConsoleTable } from '@/components/console/console-table';
import { StateBadge } from '@/components/console/state-badge';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Pages' };

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** The policy pages: each edited as a draft, previewed, then published. */
export default async function ConsolePolicyPagesPage() {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const list = await loadConsoleList('listPolicyPagesForConsole', state.session, {});

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Pages</h1>
      <p className="mt-2 text-sm text-slate-600">
        The site&apos;s legal pages. Edits are saved as a draft that only the console sees; publish
        it to change the public page. These pages are required, so they are always published.
      </p>
      {list.kind !== 'listed' ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {list.message}
        </p>
      ) : (
        <ConsoleTable
          label="Policy pages"
          rows={list.data}
          rowKey={(page) => page.key}
          columns={[
            {
              header: 'Page',
              className: '',
              cell: (page) => (
                <>
                  <IntentLink
                    href={consolePolicyHref(page.key)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {page.title}
                  </IntentLink>
                  {page.hasDraft ? <StateBadge>Draft waiting</StateBadge> : null}
                </>
              ),
            },
            { header: 'Address', cell: (page) => policyRoute(page.key).path },
            {
              header: 'Published',
              className: 'whitespace-nowrap text-slate-700',
              cell: (page) => when.format(new Date(page.updated)),
            },
          ]}
        />
      )}
    </>
  );
}
