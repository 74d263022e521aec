import type { Metadata } from 'next';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import { ROLE_LABELS } from '@/lib/access/roles';

import { InviteOperatorForm } from '@/components/operators/invite-operator-form';
import { OperatorControls } from '@/components/operators/operator-controls';

export const metadata: Metadata = { title: 'Operators' };

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });

const STATUS_LABELS = {
  active: 'Active',
  invited: 'Invited: not enrolled yet',
  locked: 'Locked for a while after failed sign-ins',
  disabled: 'Disabled',
} as const;

/** The console's operators, for owners: invite, change a role, disable, send a new link. */
export default async function ConsoleOperatorsPage() {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const list = await loadConsoleList('listOperators', state.session, {});
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Operators</h1>
      {list.kind !== 'listed' ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {list.message}
        </p>
      ) : (
        <>
          <p className="mt-2 max-w-3xl text-sm text-slate-600">
            Owners manage everything and the operators; editors publish content and run live
            sessions; support looks after students, comments and messages and reads the money. An
            invited operator enrols with the link: they choose a password, set up an authenticator
            app and keep their recovery codes.
          </p>
          <div className="mt-6 overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-100 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Email
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Role
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Since
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Manage
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {list.data.list.map((row) => (
                  <tr key={row.operatorId}>
                    <td className="px-4 py-3 font-medium text-slate-900">
                      {row.email}
                      {row.isYou ? <span className="ml-2 text-slate-500">(you)</span> : null}
                    </td>
                    <td className="px-4 py-3">{ROLE_LABELS[row.role]}</td>
                    <td className="px-4 py-3">
                      {STATUS_LABELS[row.status]}
                      {row.status === 'active' && row.recoveryCodesLeft < 3 ? (
                        <span className="block text-xs text-amber-800">
                          {row.recoveryCodesLeft} recovery codes left
                        </span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {when.format(new Date(row.createdAt))}
                    </td>
                    <td className="px-4 py-3">
                      {row.isYou ? (
                        <span className="text-slate-500">Another owner manages your account.</span>
                      ) : (
                        <OperatorControls
                          operatorId={row.operatorId}
                          email={row.email}
                          role={row.role}
                          disabled={row.status === 'disabled'}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <section aria-labelledby="invite" className="mt-10">
            <h2 id="invite" className="text-lg font-bold text-slate-900">
              Invite an operator
            </h2>
            <InviteOperatorForm />
          </section>
        </>
      )}
    </>
  );
}
