'use client';

import { useId, useState } from 'react';

import type { DataOf } from '@/lib/calls/define-call';
import { bffFor } from '@/lib/calls/browser-client';
import type { practiceCalls } from '@/lib/practice/calls';
import { practiceEndpoints } from '@/lib/practice/endpoints';
import { formatWhen } from '@/lib/practice/format';
import { CASE_MARK_LABELS, ORAL_DOMAIN_LABELS, ORAL_SCORE_LABELS } from '@/lib/practice/rules';
import { CASE_MARKS, ORAL_DOMAINS, type CaseMark, type OralDomain } from '@/lib/db/vocabulary';
import { paperTexts } from '@/lib/practice/texts';

import { PaperNotice } from '@/components/practice/paper-a11y';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { notify } from '@/components/ui/notify';

const bff = bffFor<typeof practiceCalls>(practiceEndpoints);

type Review = NonNullable<DataOf<typeof practiceCalls.paperView>['cases'][number]['review']>;

const SCORES = [1, 2, 3, 4] as const;

/**
 * The student's own mark of a case: each key finding seen or missed, the case correct, partly,
 * missed (or over-called, on a normal film) and, in an oral, the four domains scored 1–4.
 */
export function CaseMarking({
  paperId,
  position,
  review,
  oral,
  onMarked,
}: {
  paperId: number;
  position: number;
  review: Review;
  oral: boolean;
  onMarked: (marked: Pick<Review, 'mark' | 'findingsSeen' | 'oralScores'>, due: string) => void;
}) {
  const id = useId();
  const [seen, setSeen] = useState<(boolean | null)[]>(() => review.keyFindings.map(() => null));
  const [mark, setMark] = useState<CaseMark | null>(null);
  const [scores, setScores] = useState<Partial<Record<OralDomain, number>>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const marks = CASE_MARKS.filter((value) => value !== 'overcalled' || review.normal);
  const complete =
    mark !== null &&
    seen.every((value) => value !== null) &&
    (!oral || ORAL_DOMAINS.every((domain) => scores[domain]));

  async function save() {
    if (!complete || busy) return;
    setBusy(true);
    setProblem(null);
    const findingsSeen = seen.map(Boolean);
    const oralScores = oral ? (scores as Record<OralDomain, number>) : undefined;
    const answer = await bff
      .markCase({ paperId, position, mark, findingsSeen, oralScores })
      .catch(() => null);
    setBusy(false);
    if (answer?.status === 200 && answer.data) {
      void notify.success(`${answer.message}: back for review ${formatWhen(answer.data.due)}`);
      onMarked({ mark, findingsSeen, oralScores: oralScores ?? null }, answer.data.due);
    } else {
      setProblem(answer?.message ?? paperTexts.offline);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="space-y-5"
    >
      {review.keyFindings.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">
            {paperTexts.keyFindings}: did you see each?
          </legend>
          <ul className="mt-2 space-y-2">
            {review.keyFindings.map((finding, index) => (
              <li key={finding} className="rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
                <p className="text-sm text-slate-900">{finding}</p>
                <div className="mt-2 flex gap-4 text-sm">
                  {([true, false] as const).map((value) => (
                    <label key={String(value)} className="inline-flex items-center gap-1.5">
                      <input
                        type="radio"
                        name={`${id}-finding-${index}`}
                        checked={seen[index] === value}
                        onChange={() =>
                          setSeen((all) => all.map((old, at) => (at === index ? value : old)))
                        }
                      />
                      {value ? paperTexts.seen : paperTexts.missed}
                      <span className="sr-only">: {finding}</span>
                    </label>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      {oral ? (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-800">
            Score your presentation in each domain
          </legend>
          {ORAL_DOMAINS.map((domain) => (
            <div key={domain} role="radiogroup" aria-label={ORAL_DOMAIN_LABELS[domain]}>
              <p className="text-sm text-slate-700">{ORAL_DOMAIN_LABELS[domain]}</p>
              <div className="mt-1 flex flex-wrap gap-3 text-sm">
                {SCORES.map((score) => (
                  <label key={score} className="inline-flex items-center gap-1.5">
                    <input
                      type="radio"
                      name={`${id}-${domain}`}
                      checked={scores[domain] === score}
                      onChange={() => setScores((all) => ({ ...all, [domain]: score }))}
                    />
                    {score} {ORAL_SCORE_LABELS[score]}
                  </label>
                ))}
              </div>
            </div>
          ))}
        </fieldset>
      ) : null}

      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Your mark for the case</legend>
        <div className="mt-2 flex flex-wrap gap-4 text-sm">
          {marks.map((value) => (
            <label key={value} className="inline-flex items-center gap-1.5">
              <input
                type="radio"
                name={`${id}-mark`}
                checked={mark === value}
                onChange={() => setMark(value)}
              />
              {CASE_MARK_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {problem ? (
        <PaperNotice tone="error" onDismiss={() => setProblem(null)}>
          {problem}
        </PaperNotice>
      ) : null}
      {/* Busy, it stays focusable (aria-disabled): a disabled button drops its focus to the body. */}
      <SubmitButton
        disabled={!complete}
        aria-disabled={busy || undefined}
        aria-busy={busy}
        className="aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        {paperTexts.saveMark}
      </SubmitButton>
    </form>
  );
}
