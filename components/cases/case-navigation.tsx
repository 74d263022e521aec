import type { CasePageData } from '@/lib/cases/loaders';
import { caseHref, categoryHref } from '@/lib/cases/links';
import { CASES_PAGE, caseMessages } from '@/lib/cases/calls';

import { ButtonLink } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';

/** The case's place in its category (linking to the page of cases holding it), and the previous and next cases. */
export function CaseNavigation({ item }: { item: CasePageData }) {
  const { category, previous, next, position, total } = item;
  return (
    <nav
      aria-label="Cases in this category"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <p className="text-sm font-semibold text-slate-600">
        Case {position} of {total} in{' '}
        <IntentLink
          href={categoryHref(category.categoryId, Math.ceil(position / CASES_PAGE))}
          className="text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {caseMessages.categoryTitle(category.name)}
        </IntentLink>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        {previous ? (
          <ButtonLink href={caseHref(previous.subshortId)} variant="outline" rel="prev">
            Previous case
          </ButtonLink>
        ) : (
          <span />
        )}
        {next ? (
          <ButtonLink href={caseHref(next.subshortId)} variant="outline" rel="next">
            Next case
          </ButtonLink>
        ) : null}
      </div>
    </nav>
  );
}
