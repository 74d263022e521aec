import { CASE_MODALITY_LABELS, CASE_SYSTEM_LABELS } from '@/lib/cases/facts';
import type { PracticeCoverage } from '@/lib/practice/calls';
import { coverageMessages as say } from '@/lib/practice/texts';

/** What of the bank the student has not met yet, said in words. */
export function CoverageNotCovered({ notSeen }: { notSeen: PracticeCoverage['notSeen'] }) {
  const { systems, modalities, regions } = notSeen;
  const nothingMissing = systems.length === 0 && modalities.length === 0 && regions.length === 0;
  return (
    <section aria-labelledby="coverage-not-covered" className="space-y-2">
      <h2 id="coverage-not-covered" className="text-lg font-semibold text-slate-900">
        {say.notCoveredTitle}
      </h2>
      {nothingMissing ? (
        <p className="text-sm text-slate-700">{say.allCovered}</p>
      ) : (
        <div className="space-y-1 text-sm text-slate-700">
          {systems.length > 0 && (
            <p>{say.notSeen(systems.map((system) => CASE_SYSTEM_LABELS[system]))}</p>
          )}
          {modalities.length > 0 && (
            <p>
              {modalities
                .map((modality) => say.noModality(CASE_MODALITY_LABELS[modality]))
                .join(' ')}
            </p>
          )}
          {regions.length > 0 && <p>{say.regionsNotSeen(regions)}</p>}
        </div>
      )}
    </section>
  );
}
