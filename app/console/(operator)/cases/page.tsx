import type { Metadata } from 'next';

import { CONSOLE_CATEGORIES_PAGE } from '@/lib/cases/calls';
import { consoleCaseEndpoints } from '@/lib/cases/console-endpoints';
import { categoryHref, consoleCategoryHref } from '@/lib/cases/links';
import { loadConsoleListPage } from '@/lib/platform/console-list-page';
import { requireOperator } from '@/lib/platform/console-loaders';
import { roleMayCall } from '@/lib/access/roles';
import { routes } from '@/lib/routes';

import { RowTitle, StateBadge } from '@/components/console/state-badge';
import { MoveCaseButtons } from '@/components/cases/console/case-buttons';
import { CaseNameForm } from '@/components/cases/console/case-name-form';
import { ConsoleListPage } from '@/components/console/console-list-page';
import { ConsoleTable } from '@/components/console/console-table';

export const metadata: Metadata = { title: 'Cases' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The case categories in their order: where editors make, order and publish them. */
export default async function ConsoleCasesPage({ searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const { list, offset, pager } = await loadConsoleListPage(
    'listCaseCategoriesForConsole',
    state.signIn,
    { route: routes.consoleCases, pageSize: CONSOLE_CATEGORIES_PAGE, query: await searchParams },
  );
  const editor = roleMayCall(consoleCaseEndpoints.createCaseCategory, state.overview.operator.role);

  return (
    <ConsoleListPage
      title="Cases"
      intro="Students see a published category and its published cases on /shorts, in this order."
      list={list}
      pager={{ ...pager, label: 'Category pages', previous: 'Earlier', next: 'Later' }}
      below={() =>
        editor ? (
          <section aria-labelledby="new-category" className="mt-10 max-w-3xl">
            <h2 id="new-category" className="text-lg font-bold text-slate-900">
              New category
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Saved as a draft at the end of the order: students see it once you publish it.
            </p>
            <CaseNameForm kind="new-category" />
          </section>
        ) : null
      }
    >
      {(data) => (
        <ConsoleTable
          label="Case categories"
          rows={data.list}
          rowKey={(category) => category.categoryId}
          columns={[
            {
              header: 'Category',
              className: '',
              cell: (category) => (
                <RowTitle
                  href={consoleCategoryHref(category.categoryId)}
                  badge={category.published ? null : <StateBadge>Draft</StateBadge>}
                >
                  {category.name}
                </RowTitle>
              ),
            },
            {
              header: 'Cases (published)',
              cell: (category) => `${category.cases} (${category.publishedCases})`,
            },
            {
              header: 'Public page',
              className: 'break-all',
              cell: (category) =>
                category.published ? (
                  <a href={categoryHref(category.categoryId)} className="text-brand-700 underline">
                    {categoryHref(category.categoryId)}
                  </a>
                ) : (
                  <span className="text-slate-600">none while a draft</span>
                ),
            },
            editor && {
              header: 'Order',
              className: 'whitespace-nowrap',
              cell: (category) => {
                const at = offset + data.list.indexOf(category);
                return (
                  <MoveCaseButtons
                    record={{ categoryId: category.categoryId }}
                    name={category.name}
                    first={at === 0}
                    last={at === data.total - 1}
                  />
                );
              },
            },
          ]}
        />
      )}
    </ConsoleListPage>
  );
}
