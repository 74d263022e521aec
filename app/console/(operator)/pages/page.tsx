import type { Metadata } from 'next';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import { consolePolicyHref } from '@/lib/policies/links';
import { policyRoute } from '@/lib/routes';

import { ConsoleListPage } from '@/components/console/console-list-page';
import { ConsoleTable } from '@/components/console/console-table';
import { RowTitle, StateBadge } from '@/components/console/state-badge';

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
  const list = await loadConsoleList('listPolicyPagesForConsole', state.signIn, {});

  return (
    <ConsoleListPage
      title="Pages"
      intro={
        <>
          The site&apos;s legal pages. Edits are saved as a draft that only the console sees;
          publish it to change the public page. These pages are required, so they are always
          published.
        </>
      }
      list={list}
    >
      {(data) => (
        <ConsoleTable
          label="Policy pages"
          rows={data}
          rowKey={(page) => page.key}
          columns={[
            {
              header: 'Page',
              className: '',
              cell: (page) => (
                <RowTitle
                  href={consolePolicyHref(page.key)}
                  badge={page.hasDraft ? <StateBadge>Draft waiting</StateBadge> : null}
                >
                  {page.title}
                </RowTitle>
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
    </ConsoleListPage>
  );
}
