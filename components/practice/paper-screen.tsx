'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { DataOf } from '@/lib/calls/define-call';
import { bffFor } from '@/lib/calls/browser-client';
import { LONG_CASE_FIELDS, SHORT_CASE_FIELDS } from '@/lib/db/vocabulary';
import type { practiceCalls } from '@/lib/practice/calls';
import { practiceEndpoints } from '@/lib/practice/endpoints';
import { formatCountdown } from '@/lib/practice/format';
import { ANSWER_FIELD_LABELS, ANSWER_FIELD_MAX, ORAL_MINUTES_PER_CASE } from '@/lib/practice/rules';
import { paperTexts } from '@/lib/practice/texts';

import { ClinicalHeader } from '@/components/cases/clinical-header';
import { warnInsteadOfRestricting } from '@/components/guard/guard-warning';
import { OralRecorder } from '@/components/practice/oral-recorder';
import {
  markPaperEnding,
  PaperNotice,
  useAnnouncer,
  useFocusKeeper,
} from '@/components/practice/paper-a11y';
import { clockWarningCrossed, nextSaveSpeech } from '@/components/practice/paper-announcements';
import { PaperCaseNav, PaperCaseSteps } from '@/components/practice/paper-case-nav';
import { PaperViewer } from '@/components/practice/paper-viewer';
import { useAnswerAutosave } from '@/components/practice/answer-autosave';
import { useServerClock } from '@/components/practice/use-server-clock';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Modal } from '@/components/ui/modal';

const bff = bffFor<typeof practiceCalls>(practiceEndpoints);

type Paper = DataOf<typeof practiceCalls.paperView>;

const FIELDS = { short: SHORT_CASE_FIELDS, long: LONG_CASE_FIELDS } as const;
const MINUTE = 60_000;
/** After the end, how often the page asks again while the server has not yet closed the paper. */
const CLOSED_YET_MS = 3000;

/** Which case the address names (?case=3), so a reload returns to it. */
function caseFromAddress(count: number) {
  const value = Number(new URLSearchParams(window.location.search).get('case'));
  return Number.isInteger(value) && value >= 1 && value <= count ? value : 1;
}

/**
 * A running paper: one case at a time in the exam's viewer, its answer fields saved as typed, a
 * flag, the case list and the server's countdown. At the end the page reloads into the review.
 * The bar with the clock and Finish is the page's one sticky region; what changes is said once
 * in a polite live region, and focus never falls to the page body (docs/practice.md).
 */
export function PaperScreen({ paper }: { paper: Paper }) {
  const router = useRouter();
  const { now, offset } = useServerClock(paper.serverNow);
  const serverTime = useCallback(() => Date.now() + offset, [offset]);
  const ended = useCallback(() => {
    markPaperEnding('time-up');
    router.refresh();
  }, [router]);
  const { drafts, state, change, flush } = useAnswerAutosave(paper, serverTime, ended);
  const [current, setCurrent] = useState(1);
  const [flags, setFlags] = useState(
    () => new Map(paper.cases.map((item) => [item.position, item.flagged])),
  );
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [guardWarned, setGuardWarned] = useState(false);
  const [clockWarning, setClockWarning] = useState<number | null>(null);
  const { region, announce } = useAnnouncer();
  const screen = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLElement>(null);
  useFocusKeeper(screen, bar);

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

  // Each case change said once. The case the page opens on (the address's, or the station's) is
  // not a change: the effects below that choose it settle `shownCase` first.
  const shownCase = useRef<number | null>(null);
  useEffect(() => {
    const before = shownCase.current;
    shownCase.current = current;
    if (before === null || before === current) return;
    const count = paper.cases.length;
    const byStation = oral && current === stationCase && current === before + 1;
    announce(
      byStation ? paperTexts.stationMoved(current, count) : paperTexts.caseShown(current, count),
    );
  }, [current, announce, oral, paper.cases.length, stationCase]);
  useEffect(() => {
    const start = caseFromAddress(paper.cases.length);
    shownCase.current = start;
    setCurrent(start);
  }, [paper.cases.length]);
  const stationStarted = useRef(false);
  useEffect(() => {
    // The oral station moves on every five minutes, as the examiners do.
    if (!oral) return;
    if (!stationStarted.current) shownCase.current = stationCase;
    stationStarted.current = true;
    setCurrent(stationCase);
  }, [oral, stationCase]);
  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set('case', String(current));
    window.history.replaceState(window.history.state, '', url);
  }, [current]);

  // The clock warns at fixed points; a page opened later does not warn of what has passed.
  const lastLeft = useRef(left);
  useEffect(() => {
    const minutes = clockWarningCrossed(lastLeft.current, left);
    lastLeft.current = left;
    if (minutes === null) return;
    setClockWarning(minutes);
    announce(paperTexts.minutesLeft(minutes));
  }, [left, announce]);

  // Saving is spoken when it starts failing and when it recovers, not after every pause.
  const saveSpeech = useRef(false);
  useEffect(() => {
    const next = nextSaveSpeech(saveSpeech.current, state);
    saveSpeech.current = next.failing;
    if (next.say === 'failed') announce(paperTexts.offline);
    if (next.say === 'recovered') announce(paperTexts.savedAgain);
  }, [state, announce]);

  const isOver = left <= 0;
  useEffect(() => {
    if (!isOver) return;
    ended();
    // The server closes the paper at its end; a device a moment early asks again.
    const again = window.setInterval(() => router.refresh(), CLOSED_YET_MS);
    return () => window.clearInterval(again);
  }, [isOver, ended, router]);

  // The anti-capture guard warns here and notes it on the paper, which it never leaves.
  useEffect(
    () =>
      warnInsteadOfRestricting((reason) => {
        setGuardWarned(true);
        void bff.recordGuardAlert({ paperId: paper.paperId, reason }).catch(() => null);
      }),
    [paper.paperId],
  );

  // The bar's height, so what takes focus is scrolled clear of it (app/globals.css).
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--paper-bar-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--paper-bar-height');
    };
  }, []);

  const item = paper.cases.find((entry) => entry.position === current) ?? paper.cases[0]!;
  const flagged = flags.get(item.position) ?? false;

  async function toggleFlag() {
    const next = !flagged;
    setFlags((all) => new Map(all).set(item.position, next));
    const answer = await bff
      .flagCase({ paperId: paper.paperId, position: item.position, flagged: next })
      .catch(() => null);
    if (answer?.code === 'paper_ended') return ended();
    if (answer?.status !== 200) {
      setFlags((all) => new Map(all).set(item.position, flagged));
      setProblem(answer?.message ?? paperTexts.offline);
    }
  }

  async function finish() {
    setConfirming(false);
    await flush();
    const answer = await bff.finishPaper({ paperId: paper.paperId }).catch(() => null);
    if (answer && (answer.status === 200 || answer.code === 'paper_ended')) {
      markPaperEnding(answer.status === 200 ? 'finished' : 'time-up');
      router.refresh();
    } else {
      setProblem(answer?.message ?? paperTexts.offline);
    }
  }

  const answered = (position: number) =>
    Object.values(drafts[position]?.answer ?? {}).some((text) => text && text.trim());

  return (
    <div ref={screen} className="space-y-6">
      {region}
      <section
        ref={bar}
        tabIndex={-1}
        aria-label={paperTexts.paperBar}
        data-paper-bar=""
        className="sticky top-0 z-30 -mx-4 space-y-2 border-b border-slate-300 bg-white px-4 py-2"
      >
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="mr-auto text-lg font-bold text-slate-900">
            {paperTexts.caseShown(item.position, paper.cases.length)}
          </p>
          <p data-testid="save-state" className="text-sm text-slate-700">
            {state === 'saving'
              ? paperTexts.saving
              : state === 'offline'
                ? paperTexts.offline
                : paperTexts.saved}
          </p>
          <p className="flex items-center gap-2">
            {clockWarning !== null && left > 0 ? (
              <span className="text-sm font-semibold text-red-800">
                {paperTexts.minutesLeft(clockWarning)}
              </span>
            ) : null}
            <span
              className={cn(
                'rounded-md px-3 py-1 font-mono text-xl font-bold tabular-nums',
                left < 5 * MINUTE ? 'bg-red-100 text-red-800' : 'bg-slate-900 text-white',
              )}
            >
              <span className="sr-only">{paperTexts.timeLeft} </span>
              <span data-testid="countdown">{formatCountdown(left)}</span>
            </span>
          </p>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {paperTexts.finish}
          </Button>
        </div>
        {problem ? (
          <PaperNotice tone="error" onDismiss={() => setProblem(null)}>
            {problem}
          </PaperNotice>
        ) : null}
        {guardWarned ? (
          <PaperNotice tone="warning" onDismiss={() => setGuardWarned(false)}>
            {paperTexts.guardWarning}
          </PaperNotice>
        ) : null}
      </section>

      <PaperCaseNav
        cases={paper.cases.map((entry) => ({
          position: entry.position,
          flagged: flags.get(entry.position) ?? false,
          done: answered(entry.position),
        }))}
        current={item.position}
        onChoose={setCurrent}
        doneLabel="answered"
        listKey={paperTexts.caseListKey}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PaperViewer
          images={item.images}
          manifest={item.manifest}
          alt={`Case ${item.position}`}
          mode="exam"
        />
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
