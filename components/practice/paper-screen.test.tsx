import { act, fireEvent, render, screen, within } from '@testing-library/react';

import type { DataOf } from '@/lib/calls/define-call';
import type { practiceCalls } from '@/lib/practice/calls';
import { paperTexts } from '@/lib/practice/texts';

import { registeredWarning } from '@/components/guard/guard-warning';
import { markPaperEnding } from '@/components/practice/paper-a11y';
import { PaperReview } from '@/components/practice/paper-review';
import { PaperScreen } from '@/components/practice/paper-screen';

/*
 * A running paper as a screen reader and a keyboard meet it (docs/practice.md, "Heard and
 * seen"): what the live region says and when, and where focus goes when what had it goes away.
 */

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

const mockSave = jest.fn();
const mockGuardAlert = jest.fn();
const mockPaperView = jest.fn();
jest.mock('@/lib/calls/browser-client', () => ({
  bffFor: () => ({
    saveAnswer: (input: unknown) => mockSave(input),
    recordGuardAlert: (input: unknown) => mockGuardAlert(input),
    paperView: (input: unknown) => mockPaperView(input),
    flagCase: () => Promise.resolve({ status: 200 }),
    finishPaper: () => Promise.resolve({ status: 200 }),
  }),
}));
// The viewer is tested on its own (components/cases); here it is a focusable stand-in.
jest.mock('@/components/practice/paper-viewer', () => ({
  PaperViewer: ({ alt }: { alt: string }) => (
    <div role="application" tabIndex={0} aria-label={alt} />
  ),
}));

// jsdom has no layout, so no ResizeObserver: the bar's height is measured in the e2e tests.
beforeAll(() => {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

type Paper = DataOf<typeof practiceCalls.paperView>;
const MINUTE = 60_000;
const START = Date.parse('2026-11-26T10:00:00Z');

function paperOf(kind: Paper['kind'], cases: number, minutes: number): Paper {
  return {
    paperId: 7,
    kind,
    startedAt: new Date(START).toISOString(),
    endsAt: new Date(START + minutes * MINUTE).toISOString(),
    closedAt: null,
    serverNow: new Date(START).toISOString(),
    guardAlerts: 0,
    cases: Array.from({ length: cases }, (_, index) => ({
      position: index + 1,
      fields: 'short' as const,
      header: {
        patientAge: '54',
        patientSex: 'female',
        referralSource: 'emergency',
        clinicalDetails: '',
      },
      modality: 'XR',
      images: [`/case-${index + 1}.webp`],
      answer: {},
      answerRevision: 0,
      flagged: false,
      recording: null,
      review: null,
    })),
  } as Paper;
}

const inBar = () => within(screen.getByRole('region', { name: paperTexts.paperBar }));
const said = () => screen.getByTestId('announcer').textContent!.trim();
const tick = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  window.history.replaceState(null, '', '/practice/paper/7');
  window.localStorage.clear();
  mockSave.mockReset();
  mockGuardAlert.mockReset().mockResolvedValue({ status: 200 });
  mockRefresh.mockReset();
  mockPaperView.mockReset().mockResolvedValue({ status: 500 });
});
afterEach(() => {
  jest.useRealTimers();
});

it('says each case change once, keeps focus on Next at the last case, and says nothing as the clock ticks', () => {
  render(<PaperScreen paper={paperOf('short', 3, 30)} />);
  expect(said()).toBe('');
  const next = screen.getByRole('button', { name: paperTexts.next });
  next.focus();
  fireEvent.click(next);
  expect(said()).toBe('Case 2 of 3');
  fireEvent.click(next);
  expect(said()).toBe('Case 3 of 3');
  // At the last case Next is unavailable but keeps the focus it has.
  expect(next).toHaveAttribute('aria-disabled', 'true');
  expect(next).toBeEnabled();
  expect(document.activeElement).toBe(next);
  const before = screen.getByTestId('announcer').textContent;
  fireEvent.click(next);
  tick(3000);
  expect(screen.getByTestId('announcer').textContent).toBe(before);
  expect(inBar().getByText('Case 3 of 3')).toBeInTheDocument();

  const previous = screen.getByRole('button', { name: paperTexts.previous });
  previous.focus();
  fireEvent.click(previous);
  fireEvent.click(previous);
  expect(said()).toBe('Case 1 of 3');
  expect(previous).toHaveAttribute('aria-disabled', 'true');
  expect(document.activeElement).toBe(previous);
});

it('does not call the case the page opens on a change', () => {
  window.history.replaceState(null, '', '/practice/paper/7?case=2');
  render(<PaperScreen paper={paperOf('short', 3, 30)} />);
  expect(screen.getByText('Case 2 of 3')).toBeInTheDocument();
  tick(2000);
  expect(said()).toBe('');
});

it('warns at 5 and 1 minutes left, once each, on screen and aloud', () => {
  render(<PaperScreen paper={paperOf('short', 3, 6)} />);
  tick(50_000);
  expect(said()).toBe('');
  tick(10_000);
  expect(said()).toBe('5 minutes left');
  expect(inBar().getByText('5 minutes left')).toBeVisible();
  tick(30_000);
  expect(said()).toBe('5 minutes left');
  tick(4 * MINUTE - 30_000);
  expect(said()).toBe('1 minute left');
  expect(inBar().getByText('1 minute left')).toBeVisible();
});

it('shows what the page being left saved after this one was rendered (a reload racing a save)', async () => {
  const rendered = paperOf('short', 3, 30);
  const [first, ...others] = rendered.cases;
  const stored = {
    ...rendered,
    cases: [
      { ...first!, answer: { report: 'Right lower lobe consolidation.' }, answerRevision: 900 },
      ...others,
    ],
  };
  mockPaperView.mockResolvedValue({ status: 200, data: stored });
  // The page left had dropped its local copy once the server answered: nothing in localStorage.
  render(<PaperScreen paper={rendered} />);
  await act(async () => {});
  expect(mockPaperView).toHaveBeenCalledWith({ paperId: 7 });
  expect(screen.getByLabelText('Report')).toHaveValue('Right lower lobe consolidation.');
  expect(mockSave).not.toHaveBeenCalled();
});

it('speaks the save state only when saving fails and when it recovers', async () => {
  mockSave
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ status: 200, data: { savedAt: '', revision: 1 } });
  render(<PaperScreen paper={paperOf('short', 3, 30)} />);
  const state = screen.getByTestId('save-state');
  expect(state).not.toHaveAttribute('aria-live');
  expect(state).not.toHaveAttribute('role');

  fireEvent.change(screen.getByLabelText('Report'), { target: { value: 'Consolidation' } });
  await act(async () => void jest.advanceTimersByTime(700));
  expect(state).toHaveTextContent(paperTexts.offline);
  expect(said()).toBe(paperTexts.offline);

  await act(async () => void jest.advanceTimersByTime(4000));
  expect(state).toHaveTextContent(paperTexts.saved);
  expect(said()).toBe(paperTexts.savedAgain);

  // An ordinary save after a pause in typing: shown, not said.
  const announcer = screen.getByTestId('announcer').textContent;
  fireEvent.change(screen.getByLabelText('Report'), { target: { value: 'Consolidation, right' } });
  await act(async () => void jest.advanceTimersByTime(700));
  expect(state).toHaveTextContent(paperTexts.saved);
  expect(screen.getByTestId('announcer').textContent).toBe(announcer);
});

it('answers the anti-capture guard with a warning that stays, noted on the paper, and keeps the paper', async () => {
  const { unmount } = render(<PaperScreen paper={paperOf('short', 3, 30)} />);
  const warn = registeredWarning();
  expect(warn).not.toBeNull();
  await act(async () => warn!('developer-tools'));
  expect(mockGuardAlert).toHaveBeenCalledWith({ paperId: 7, reason: 'developer-tools' });
  expect(screen.getByRole('alert')).toHaveTextContent(paperTexts.guardWarning);
  tick(60_000);
  expect(screen.getByRole('alert')).toBeInTheDocument();
  const dismiss = screen.getByRole('button', { name: paperTexts.dismiss });
  dismiss.focus();
  fireEvent.click(dismiss);
  expect(screen.queryByRole('alert')).toBeNull();
  // The dismissed notice took focus with it: it goes to the paper's bar, not the page body.
  await act(async () => {});
  expect(document.activeElement).toBe(screen.getByRole('region', { name: paperTexts.paperBar }));
  unmount();
  expect(registeredWarning()).toBeNull();
});

it('moves the oral station on by itself: said once, and focus in the old case goes to the bar', async () => {
  const media = { getUserMedia: jest.fn() };
  Object.defineProperty(navigator, 'mediaDevices', { value: media, configurable: true });
  (window as unknown as { MediaRecorder: unknown }).MediaRecorder = class {};
  try {
    render(<PaperScreen paper={paperOf('oral', 2, 10)} />);
    expect(screen.getByText('Case 1 of 2')).toBeInTheDocument();
    const allow = screen.getByRole('button', { name: 'Allow microphone' });
    allow.focus();
    await act(async () => void jest.advanceTimersByTime(5 * MINUTE));
    expect(screen.getByText('Case 2 of 2')).toBeInTheDocument();
    expect(said()).toBe('The station moves on: case 2 of 2');
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: paperTexts.paperBar }));
  } finally {
    delete (window as unknown as { MediaRecorder?: unknown }).MediaRecorder;
  }
});

it('at time-up asks for the review, which takes focus and says the time is up until dismissed', () => {
  render(<PaperScreen paper={paperOf('short', 2, 1)} />);
  tick(61_000);
  expect(mockRefresh).toHaveBeenCalled();

  // What the refreshed page shows: the review, focus on its heading.
  const paper = paperOf('short', 2, 1);
  const ended = {
    ...paper,
    closedAt: paper.endsAt,
    cases: paper.cases.map((item) => ({
      ...item,
      review: {
        caseId: item.position,
        name: `Case name ${item.position}`,
        modelAnswer: 'Model',
        keyFindings: [],
        normal: false,
        system: null,
        region: null,
        mark: null,
        findingsSeen: null,
        oralScores: null,
      },
    })),
  } as Paper;
  render(<PaperReview paper={ended} />);
  const heading = screen.getByRole('heading', { name: 'Review: case 1 of 2' });
  expect(document.activeElement).toBe(heading);
  expect(screen.getByRole('alert')).toHaveTextContent(paperTexts.timeUp);
});

it('the review takes focus only when the paper ended in this tab, once', () => {
  markPaperEnding('finished');
  // Taken once, by the first review to mount.
  const paper = { ...paperOf('short', 1, 1), closedAt: new Date(START).toISOString() } as Paper;
  paper.cases[0]!.review = {
    caseId: 1,
    name: 'Pneumothorax',
    modelAnswer: 'Model',
    keyFindings: [],
    normal: false,
    system: null,
    region: null,
    mark: null,
    findingsSeen: null,
    oralScores: null,
  };
  const first = render(<PaperReview paper={paper} />);
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Review: case 1/ }));
  expect(screen.queryByRole('alert')).toBeNull();
  first.unmount();
  render(<PaperReview paper={paper} />);
  expect(document.activeElement).toBe(document.body);
});
