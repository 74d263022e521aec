import type { Metadata } from 'next';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';

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
  const failed = await loadConsoleList('listFailedMail', state.session, {});
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Failed mail</h1>
      <p className="mt-2 text-sm text-slate-600">
        Messages the mail server still refused after the last retry (about two hours of trying),
        from the past week. The student did not get them: tell them another way, or send what they
        need again (a new password-reset code, for instance).
      </p>
      {failed.kind !== 'listed' ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {failed.message}
        </p>
      ) : failed.data.list.length === 0 ? (
        <p className="mt-6 text-slate-700">No mail has failed in the past week.</p>
      ) : (
        <table className="mt-6 w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th className="py-2 pr-4">Failed</th>
              <th className="py-2 pr-4">To</th>
              <th className="py-2 pr-4">Subject</th>
              <th className="py-2 pr-4">Attempts</th>
              <th className="py-2">Last error</th>
            </tr>
          </thead>
          <tbody>
            {failed.data.list.map((mail) => (
              <tr key={mail.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-4 whitespace-nowrap">
                  {when.format(new Date(mail.failedAt))}
                </td>
                <td className="py-2 pr-4">{mail.to}</td>
                <td className="py-2 pr-4">{mail.subject}</td>
                <td className="py-2 pr-4">{mail.attempts}</td>
                <td className="py-2 text-slate-600">{mail.error}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
