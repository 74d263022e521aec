'use client';

import { useId, useState } from 'react';

import { caseMessages } from '@/lib/cases/texts';

import { LoginRequiredDialog } from '@/components/comments/login-required-dialog';
import { fetchModelAnswer } from '@/components/cases/case-calls';
import { Button } from '@/components/ui/button';

type ModelAnswerProps = {
  shortId: number;
  subshortId: number;
  /** Whether a student is signed in; a visitor is asked to sign in instead. */
  signedIn: boolean;
  /** Sign In, returning to this case. */
  signInHref: string;
};

type Shown =
  | { kind: 'hidden' }
  | { kind: 'loading' }
  | { kind: 'shown'; answer: string | null }
  | { kind: 'failed'; message: string };

/**
 * The "Model Answer" toggle: for a signed-in student it fetches the answer the
 * first time it opens, so no page carries it beforehand; a visitor gets Login Required.
 */
export function ModelAnswer({ shortId, subshortId, signedIn, signInHref }: ModelAnswerProps) {
  const panelId = useId();
  const [shown, setShown] = useState<Shown>({ kind: 'hidden' });
  const [answer, setAnswer] = useState<{ text: string | null } | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);
  const open = shown.kind !== 'hidden';

  const toggle = async () => {
    if (!signedIn) return setSignInOpen(true);
    if (open) return setShown({ kind: 'hidden' });
    if (answer) return setShown({ kind: 'shown', answer: answer.text });
    setShown({ kind: 'loading' });
    try {
      const result = await fetchModelAnswer(shortId, subshortId);
      if (result.kind === 'signed-out') {
        setShown({ kind: 'hidden' });
        setSignInOpen(true);
      } else if (result.kind === 'failed') {
        setShown({ kind: 'failed', message: result.message || caseMessages.answerFailed });
      } else {
        setAnswer({ text: result.answer });
        setShown({ kind: 'shown', answer: result.answer });
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
          ) : shown.kind === 'shown' && shown.answer ? (
            <div className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
              <h3 className="text-sm font-bold tracking-wide text-emerald-900 uppercase">
                {caseMessages.modelAnswer}
              </h3>
              <p className="mt-2 leading-7 whitespace-pre-line text-slate-800">{shown.answer}</p>
            </div>
          ) : (
            <p className="rounded-xl bg-slate-50 p-4 text-slate-600 ring-1 ring-slate-200">
              {caseMessages.noAnswer}
            </p>
          )}
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
