'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import type { DataOf } from '@/lib/calls/define-call';
import { bffFor } from '@/lib/calls/browser-client';
import type { practiceCalls } from '@/lib/practice/calls';
import { practiceEndpoints } from '@/lib/practice/endpoints';
import type { AnswerField } from '@/lib/db/vocabulary';

const bff = bffFor<typeof practiceCalls>(practiceEndpoints);

/*
 * Answers saved as typed (docs/practice.md): each change gets a revision (milliseconds of server
 * time since the paper began, so the later edit, from whichever tab, is the higher), is kept in
 * localStorage until the server has it, and is sent after a short pause; a failed send is retried
 * when the connection returns. The server keeps the highest revision.
 */

type Paper = DataOf<typeof practiceCalls.paperView>;
export type Answer = Partial<Record<AnswerField, string>>;
type Draft = { answer: Answer; revision: number; savedRevision: number };
export type SaveState = 'saved' | 'saving' | 'offline';

const SAVE_PAUSE_MS = 700;
const RETRY_MS = 4000;

const storageKey = (paperId: number, position: number) => `practice-answer:${paperId}:${position}`;

function readStored(
  paperId: number,
  position: number,
): { answer: Answer; revision: number } | null {
  try {
    const text = window.localStorage.getItem(storageKey(paperId, position));
    return text ? (JSON.parse(text) as { answer: Answer; revision: number }) : null;
  } catch {
    return null;
  }
}

function writeStored(paperId: number, position: number, draft: Draft | null) {
  try {
    if (draft) {
      window.localStorage.setItem(
        storageKey(paperId, position),
        JSON.stringify({ answer: draft.answer, revision: draft.revision }),
      );
    } else {
      window.localStorage.removeItem(storageKey(paperId, position));
    }
  } catch {
    // Private windows may refuse storage: the server copy is still saved as typed.
  }
}

export function useAnswerAutosave(paper: Paper, serverTime: () => number, onEnded: () => void) {
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() =>
    Object.fromEntries(
      paper.cases.map((item) => [
        item.position,
        { answer: item.answer, revision: item.answerRevision, savedRevision: item.answerRevision },
      ]),
    ),
  );
  const [state, setState] = useState<SaveState>('saved');
  const latest = useRef(drafts);
  latest.current = drafts;
  const timers = useRef(new Map<number, number>());

  const send = useCallback(
    async (position: number) => {
      const draft = latest.current[position];
      if (!draft || draft.savedRevision >= draft.revision) return;
      setState('saving');
      try {
        const answer = await bff.saveAnswer({
          paperId: paper.paperId,
          position,
          answer: draft.answer,
          revision: draft.revision,
        });
        if (answer.code === 'paper_ended') return onEnded();
        if (answer.status === 200 || answer.code === 'answer_stale') {
          setDrafts((all) => {
            const current = all[position]!;
            const savedRevision = Math.max(current.savedRevision, draft.revision);
            if (savedRevision >= current.revision) writeStored(paper.paperId, position, null);
            return { ...all, [position]: { ...current, savedRevision } };
          });
          if (answer.code === 'answer_stale') void refresh();
          setState('saved');
          return;
        }
        throw new Error(answer.message);
      } catch {
        setState('offline');
        window.clearTimeout(timers.current.get(position));
        timers.current.set(
          position,
          window.setTimeout(() => void send(position), RETRY_MS),
        );
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [paper.paperId, onEnded],
  );

  /** Takes what another tab saved since: any case whose stored revision is higher than ours. */
  const refresh = useCallback(async () => {
    try {
      const answer = await bff.paperView({ paperId: paper.paperId });
      if (answer.status !== 200 || !answer.data) return;
      if (answer.data.closedAt) return onEnded();
      setDrafts((all) => {
        const next = { ...all };
        for (const item of answer.data!.cases) {
          const mine = next[item.position];
          if (!mine || item.answerRevision > mine.revision) {
            next[item.position] = {
              answer: item.answer,
              revision: item.answerRevision,
              savedRevision: item.answerRevision,
            };
          }
        }
        return next;
      });
    } catch {
      // Offline: what this tab holds stands until the next focus.
    }
  }, [paper.paperId, onEnded]);

  const change = useCallback(
    (position: number, field: AnswerField, value: string) => {
      setDrafts((all) => {
        const current = all[position]!;
        const revision = Math.max(
          current.revision + 1,
          Math.floor(serverTime() - Date.parse(paper.startedAt)),
        );
        const draft = { ...current, answer: { ...current.answer, [field]: value }, revision };
        writeStored(paper.paperId, position, draft);
        return { ...all, [position]: draft };
      });
      window.clearTimeout(timers.current.get(position));
      timers.current.set(
        position,
        window.setTimeout(() => void send(position), SAVE_PAUSE_MS),
      );
    },
    [paper.paperId, paper.startedAt, send, serverTime],
  );

  useEffect(() => {
    // Edits a closed tab or a lost connection never delivered come back from localStorage.
    const recovered: number[] = [];
    setDrafts((all) => {
      const next = { ...all };
      for (const item of paper.cases) {
        const stored = readStored(paper.paperId, item.position);
        if (stored && stored.revision > item.answerRevision) {
          next[item.position] = { ...stored, savedRevision: item.answerRevision };
          recovered.push(item.position);
        } else if (stored) {
          writeStored(paper.paperId, item.position, null);
        }
      }
      return next;
    });
    const resend = window.setTimeout(() => recovered.forEach((position) => void send(position)));
    // The page was rendered from what the server held when it was asked for. On a reload, the
    // page being left may have sent a save after that and, told it was stored, dropped its local
    // copy before it went: the server's answers are asked for once more (docs/practice.md).
    void refresh();
    const onOnline = () => Object.keys(latest.current).forEach((key) => void send(Number(key)));
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const pending = timers.current;
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(resend);
      pending.forEach((timer) => window.clearTimeout(timer));
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // Once per paper: the listeners read the latest drafts through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paper.paperId]);

  /** Sends every unsaved answer now (before finishing the paper). */
  const flush = useCallback(
    () => Promise.all(Object.keys(latest.current).map((key) => send(Number(key)))),
    [send],
  );

  return { drafts, state, change, flush, refresh };
}
