import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { CONSOLE_CASES_PAGE } from '@/lib/cases/calls';
import { caseEndpoints } from '@/lib/cases/endpoints';
import { CASE_MODALITY_LABELS, CASE_SYSTEM_LABELS } from '@/lib/cases/facts';
import { categoryHref, consoleCaseHref, consoleCategoryHref } from '@/lib/cases/links';
import { loadConsoleList, pageOf, requireOperator } from '@/lib/platform/console-loaders';
import { roleMayCall } from '@/lib/access/roles';
import { routes } from '@/lib/routes';
import { idFromUrl } from '@/lib/url-ids';

import { StateBadge } from '@/components/console/state-badge';
import { MoveCaseButtons, PublishCaseButton } from '@/components/cases/console/case-buttons';
import { CaseNameForm } from '@/components/cases/console/case-name-form';
import { ConsolePager } from '@/components/console/console-pager';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Case Category' };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One case category: its name and state, and its cases in order. */
export default async function ConsoleCaseCategoryPage({ params, searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const shortId = idFromUrl((await params).id, { canonical: true });
  if (shortId === null) notFound();
  const page = pageOf((await searchParams).page);
  const offset = (page - 1) * CONSOLE_CASES_PAGE;
  const details = await loadConsoleList('consoleCaseCategoryDetails', state.session, {
    shortId,
    limit: CONSOLE_CASES_PAGE,
    offset,
  });
  if (details.kind !== 'listed') {
    return (
      <p role="alert" className="font-semibold text-red-800">
        {details.message}
      </p>
    );
  }
  const { category, list, total } = details.data;
  const editor = roleMayCall(caseEndpoints.updateCase, state.overview.operator.role);

  return (
    <>
      <p className="text-sm">
        <IntentLink href={routes.consoleCases.path} className="font-semibold text-brand-700">
          ← Cases
        </IntentLink>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        {category.name}
        {category.published ? null : <StateBadge size="title">Draft</StateBadge>}
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>
          {category.published ? (
            <>
              Published at{' '}
              <a href={categoryHref(category.shortId)} className="text-brand-700 underline">
                {categoryHref(category.shortId)}
              </a>
              : students see its published cases.
            </>
          ) : (
            'A draft: students see neither it nor any of its cases until it is published.'
          )}
        </span>
        {editor ? (
          <PublishCaseButton
            record={{ shortId: category.shortId }}
            published={category.published}
          />
        ) : null}
      </div>
      {editor ? (
        <section aria-labelledby="category-name" className="mt-6 max-w-3xl">
          <h2 id="category-name" className="text-lg font-bold text-slate-900">
            Rename the category
          </h2>
          <CaseNameForm kind="rename-category" shortId={category.shortId} name={category.name} />
        </section>
      ) : null}

      <section aria-labelledby="cases" className="mt-10">
        <h2 id="cases" className="text-lg font-bold text-slate-900">
          Cases ({category.cases}, {category.publishedCases} published)
        </h2>
        {list.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No cases here yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    #
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Case
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Study
                  </th>
                  {editor ? (
                    <th scope="col" className="px-4 py-3">
                      Order
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.map((item, index) => (
                  <tr key={item.subshortId}>
                    <td className="px-4 py-3 text-slate-600">{offset + index + 1}</td>
                    <td className="px-4 py-3">
                      <IntentLink
                        href={consoleCaseHref(item.subshortId)}
                        className="font-semibold text-brand-700 hover:underline"
                      >
                        {item.name}
                      </IntentLink>
                      {item.published ? null : <StateBadge>Draft</StateBadge>}
                      {item.image ? null : (
                        <span className="ml-2 text-xs text-slate-600">no film yet</span>
                      )}
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      {[
                        item.modality && CASE_MODALITY_LABELS[item.modality],
                        item.system && CASE_SYSTEM_LABELS[item.system],
                      ]
                        .filter(Boolean)
                        .join(' · ') || '—'}
                    </td>
                    {editor ? (
                      <td className="px-4 py-3 whitespace-nowrap">
                        <MoveCaseButtons
                          record={{ subshortId: item.subshortId }}
                          name={item.name}
                          first={offset + index === 0}
                          last={offset + index === total - 1}
                        />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ConsolePager
          label="Case pages"
          page={page}
          pageSize={CONSOLE_CASES_PAGE}
          shown={list.length}
          total={total}
          hrefFor={(to) => consoleCategoryHref(category.shortId, to)}
          previous="Earlier"
          next="Later"
        />
      </section>

      {editor ? (
        <section aria-labelledby="new-case" className="mt-10 max-w-3xl">
          <h2 id="new-case" className="text-lg font-bold text-slate-900">
            New case
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Saved as a draft at the end of this category; its page opens to add the film and facts.
          </p>
          <CaseNameForm kind="new-case" shortId={category.shortId} />
        </section>
      ) : null}
    </>
  );
}
