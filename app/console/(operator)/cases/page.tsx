import type { Metadata } from 'next';

import { CONSOLE_CATEGORIES_PAGE } from '@/lib/cases/calls';
import { caseEndpoints } from '@/lib/cases/endpoints';
import { categoryHref, consoleCategoryHref } from '@/lib/cases/links';
import { loadConsoleList, pageOf, requireOperator } from '@/lib/platform/console-loaders';
import { roleMayCall } from '@/lib/access/roles';
import { routes } from '@/lib/routes';

import { StateBadge } from '@/components/console/state-badge';
import { MoveCaseButtons } from '@/components/cases/console/case-buttons';
import { CaseNameForm } from '@/components/cases/console/case-name-form';
import { ConsolePager } from '@/components/console/console-pager';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Cases' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The case categories in their order: where editors make, order and publish them. */
export default async function ConsoleCasesPage({ searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const page = pageOf((await searchParams).page);
  const offset = (page - 1) * CONSOLE_CATEGORIES_PAGE;
  const list = await loadConsoleList('listCaseCategoriesForConsole', state.session, {
    limit: CONSOLE_CATEGORIES_PAGE,
    offset,
  });
  const editor = roleMayCall(caseEndpoints.createCaseCategory, state.overview.operator.role);

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Cases</h1>
      <p className="mt-2 text-sm text-slate-600">
        Students see a published category and its published cases on /shorts, in this order.
      </p>
      {list.kind !== 'listed' ? (
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
                    Category
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Cases (published)
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Public page
                  </th>
                  {editor ? (
                    <th scope="col" className="px-4 py-3">
                      Order
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.data.list.map((category, index) => (
                  <tr key={category.shortId}>
                    <td className="px-4 py-3">
                      <IntentLink
                        href={consoleCategoryHref(category.shortId)}
                        className="font-semibold text-brand-700 hover:underline"
                      >
                        {category.name}
                      </IntentLink>
                      {category.published ? null : <StateBadge>Draft</StateBadge>}
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      {category.cases} ({category.publishedCases})
                    </td>
                    <td className="px-4 py-3">
                      {category.published ? (
                        <a
                          href={categoryHref(category.shortId)}
                          className="text-brand-700 underline"
                        >
                          {categoryHref(category.shortId)}
                        </a>
                      ) : (
                        <span className="text-slate-600">none while a draft</span>
                      )}
                    </td>
                    {editor ? (
                      <td className="px-4 py-3 whitespace-nowrap">
                        <MoveCaseButtons
                          record={{ shortId: category.shortId }}
                          name={category.name}
                          first={offset + index === 0}
                          last={offset + index === list.data.total - 1}
                        />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ConsolePager
            label="Category pages"
            page={page}
            pageSize={CONSOLE_CATEGORIES_PAGE}
            shown={list.data.list.length}
            total={list.data.total}
            hrefFor={(to) =>
              to > 1 ? `${routes.consoleCases.path}?page=${to}` : routes.consoleCases.path
            }
            previous="Earlier"
            next="Later"
          />
          {editor ? (
            <section aria-labelledby="new-category" className="mt-10 max-w-3xl">
              <h2 id="new-category" className="text-lg font-bold text-slate-900">
                New category
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                Saved as a draft at the end of the order: students see it once you publish it.
              </p>
              <CaseNameForm kind="new-category" />
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
