'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';

import type { DataOf } from '@/lib/calls/define-call';
import { bffFor } from '@/lib/calls/browser-client';
import type { practiceCalls } from '@/lib/practice/calls';
import { practiceEndpoints } from '@/lib/practice/endpoints';
import { formatCountdown, PAPER_KIND_LABELS } from '@/lib/practice/format';
import { ANSWER_FIELD_LABELS, ANSWER_FIELD_MAX, ORAL_MINUTES_PER_CASE } from '@/lib/practice/rules';
import { LONG_CASE_FIELDS, SHORT_CASE_FIELDS } from '@/lib/db/vocabulary';
import { paperTexts } from '@/lib/practice/texts';

import { ClinicalHeader } from '@/components/cases/clinical-header';
import { OralRecorder } from '@/components/practice/oral-recorder';
import { PaperCaseNav, PaperCaseSteps } from '@/components/practice/paper-case-nav';
import { PaperViewer } from '@/components/practice/paper-viewer';
import { useAnswerAutosave } from '@/components/practice/answer-autosave';
import { useServerClock } from '@/components/practice/use-server-clock';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/notify';

const bff = bffFor<typeof practiceCalls>(practiceEndpoints);

type Paper = DataOf<typeof practiceCalls.paperView>;

const FIELDS = { short: SHORT_CASE_FIELDS, long: LONG_CASE_FIELDS } as const;
const MINUTE = 60_000;

/** Which case the address names (?case=3), so a reload returns to it. */
function caseFromAddress(count: number) {
  const value = Number(new URLSearchParams(window.location.search).get('case'));
  return Number.isInteger(value) && value >= 1 && value <= count ? value : 1;
}

/**
 * A running paper: one case at a time in the exam's viewer, its answer fields saved as typed, a
 * flag, the case list and the server's countdown. At the end the page reloads into the review.
 */
export function PaperScreen({ paper }: { paper: Paper }) {
  const router = useRouter();
  const { now, offset } = useServerClock(paper.serverNow);
  const serverTime = useCallback(() => Date.now() + offset, [offset]);
  const ended = useCallback(() => router.refresh(), [router]);
  const { drafts, state, change, flush } = useAnswerAutosave(paper, serverTime, ended);
  const [current, setCurrent] = useState(1);
  const [flags, setFlags] = useState(
    () => new Map(paper.cases.map((item) => [item.position, item.flagged])),
  );
  const [confirming, setConfirming] = useState(false);
  const left = Date.parse(paper.endsAt) - now;
  const oral = paper.kind === 'oral';
  const stationCase = Math.min(
    paper.cases.length,
    // The station's time shared evenly: five minutes a case in a 30-minute station of six.
    Math.floor(
      (now - Date.parse(paper.startedAt)) /
        ((Date.parse(paper.endsAt) - Date.parse(paper.startedAt)) / paper.cases.length),
    ) + 1,
  );

  useEffect(() => setCurrent(caseFromAddress(paper.cases.length)), [paper.cases.length]);
  useEffect(() => {
    // The oral station moves on every five minutes, as the examiners do.
    if (oral) setCurrent(stationCase);
  }, [oral, stationCase]);
  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set('case', String(current));
    window.history.replaceState(window.history.state, '', url);
  }, [current]);
  useEffect(() => {
    if (left <= 0) {
      void notify.info(paperTexts.timeUp);
      router.refresh();
    }
    // Once, when the countdown reaches zero.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left <= 0]);

  const item = paper.cases.find((entry) => entry.position === current) ?? paper.cases[0]!;
  const flagged = flags.get(item.position) ?? false;

  async function toggleFlag() {
    const next = !flagged;
    setFlags((all) => new Map(all).set(item.position, next));
    const answer = await bff
      .flagCase({ paperId: paper.paperId, position: item.position, flagged: next })
      .catch(() => null);
    if (answer?.code === 'paper_ended') return router.refresh();
    if (answer?.status !== 200) {
      setFlags((all) => new Map(all).set(item.position, flagged));
      void notify.error(answer?.message ?? paperTexts.offline);
    }
  }

  async function finish() {
    setConfirming(false);
    await flush();
    const answer = await bff.finishPaper({ paperId: paper.paperId }).catch(() => null);
    if (answer && (answer.status === 200 || answer.code === 'paper_ended')) router.refresh();
    else void notify.error(answer?.message ?? paperTexts.offline);
  }

  const answered = (position: number) =>
    Object.values(drafts[position]?.answer ?? {}).some((text) => text && text.trim());

  return (
    <div className="space-y-6">
      <div className="sticky top-0 z-20 -mx-4 flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <div>
          <p className="text-sm font-semibold text-slate-600">{PAPER_KIND_LABELS[paper.kind]}</p>
          <p className="text-lg font-bold text-slate-900">
            Case {item.position} of {paper.cases.length}
          </p>
        </div>
        <div className="flex items-center gap-4">
          <p role="status" aria-live="polite" className="text-sm text-slate-600">
            {state === 'saving'
              ? paperTexts.saving
              : state === 'offline'
                ? paperTexts.offline
                : paperTexts.saved}
          </p>
          <p
            className={cn(
              'rounded-md px-3 py-1.5 font-mono text-xl font-bold tabular-nums',
              left < 5 * MINUTE ? 'bg-red-100 text-red-800' : 'bg-slate-900 text-white',
            )}
          >
            <span className="sr-only">{paperTexts.timeLeft} </span>
            <span data-testid="countdown">{formatCountdown(left)}</span>
          </p>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {paperTexts.finish}
          </Button>
        </div>
      </div>

      <PaperCaseNav
        cases={paper.cases.map((entry) => ({
          position: entry.position,
          flagged: flags.get(entry.position) ?? false,
          done: answered(entry.position),
        }))}
        current={item.position}
        onChoose={setCurrent}
        doneLabel="answered"
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PaperViewer images={item.images} alt={`Case ${item.position}`} mode="exam" />
        <div className="space-y-4">
          <ClinicalHeader
            header={{
              ...item.header,
              ageBand: null,
              system: null,
              region: null,
              modality: item.modality,
            }}
          />
          {oral ? (
            <p className="rounded-2xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
              Present the case aloud as you would to the examiners: what you see, what it means, and
              what you would do. The station moves to the next case every {ORAL_MINUTES_PER_CASE}{' '}
              minutes.
            </p>
          ) : null}
          {oral ? (
            <OralRecorder
              key={item.position}
              paperId={paper.paperId}
              position={item.position}
              open
              recording={item.recording ? { url: item.recording } : null}
            />
          ) : (
            <form onSubmit={(event) => event.preventDefault()} className="space-y-4">
              {FIELDS[item.fields].map((field) => {
                const id = `answer-${item.position}-${field}`;
                return (
                  <div key={field}>
                    <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
                      {ANSWER_FIELD_LABELS[field]}
                    </label>
                    <textarea
                      id={id}
                      value={drafts[item.position]?.answer[field] ?? ''}
                      maxLength={ANSWER_FIELD_MAX}
                      rows={item.fields === 'short' ? 5 : 3}
                      onChange={(event) => change(item.position, field, event.target.value)}
                      className="mt-1 block w-full rounded-md border border-slate-300 p-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-brand-600"
                    />
                  </div>
                );
              })}
            </form>
          )}
          <PaperCaseSteps position={item.position} count={paper.cases.length} onChoose={setCurrent}>
            <Button
              variant={flagged ? 'secondary' : 'outline'}
              onClick={toggleFlag}
              aria-pressed={flagged}
            >
              {flagged ? paperTexts.flagged : paperTexts.flag}
            </Button>
          </PaperCaseSteps>
        </div>
      </div>

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={paperTexts.finish}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep going
            </Button>
            <Button onClick={finish}>{paperTexts.finish}</Button>
          </>
        }
      >
        <p>{paperTexts.finishConfirm}</p>
      </Modal>
    </div>
  );
}
