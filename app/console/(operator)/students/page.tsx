import type { Metadata } from 'next';

import { consoleStudentHref, consoleStudentsExportHref } from '@/lib/accounts/links';
import { CONSOLE_STUDENTS_PAGE } from '@/lib/accounts/texts';
import { loadConsoleListPage } from '@/lib/platform/console-list-page';
import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import { routes } from '@/lib/routes';
import { roleMayCall } from '@/lib/access/roles';
import { consolePlanEndpoints } from '@/lib/plans/console-endpoints';
import { formatPlanDate } from '@/lib/plans/texts';

import { ConsoleTable } from '@/components/console/console-table';
import { RowTitle } from '@/components/console/state-badge';
import { ConsoleListPage } from '@/components/console/console-list-page';
import { GrantAccessForm } from '@/components/plans/console/grant-access-form';
import { buttonClasses } from '@/components/ui/button';
import { consoleInputClasses } from '@/components/ui/form/field-classes';

export const metadata: Metadata = { title: 'Students' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Every student, newest first, found by a part of their name or address (`?q=…&page=N`). */
export default async function ConsoleStudentsPage({ searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const query = await searchParams;
  const q = one(query.q)?.trim() || undefined;
  const { list, pager } = await loadConsoleListPage('listStudentsForConsole', state.signIn, {
    route: routes.consoleStudents,
    pageSize: CONSOLE_STUDENTS_PAGE,
    query,
    filter: { q },
  });
  const mayGrant = roleMayCall(
    consolePlanEndpoints.grantAccessInBulk,
    state.overview.operator.role,
  );
  const [plans, cohorts] =
    list.kind === 'listed' && mayGrant
      ? await Promise.all([
          loadConsoleList('listGrantablePlans', state.signIn, {}),
          loadConsoleList('listCohorts', state.signIn, {}),
        ])
      : [null, null];

  return (
    <ConsoleListPage
      title="Students"
      list={list}
      search={
        <form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
          <label className="text-sm font-semibold text-slate-800">
            Name or email
            <input
              name="q"
              type="search"
              defaultValue={q ?? ''}
              placeholder="part of a name or an address"
              className={consoleInputClasses(false, { compact: true, width: 'w-72 max-w-full' })}
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
      }
      pager={{ ...pager, label: 'Student pages' }}
      below={() =>
        plans?.kind === 'listed' ? (
          <section aria-labelledby="cohort" className="mt-10">
            <h2 id="cohort" className="text-lg font-bold text-slate-900">
              Grant access to a list of students
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Paste the addresses of a cohort (a hospital&apos;s trainees, say). Every address with
              an account is granted the course in one go; the ones without an account are listed
              back. The reason is kept in the audit log. Name a cohort to group them for its report.
            </p>
            <GrantAccessForm
              plans={plans.data}
              cohorts={cohorts?.kind === 'listed' ? cohorts.data.map((cohort) => cohort.name) : []}
            />
          </section>
        ) : null
      }
    >
      {(data) => (
        <ConsoleTable
          label="Students"
          rows={data.list}
          rowKey={(student) => student.studentId}
          columns={[
            {
              header: 'Name',
              className: 'text-slate-900',
              cell: (student) => (
                <RowTitle href={consoleStudentHref(student.studentId)}>{student.fullName}</RowTitle>
              ),
            },
            { header: 'Email', cell: (student) => student.email },
            {
              header: 'Joined',
              className: 'whitespace-nowrap text-slate-700',
              cell: (student) => formatPlanDate(student.joinedAt),
            },
            {
              header: 'Current plan',
              cell: (student) =>
                student.plan
                  ? `${student.plan}, until ${formatPlanDate(student.planEnds)}`
                  : 'None',
            },
            {
              header: 'Account',
              cell: (student) =>
                student.disabled ? (
                  <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                    Disabled
                  </span>
                ) : (
                  'Active'
                ),
            },
          ]}
        />
      )}
    </ConsoleListPage>
  );
}
