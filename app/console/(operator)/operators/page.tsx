import type { Metadata } from 'next';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import { ROLE_LABELS } from '@/lib/access/roles';

import { InviteOperatorForm } from '@/components/operators/invite-operator-form';
import { ConsoleListPage } from '@/components/console/console-list-page';
import { ConsoleTable } from '@/components/console/console-table';
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
  const list = await loadConsoleList('listOperators', state.signIn, {});
  return (
    <ConsoleListPage
      title="Operators"
      list={list}
      below={() => (
        <section aria-labelledby="invite" className="mt-10">
          <h2 id="invite" className="text-lg font-bold text-slate-900">
            Invite an operator
          </h2>
          <InviteOperatorForm />
        </section>
      )}
    >
      {(data) => (
        <>
          <p className="mt-2 max-w-3xl text-sm text-slate-600">
            Owners manage everything and the operators; editors publish content and run live
            sessions; support looks after students, comments and messages and reads the money. An
            invited operator enrols with the link: they choose a password, set up an authenticator
            app and keep their recovery codes.
          </p>
          <ConsoleTable
            label="Operators"
            rows={data.list}
            rowKey={(row) => row.operatorId}
            columns={[
              {
                header: 'Email',
                className: 'font-medium text-slate-900',
                cell: (row) => (
                  <>
                    {row.email}
                    {row.isYou ? <span className="ml-2 text-slate-500">(you)</span> : null}
                  </>
                ),
              },
              { header: 'Role', cell: (row) => ROLE_LABELS[row.role] },
              {
                header: 'Status',
                cell: (row) => (
                  <>
                    {STATUS_LABELS[row.status]}
                    {row.status === 'active' && row.recoveryCodesLeft < 3 ? (
                      <span className="block text-xs text-amber-800">
                        {row.recoveryCodesLeft} recovery codes left
                      </span>
                    ) : null}
                  </>
                ),
              },
              {
                header: 'Since',
                className: 'whitespace-nowrap text-slate-700',
                cell: (row) => when.format(new Date(row.createdAt)),
              },
              {
                header: 'Manage',
                cell: (row) =>
                  row.isYou ? (
                    <span className="text-slate-500">Another owner manages your account.</span>
                  ) : (
                    <OperatorControls
                      operatorId={row.operatorId}
                      email={row.email}
                      role={row.role}
                      disabled={row.status === 'disabled'}
                    />
                  ),
              },
            ]}
          />
        </>
      )}
    </ConsoleListPage>
  );
}
