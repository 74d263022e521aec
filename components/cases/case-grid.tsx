import { caseHref } from '@/lib/cases/links';
import { caseMessages, type CaseSummary } from '@/lib/cases/calls';

import { CaseThumbnail } from '@/components/cases/case-thumbnail';
import { IntentLink } from '@/components/ui/intent-link';

/**
 * A page of a category's cases, each opening its case page and numbered from `firstNumber` (its
 * place in the category), or "No Shorts Exist".
 */
export function CaseGrid({
  cases,
  firstNumber = 1,
}: {
  cases: CaseSummary[];
  firstNumber?: number;
}) {
  if (cases.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-lg text-slate-600">
        {caseMessages.noCases}
      </p>
    );
  }
  return (
    <ol
      aria-label="Cases"
      start={firstNumber}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4"
    >
      {cases.map((item, index) => (
        <li key={item.subshortId}>
          <IntentLink
            href={caseHref(item.subshortId)}
            className="group block h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
          >
            <CaseThumbnail
              src={item.image}
              sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
              priority={index < 2}
            />
            <span className="block p-4">
              <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">
                Case {firstNumber + index}
              </span>
              <span className="mt-1 block font-semibold text-slate-900 group-hover:text-brand-700">
                {item.name}
              </span>
            </span>
          </IntentLink>
        </li>
      ))}
    </ol>
  );
}
