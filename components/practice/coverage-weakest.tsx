import { CASE_MODALITY_LABELS, CASE_SYSTEM_LABELS } from '@/lib/cases/facts';
import type { WeakArea } from '@/lib/practice/calls';
import { coverageMessages as say, percent } from '@/lib/practice/texts';
import { routes } from '@/lib/routes';

import { buttonClasses } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';

const areaName = (area: WeakArea) =>
  area.area === 'system' ? CASE_SYSTEM_LABELS[area.system] : CASE_MODALITY_LABELS[area.modality];

/** The lowest-scoring systems and modalities, with the way to practise them. */
export function CoverageWeakest({ weakest }: { weakest: WeakArea[] }) {
  return (
    <section aria-labelledby="coverage-weakest" className="space-y-3">
      <h2 id="coverage-weakest" className="text-lg font-semibold text-slate-900">
        {say.weakestTitle}
      </h2>
      {weakest.length === 0 ? (
        <p className="text-sm text-slate-600">{say.weakestNone}</p>
      ) : (
        <ol className="space-y-1 text-sm">
          {weakest.map((area) => (
            <li key={areaName(area)}>
              <span className="font-medium text-slate-900">{areaName(area)}</span>:{' '}
              {say.weakestScore(percent(area.score), area.marked)}
            </li>
          ))}
        </ol>
      )}
      <p className="flex flex-wrap gap-3">
        <IntentLink href={routes.practice.path} className={buttonClasses({ size: 'sm' })}>
          {say.startShort}
        </IntentLink>
        <IntentLink
          href={routes.practice.path}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          {say.startLong}
        </IntentLink>
      </p>
    </section>
  );
}
