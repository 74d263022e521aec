'use client';

import { useEffect, useRef, useState } from 'react';

import type { DataOf } from '@/lib/calls/define-call';
import { formatScore, formatWhen, PAPER_KIND_LABELS } from '@/lib/practice/format';
import {
  ANSWER_FIELD_LABELS,
  CASE_MARK_LABELS,
  ORAL_DOMAIN_LABELS,
  paperScore,
} from '@/lib/practice/rules';
import { LONG_CASE_FIELDS, ORAL_DOMAINS, SHORT_CASE_FIELDS } from '@/lib/db/vocabulary';
import { paperTexts } from '@/lib/practice/texts';

import { ClinicalHeader } from '@/components/cases/clinical-header';
import { CaseMarking } from '@/components/practice/case-marking';
import { OralRecorder } from '@/components/practice/oral-recorder';
import {
  PaperNotice,
  takePaperEnding,
  useAnnouncer,
  useFocusKeeper,
} from '@/components/practice/paper-a11y';
import { PaperCaseNav, PaperCaseSteps } from '@/components/practice/paper-case-nav';
import { PaperViewer } from '@/components/practice/paper-viewer';
import type { practiceCalls } from '@/lib/practice/calls';

type Paper = DataOf<typeof practiceCalls.paperView>;
type Review = NonNullable<Paper['cases'][number]['review']>;

const FIELDS = { short: SHORT_CASE_FIELDS, long: LONG_CASE_FIELDS } as const;

/**
 * An ended paper: each case's answer beside the model answer and its key findings, for the
 * student to mark; marked cases show their mark.
 */
export function PaperReview({ paper }: { paper: Paper }) {
  const [current, setCurrent] = useState(1);
  const [reviews, setReviews] = useState(
    () => new Map(paper.cases.map((item) => [item.position, item.review!])),
  );
  const [dues, setDues] = useState(new Map<number, string>());
  const item = paper.cases.find((entry) => entry.position === current) ?? paper.cases[0]!;
  const review = reviews.get(item.position)!;
  const marks = [...reviews.values()].flatMap((entry) => (entry.mark ? [entry.mark] : []));
  const oral = paper.kind === 'oral';

  const [timeUp, setTimeUp] = useState(false);
  const { region, announce } = useAnnouncer();
  const screen = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusKeeper(screen, heading);

  // Arrived here from the running paper in this tab: focus was on a screen that is gone, so it
  // goes to the review's heading, and a paper that ran out of time says so until dismissed.
  useEffect(() => {
    const ending = takePaperEnding();
    if (!ending) return;
    if (ending === 'time-up') setTimeUp(true);
    heading.current?.focus();
  }, []);

  const choose = (position: number) => {
    if (position === current) return;
    setCurrent(position);
    announce(
      `${paperTexts.review}: ${paperTexts.caseShown(position, paper.cases.length).toLowerCase()}`,
    );
  };

  const markedNow = (marked: Pick<Review, 'mark' | 'findingsSeen' | 'oralScores'>, due: string) => {
    setReviews((all) => new Map(all).set(item.position, { ...review, ...marked }));
    setDues((all) => new Map(all).set(item.position, due));
  };

  return (
    <div ref={screen} className="space-y-6">
      {region}
      {timeUp ? (
        <PaperNotice tone="warning" onDismiss={() => setTimeUp(false)}>
          {paperTexts.timeUp}
        </PaperNotice>
      ) : null}
      <div className="flex flex-wrap items-baseline justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <p className="text-sm font-semibold text-slate-700">
            {PAPER_KIND_LABELS[paper.kind]} · ended {formatWhen(paper.closedAt ?? paper.endsAt)}
          </p>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900">
            {paperTexts.review}: case {item.position} of {paper.cases.length}
          </h2>
        </div>
        <div className="text-sm text-slate-700">
          <p>
            {marks.length} of {paper.cases.length} marked · score {formatScore(paperScore(marks))}
          </p>
          {paper.guardAlerts > 0 ? <p>{paperTexts.guardAlerts(paper.guardAlerts)}</p> : null}
        </div>
      </div>

      <PaperCaseNav
        cases={paper.cases.map((entry) => ({
          position: entry.position,
          flagged: entry.flagged,
          done: !!reviews.get(entry.position)?.mark,
        }))}
        current={item.position}
        onChoose={choose}
        doneLabel="marked"
        listKey={paperTexts.reviewListKey}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <PaperViewer
            images={item.images}
            manifest={item.manifest}
            alt={review.name}
            mode="study"
          />
          <ClinicalHeader
            header={{
              ...item.header,
              ageBand: null,
              system: review.system,
              region: review.region,
              modality: item.modality,
            }}
          />
        </div>
        <div className="space-y-6">
          <section aria-labelledby="model-answer-heading" className="space-y-3">
            <h3 id="model-answer-heading" className="text-lg font-bold text-slate-900">
              {paperTexts.modelAnswer}: {review.name}
            </h3>
            {review.normal ? (
              <p className="font-semibold text-emerald-800">{paperTexts.normalStudy}</p>
            ) : null}
            <p className="text-sm whitespace-pre-line text-slate-800">{review.modelAnswer}</p>
            {review.keyFindings.length ? (
              <>
                <h4 className="text-sm font-semibold text-slate-800">{paperTexts.keyFindings}</h4>
                <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                  {review.keyFindings.map((finding, index) => (
                    <li key={finding}>
                      {finding}
                      {review.findingsSeen ? (
                        <span className="ml-2 font-semibold text-slate-600">
                          ({review.findingsSeen[index] ? paperTexts.seen : paperTexts.missed})
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>

          {oral && item.recording ? (
            <section aria-labelledby="recording-heading" className="space-y-2">
              <h3 id="recording-heading" className="text-lg font-bold text-slate-900">
                Your presentation
              </h3>
              <OralRecorder
                key={item.position}
                paperId={paper.paperId}
                position={item.position}
                open={false}
                recording={{ url: item.recording }}
              />
            </section>
          ) : null}
          {!oral ? (
            <section aria-labelledby="your-answer-heading" className="space-y-2">
              <h3 id="your-answer-heading" className="text-lg font-bold text-slate-900">
                {paperTexts.yourAnswer}
              </h3>
              <dl className="space-y-2 text-sm">
                {FIELDS[item.fields].map((field) => (
                  <div key={field}>
                    <dt className="font-semibold text-slate-600">{ANSWER_FIELD_LABELS[field]}</dt>
                    <dd className="whitespace-pre-line text-slate-900">
                      {item.answer[field]?.trim() || paperTexts.noAnswer}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}

          <section
            aria-labelledby="mark-heading"
            className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
          >
            <h3 id="mark-heading" className="text-lg font-bold text-slate-900">
              Mark this case
            </h3>
            {review.mark ? (
              <div className="mt-2 space-y-1 text-sm text-slate-800">
                <p>
                  Marked <strong>{CASE_MARK_LABELS[review.mark]}</strong>
                  {dues.get(item.position)
                    ? `; back for review ${formatWhen(dues.get(item.position)!)}`
                    : ''}
                </p>
                {review.oralScores
                  ? ORAL_DOMAINS.map((domain) => (
                      <p key={domain}>
                        {ORAL_DOMAIN_LABELS[domain]}: {review.oralScores![domain]}
                      </p>
                    ))
                  : null}
              </div>
            ) : (
              <div className="mt-3">
                <CaseMarking
                  key={item.position}
                  paperId={paper.paperId}
                  position={item.position}
                  review={review}
                  oral={oral}
                  onMarked={markedNow}
                />
              </div>
            )}
          </section>
          <PaperCaseSteps position={item.position} count={paper.cases.length} onChoose={choose} />
        </div>
      </div>
    </div>
  );
}
