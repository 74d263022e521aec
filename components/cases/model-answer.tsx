'use client';

import { useId, useState } from 'react';

import { caseMessages } from '@/lib/cases/texts';

import { LoginRequiredDialog } from '@/components/comments/login-required-dialog';
import { fetchModelAnswer } from '@/components/cases/case-calls';
import { Button } from '@/components/ui/button';

/** What revealing the answer shows: the answer, and the case's key findings and normality. */
export type RevealedAnswer = { text: string | null; keyFindings: string[]; normal: boolean };

/** The revealed answer: the key findings in order, then the model answer. */
export function ModelAnswerPanel({ answer }: { answer: RevealedAnswer }) {
  if (!answer.text && answer.keyFindings.length === 0) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-slate-600 ring-1 ring-slate-200">
        {caseMessages.noAnswer}
      </p>
    );
  }
  return (
    <div className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
      {answer.normal ? (
        <p className="mb-3 font-semibold text-emerald-900">{caseMessages.normalStudy}</p>
      ) : null}
      {answer.keyFindings.length > 0 ? (
        <>
          <h3 className="text-sm font-bold tracking-wide text-emerald-900 uppercase">
            {caseMessages.keyFindings}
          </h3>
          <ol className="mt-2 mb-4 list-decimal space-y-1 pl-5 text-slate-800">
            {answer.keyFindings.map((finding, index) => (
              <li key={index}>{finding}</li>
            ))}
          </ol>
        </>
      ) : null}
      {answer.text ? (
        <>
          <h3 className="text-sm font-bold tracking-wide text-emerald-900 uppercase">
            {caseMessages.modelAnswer}
          </h3>
          <p className="mt-2 leading-7 whitespace-pre-line text-slate-800">{answer.text}</p>
        </>
      ) : null}
    </div>
  );
}

type ModelAnswerProps = {
  categoryId: number;
  caseId: number;
  /** Whether a student is signed in; a visitor is asked to sign in instead. */
  signedIn: boolean;
  /** Sign In, returning to this case. */
  signInHref: string;
};

type Shown =
  | { kind: 'hidden' }
  | { kind: 'loading' }
  | { kind: 'shown'; answer: RevealedAnswer }
  | { kind: 'failed'; message: string };

/**
 * The "Model Answer" toggle: for a signed-in student it fetches the answer the
 * first time it opens, so no page carries it beforehand; a visitor gets Login Required.
 */
export function ModelAnswer({ categoryId, caseId, signedIn, signInHref }: ModelAnswerProps) {
  const panelId = useId();
  const [shown, setShown] = useState<Shown>({ kind: 'hidden' });
  const [answer, setAnswer] = useState<RevealedAnswer | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);
  const open = shown.kind !== 'hidden';

  const toggle = async () => {
    if (!signedIn) return setSignInOpen(true);
    if (open) return setShown({ kind: 'hidden' });
    if (answer) return setShown({ kind: 'shown', answer });
    setShown({ kind: 'loading' });
    try {
      const result = await fetchModelAnswer(categoryId, caseId);
      if (result.kind === 'signed-out') {
        setShown({ kind: 'hidden' });
        setSignInOpen(true);
      } else if (result.kind === 'failed') {
        setShown({ kind: 'failed', message: result.message || caseMessages.answerFailed });
      } else {
        const revealed = {
          text: result.answer,
          keyFindings: result.keyFindings,
          normal: result.normal,
        };
        setAnswer(revealed);
        setShown({ kind: 'shown', answer: revealed });
      }
    } catch {
      setShown({ kind: 'failed', message: caseMessages.answerFailed });
    }
  };

  return (
    <div>
      <Button
        size="lg"
        className="w-full"
        onClick={toggle}
        aria-expanded={signedIn ? open : undefined}
        aria-controls={signedIn && open ? panelId : undefined}
        disabled={shown.kind === 'loading'}
      >
        {caseMessages.modelAnswer}
      </Button>
      {open ? (
        <div id={panelId} className="mt-4" aria-live="polite">
          {shown.kind === 'loading' ? (
            <p role="status" className="text-slate-600">
              Loading the model answer...
            </p>
          ) : shown.kind === 'failed' ? (
            <p role="alert" className="font-medium text-red-700">
              {shown.message}
            </p>
          ) : shown.kind === 'shown' ? (
            <ModelAnswerPanel answer={shown.answer} />
          ) : null}
        </div>
      ) : null}
      <LoginRequiredDialog
        open={signInOpen}
        onClose={() => setSignInOpen(false)}
        signInHref={signInHref}
      />
    </div>
  );
}
