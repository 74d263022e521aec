'use client';

import { useState } from 'react';

import { CASE_MARKS, ORAL_DOMAINS, type CaseMark, type OralDomain } from '@/lib/db/vocabulary';
import { CASE_MARK_LABELS, ORAL_DOMAIN_LABELS, ORAL_SCORE_LABELS } from '@/lib/practice/rules';
import { RUBRIC, vivaTexts } from '@/lib/viva-rooms/texts';

import { Button } from '@/components/ui/button';

type RubricMark = {
  mark: CaseMark;
  oralScores: Record<OralDomain, number>;
  comment: string;
};

/**
 * The four-domain rubric an examiner marks a case with (docs/viva-rooms.md, "Marks"): the overall
 * mark, a score of 1–4 in each domain and a comment. A viva room's examiner and a session room's
 * consultant (docs/live-sessions.md) send it through their own call.
 */
export function RubricForm({
  name,
  normal,
  saved,
  send,
  onSaved,
}: {
  /** Tells this form's radio groups apart from another's on the page. */
  name: string;
  normal: boolean;
  saved:
    (Omit<RubricMark, 'oralScores'> & { oralScores: Partial<Record<OralDomain, number>> }) | null;
  send: (mark: RubricMark) => Promise<{ status: number; message: string }>;
  onSaved: () => Promise<void> | void;
}) {
  const [mark, setMark] = useState<CaseMark | ''>('');
  const [scores, setScores] = useState<Partial<Record<OralDomain, number>>>({});
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function save() {
    setProblem(null);
    const answer = await send({
      mark: mark as CaseMark,
      oralScores: scores as Record<OralDomain, number>,
      comment,
    });
    if (answer.status !== 200) setProblem(answer.message);
    else await onSaved();
  }

  return (
    <fieldset className="mt-3 space-y-3" disabled={!!saved}>
      <legend className="font-semibold">{vivaTexts.rubric}</legend>
      <label className="block">
        <span className="font-medium">Overall</span>
        <select
          value={saved?.mark ?? mark}
          onChange={(event) => setMark(event.target.value as CaseMark)}
          className="mt-1 block rounded-md border border-slate-300 px-2 py-1"
        >
          <option value="">Choose a mark</option>
          {CASE_MARKS.filter((item) => item !== 'overcalled' || normal).map((item) => (
            <option key={item} value={item}>
              {CASE_MARK_LABELS[item]}
            </option>
          ))}
        </select>
      </label>
      {ORAL_DOMAINS.map((domain) => (
        <fieldset key={domain}>
          <legend className="font-medium">{ORAL_DOMAIN_LABELS[domain]}</legend>
          <p className="text-xs text-slate-600">{RUBRIC[domain]}</p>
          <div className="mt-1 flex flex-wrap gap-3">
            {[1, 2, 3, 4].map((score) => (
              <label key={score} className="inline-flex items-center gap-1">
                <input
                  type="radio"
                  name={`score-${name}-${domain}`}
                  value={score}
                  checked={(saved?.oralScores[domain] ?? scores[domain]) === score}
                  onChange={() => setScores((current) => ({ ...current, [domain]: score }))}
                />
                {score} {ORAL_SCORE_LABELS[score]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <label className="block">
        <span className="font-medium">{vivaTexts.comment}</span>
        <textarea
          value={saved?.comment ?? comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={2000}
          rows={3}
          className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1"
        />
      </label>
      {saved ? (
        <p className="font-semibold text-green-800">{vivaTexts.markSaved}</p>
      ) : (
        <Button onClick={save}>{vivaTexts.saveMark}</Button>
      )}
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
