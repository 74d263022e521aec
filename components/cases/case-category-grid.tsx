import { categoryHref } from '@/lib/cases/links';
import { caseMessages, type CaseCategory } from '@/lib/cases/calls';

import { CaseThumbnail } from '@/components/cases/case-thumbnail';
import { IntentLink } from '@/components/ui/intent-link';

const cases = (count: number) => `${count} ${count === 1 ? 'case' : 'cases'}`;

/** The category grid of /shorts, or "No Shorts Available". */
export function CaseCategoryGrid({ categories }: { categories: CaseCategory[] }) {
  if (categories.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-lg text-slate-600">
        {caseMessages.noShorts}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3">
      {categories.map((category, index) => (
        <li key={category.shortId}>
          <IntentLink
            href={categoryHref(category.shortId)}
            className="group block h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
          >
            <CaseThumbnail
              src={category.image}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, 50vw"
              priority={index < 2}
            />
            <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 p-4">
              <span className="font-semibold text-slate-900 group-hover:text-brand-700 sm:text-lg">
                {category.name}
              </span>
              <span className="text-sm text-slate-500">{cases(category.count)}</span>
            </span>
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
