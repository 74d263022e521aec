import type { Metadata } from 'next';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';

import { ConsoleListPage } from '@/components/console/console-list-page';
import { ConsoleTable } from '@/components/console/console-table';

export const metadata: Metadata = { title: 'Failed mail' };

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** Mail the queue gave up on after its last retry (docs/jobs.md), newest first. */
export default async function FailedMailPage() {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const failed = await loadConsoleList('listFailedMail', state.signIn, {});
  return (
    <ConsoleListPage
      title="Failed mail"
      intro={
        <>
          Messages the mail server still refused after the last retry (about two hours of trying),
          from the past week. The student did not get them: tell them another way, or send what they
          need again (a new password-reset code, for instance).
        </>
      }
      list={failed}
    >
      {(data) => (
        <ConsoleTable
          label="Failed mail"
          rows={data.list}
          rowKey={(mail) => mail.id}
          empty="No mail has failed in the past week."
          alignTop
          columns={[
            {
              header: 'Failed',
              className: 'whitespace-nowrap text-slate-700',
              cell: (mail) => when.format(new Date(mail.failedAt)),
            },
            { header: 'To', cell: (mail) => mail.to },
            { header: 'Subject', cell: (mail) => mail.subject },
            { header: 'Attempts', cell: (mail) => mail.attempts },
            { header: 'Last error', className: 'text-slate-600', cell: (mail) => mail.error },
          ]}
        />
      )}
    </ConsoleListPage>
  );
}
