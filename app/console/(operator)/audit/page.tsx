import type { Metadata } from 'next';

import { loadConsoleListPage } from '@/lib/platform/console-list-page';
import { requireOperator } from '@/lib/platform/console-loaders';
import { AUDIT_PAGE } from '@/lib/operators/texts';
import { routes } from '@/lib/routes';

import { AuditTable } from '@/components/console/audit-table';
import { ConsoleListPage } from '@/components/console/console-list-page';
import { buttonClasses } from '@/components/ui/button';
import { consoleInputClasses } from '@/components/ui/form/field-classes';

export const metadata: Metadata = { title: 'Audit log' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Every operator write, newest first, filtered by the address (`?action=…&actor=…&page=N`). */
export default async function AuditLogPage({ searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const query = await searchParams;
  const filter = { action: one(query.action) || undefined, actor: one(query.actor) || undefined };
  const { list, pager } = await loadConsoleListPage('listAuditLog', state.signIn, {
    route: routes.consoleAudit,
    pageSize: AUDIT_PAGE,
    query,
    filter,
  });

  return (
    <ConsoleListPage
      title="Audit log"
      intro={
        <>
          Every change made from the console or the command line, with the record before and after.
          Entries cannot be edited or removed.
        </>
      }
      list={list}
      search={
        <form method="get" className="mt-6 flex flex-wrap items-end gap-3">
          <label className="max-w-full min-w-0 text-sm font-semibold text-slate-800">
            Action
            <select
              name="action"
              defaultValue={filter.action ?? ''}
              className={consoleInputClasses(false, {
                compact: true,
                width: 'w-full max-w-full',
              })}
            >
              <option value="">Any action</option>
              {(list.kind === 'listed' ? list.data.actions : []).map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-slate-800">
            Operator
            <input
              name="actor"
              defaultValue={filter.actor ?? ''}
              placeholder="email or part of it"
              className={consoleInputClasses(false, { compact: true })}
            />
          </label>
          <button type="submit" className={buttonClasses({ size: 'md' })}>
            Filter
          </button>
        </form>
      }
      pager={{ ...pager, label: 'Audit log pages' }}
    >
      {(data) => <AuditTable entries={data.list} />}
    </ConsoleListPage>
  );
}
