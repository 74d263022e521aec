import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { CONSOLE_CASES_PAGE } from '@/lib/cases/calls';
import { consoleCaseEndpoints } from '@/lib/cases/console-endpoints';
import { CASE_MODALITY_LABELS, CASE_SYSTEM_LABELS } from '@/lib/cases/facts';
import { categoryHref, consoleCaseHref, consoleCategoryHref } from '@/lib/cases/links';
import { loadConsoleList, pageOf, requireOperator } from '@/lib/platform/console-loaders';
import { roleMayCall } from '@/lib/access/roles';
import { routes } from '@/lib/routes';
import { idFromUrl } from '@/lib/url-ids';

import { ReadAlert } from '@/components/console/read-alert';
import { RowTitle, StateBadge } from '@/components/console/state-badge';
import { MoveCaseButtons, PublishCaseButton } from '@/components/cases/console/case-buttons';
import { CaseNameForm } from '@/components/cases/console/case-name-form';
import { ConsolePager } from '@/components/console/console-pager';
import { ConsoleTable } from '@/components/console/console-table';
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
  const categoryId = idFromUrl((await params).id, { canonical: true });
  if (categoryId === null) notFound();
  const page = pageOf((await searchParams).page);
  const offset = (page - 1) * CONSOLE_CASES_PAGE;
  const details = await loadConsoleList('consoleCaseCategoryDetails', state.signIn, {
    categoryId,
    limit: CONSOLE_CASES_PAGE,
    offset,
  });
  if (details.kind !== 'listed') {
    return <ReadAlert message={details.message} />;
  }
  const { category, list, total } = details.data;
  const editor = roleMayCall(consoleCaseEndpoints.updateCase, state.overview.operator.role);

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
              <a href={categoryHref(category.categoryId)} className="text-brand-700 underline">
                {categoryHref(category.categoryId)}
              </a>
              : students see its published cases.
            </>
          ) : (
            'A draft: students see neither it nor any of its cases until it is published.'
          )}
        </span>
        {editor ? (
          <PublishCaseButton
            record={{ categoryId: category.categoryId }}
            published={category.published}
          />
        ) : null}
      </div>
      {editor ? (
        <section aria-labelledby="category-name" className="mt-6 max-w-3xl">
          <h2 id="category-name" className="text-lg font-bold text-slate-900">
            Rename the category
          </h2>
          <CaseNameForm
            kind="rename-category"
            categoryId={category.categoryId}
            name={category.name}
          />
        </section>
      ) : null}

      <section aria-labelledby="cases" className="mt-10">
        <h2 id="cases" className="text-lg font-bold text-slate-900">
          Cases ({category.cases}, {category.publishedCases} published)
        </h2>
        <ConsoleTable
          label="Cases"
          rows={list}
          rowKey={(item) => item.caseId}
          empty="No cases here yet."
          columns={[
            { header: '#', cell: (_, index) => offset + index + 1, className: 'text-slate-600' },
            {
              header: 'Case',
              cell: (item) => (
                <RowTitle
                  href={consoleCaseHref(item.caseId)}
                  badge={
                    <>
                      {item.published ? null : <StateBadge>Draft</StateBadge>}
                      {item.image ? null : (
                        <span className="ml-2 text-xs text-slate-600">no film yet</span>
                      )}
                    </>
                  }
                >
                  {item.name}
                </RowTitle>
              ),
            },
            {
              header: 'Study',
              cell: (item) =>
                [
                  item.modality && CASE_MODALITY_LABELS[item.modality],
                  item.system && CASE_SYSTEM_LABELS[item.system],
                ]
                  .filter(Boolean)
                  .join(' · ') || '—',
            },
            editor && {
              header: 'Order',
              className: 'whitespace-nowrap',
              cell: (item, index) => (
                <MoveCaseButtons
                  record={{ caseId: item.caseId }}
                  name={item.name}
                  first={offset + index === 0}
                  last={offset + index === total - 1}
                />
              ),
            },
          ]}
        />
        <ConsolePager
          label="Case pages"
          page={page}
          pageSize={CONSOLE_CASES_PAGE}
          shown={list.length}
          total={total}
          hrefFor={(to) => consoleCategoryHref(category.categoryId, to)}
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
          <CaseNameForm kind="new-case" categoryId={category.categoryId} />
        </section>
      ) : null}
    </>
  );
}
