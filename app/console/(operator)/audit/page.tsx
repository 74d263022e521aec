import type { Metadata } from 'next';

import { loadAuditLog, pageOf, requireOperator } from '@/lib/platform/console-loaders';
import { AUDIT_PAGE } from '@/lib/operators/texts';
import { routes } from '@/lib/routes';

import { AuditTable } from '@/components/console/audit-table';
import { ConsolePager } from '@/components/console/console-pager';
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
  const filter = {
    action: one(query.action) || undefined,
    actor: one(query.actor) || undefined,
    page: pageOf(query.page),
  };
  const log = await loadAuditLog(state.session, filter);

  const hrefFor = (page: number) => {
    const params = new URLSearchParams();
    if (filter.action) params.set('action', filter.action);
    if (filter.actor) params.set('actor', filter.actor);
    if (page > 1) params.set('page', String(page));
    const search = params.toString();
    return search ? `${routes.consoleAudit.path}?${search}` : routes.consoleAudit.path;
  };

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
      <p className="mt-2 text-sm text-slate-600">
        Every change made from the console or the command line, with the record before and after.
        Entries cannot be edited or removed.
      </p>
      {log.kind === 'refused' ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {log.message}
        </p>
      ) : (
        <>
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
                {(log.kind === 'listed' ? log.data.actions : []).map((action) => (
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
          {log.kind === 'invalid' ? (
            <p role="alert" className="mt-6 font-semibold text-red-800">
              {log.message}
            </p>
          ) : (
            <>
              <AuditTable entries={log.data.list} />
              <ConsolePager
                label="Audit log pages"
                page={filter.page}
                pageSize={AUDIT_PAGE}
                shown={log.data.list.length}
                total={log.data.total}
                hrefFor={hrefFor}
              />
            </>
          )}
        </>
      )}
    </>
  );
}
