import type { Metadata } from 'next';

import {
  consoleStudentHref,
  consoleStudentsExportHref,
  consoleStudentsHref,
} from '@/lib/accounts/links';
import { CONSOLE_STUDENTS_PAGE } from '@/lib/accounts/texts';
import { loadConsoleList, pageOf, requireOperator } from '@/lib/platform/console-loaders';
import { roleMayCall } from '@/lib/access/roles';
import { planEndpoints } from '@/lib/plans/endpoints';
import { formatPlanDate } from '@/lib/plans/texts';

import { ConsolePager } from '@/components/console/console-pager';
import { GrantAccessForm } from '@/components/plans/console/grant-access-form';
import { buttonClasses } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Students' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Every student, newest first, found by a part of their name or address (`?q=…&page=N`). */
export default async function ConsoleStudentsPage({ searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const query = await searchParams;
  const q = one(query.q)?.trim() || undefined;
  const page = pageOf(query.page);
  const list = await loadConsoleList('listStudentsForConsole', state.session, {
    q,
    limit: CONSOLE_STUDENTS_PAGE,
    offset: (page - 1) * CONSOLE_STUDENTS_PAGE,
  });
  const mayGrant = roleMayCall(planEndpoints.grantAccessInBulk, state.overview.operator.role);
  const [plans, cohorts] =
    list.kind === 'listed' && mayGrant
      ? await Promise.all([
          loadConsoleList('listGrantablePlans', state.session, {}),
          loadConsoleList('listCohorts', state.session, {}),
        ])
      : [null, null];

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Students</h1>
      {list.kind === 'refused' ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {list.message}
        </p>
      ) : (
        <>
          <form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
            <label className="text-sm font-semibold text-slate-800">
              Name or email
              <input
                name="q"
                type="search"
                defaultValue={q ?? ''}
                placeholder="part of a name or an address"
                className="mt-1 block w-72 rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
            </label>
            <button type="submit" className={buttonClasses({ size: 'md' })}>
              Search
            </button>
            <a
              href={consoleStudentsExportHref(q)}
              download
              className="rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              Download students (CSV)
            </a>
          </form>
          {list.kind === 'invalid' ? (
            <p role="alert" className="mt-6 font-semibold text-red-800">
              {list.message}
            </p>
          ) : (
            <>
              <div className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                <table className="min-w-full divide-y divide-slate-200 text-sm">
                  <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    <tr>
                      <th scope="col" className="px-4 py-3">
                        Name
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Email
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Joined
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Current plan
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Account
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {list.data.list.map((student) => (
                      <tr key={student.studentId}>
                        <td className="px-4 py-3">
                          <IntentLink
                            href={consoleStudentHref(student.studentId)}
                            className="font-semibold text-brand-700 hover:underline"
                          >
                            {student.fullName}
                          </IntentLink>
                        </td>
                        <td className="px-4 py-3 text-slate-700">{student.email}</td>
                        <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                          {formatPlanDate(student.joinedAt)}
                        </td>
                        <td className="px-4 py-3 text-slate-700">
                          {student.plan
                            ? `${student.plan}, until ${formatPlanDate(student.planEnds)}`
                            : 'None'}
                        </td>
                        <td className="px-4 py-3 text-slate-700">
                          {student.disabled ? (
                            <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                              Disabled
                            </span>
                          ) : (
                            'Active'
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <ConsolePager
                label="Student pages"
                page={page}
                pageSize={CONSOLE_STUDENTS_PAGE}
                shown={list.data.list.length}
                total={list.data.total}
                hrefFor={(to) => consoleStudentsHref({ q, page: to })}
              />
            </>
          )}
        </>
      )}

      {plans?.kind === 'listed' ? (
        <section aria-labelledby="cohort" className="mt-10">
          <h2 id="cohort" className="text-lg font-bold text-slate-900">
            Grant access to a list of students
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Paste the addresses of a cohort (a hospital&apos;s trainees, say). Every address with an
            account is granted the course in one go; the ones without an account are listed back.
            The reason is kept in the audit log. Name a cohort to group them for its report.
          </p>
          <GrantAccessForm
            plans={plans.data}
            cohorts={cohorts?.kind === 'listed' ? cohorts.data.map((cohort) => cohort.name) : []}
          />
        </section>
      ) : null}
    </>
  );
}
