import type { Metadata } from 'next';

import { loadAuditLog, requireOperator } from '@/lib/console/loaders';
import { AUDIT_PAGE } from '@/lib/console/texts';
import { routes } from '@/lib/routes';
import { idFromUrl } from '@/lib/url-ids';

import { AuditTable } from '@/components/console/audit-table';
import { buttonClasses } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';

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
    page: idFromUrl(query.page) ?? 1,
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
            <label className="text-sm font-semibold text-slate-800">
              Action
              <select
                name="action"
                defaultValue={filter.action ?? ''}
                className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
              >
                <option value="">Any action</option>
                {(log.kind === 'listed' ? log.actions : []).map((action) => (
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
                className="mt-1 block rounded-md border border-slate-300 px-3 py-2 text-sm"
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
              <AuditTable entries={log.list} />
              <nav aria-label="Audit log pages" className="mt-4 flex items-center gap-3 text-sm">
                <span className="text-slate-600">
                  {log.total === 0
                    ? 'No entries'
                    : `Entries ${(filter.page - 1) * AUDIT_PAGE + 1}–${(filter.page - 1) * AUDIT_PAGE + log.list.length} of ${log.total}`}
                </span>
                {filter.page > 1 ? (
                  <IntentLink
                    href={hrefFor(filter.page - 1)}
                    className="font-semibold text-brand-700"
                  >
                    Newer
                  </IntentLink>
                ) : null}
                {filter.page * AUDIT_PAGE < log.total ? (
                  <IntentLink
                    href={hrefFor(filter.page + 1)}
                    className="font-semibold text-brand-700"
                  >
                    Older
                  </IntentLink>
                ) : null}
              </nav>
            </>
          )}
        </>
      )}
    </>
  );
}
