'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';

import { bffFor } from '@/lib/calls/browser-client';
import type { practiceCalls } from '@/lib/practice/calls';
import { practiceEndpoints } from '@/lib/practice/endpoints';
import { paperHref } from '@/lib/practice/links';
import { practiceMessages } from '@/lib/practice/texts';
import { routes } from '@/lib/routes';

import { PaperNotice } from '@/components/practice/paper-a11y';
import { buttonClasses, ButtonLink } from '@/components/ui/button';
import { HandlerButton } from '@/components/ui/handler-button';
import { Modal } from '@/components/ui/modal';

const bff = bffFor<typeof practiceCalls>(practiceEndpoints);

type Start = { kind: 'short' | 'long' | 'oral'; length: 'full' | 'brief' } | { review: number };

/**
 * Starts a paper, or the review of a due case, and opens it. Without a subscription it shows
 * Subscription Required with the way to subscribe.
 */
export function StartPaperButton({
  start,
  label,
  variant = 'primary',
}: {
  start: Start;
  label: string;
  variant?: 'primary' | 'outline';
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [subscribe, setSubscribe] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  async function begin() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer =
        'review' in start
          ? await bff.startReview({ caseId: start.review })
          : await bff.startPaper(start);
      if (answer.status === 200 && answer.data) {
        router.push(paperHref(answer.data.paperId));
        return;
      }
      if (answer.code === 'subscription_required') setSubscribe(true);
      else setProblem(answer.message);
    } catch {
      setProblem('Something went wrong');
    }
    setBusy(false);
  }

  return (
    <>
      {/* Busy, it stays focusable (aria-disabled): a disabled button drops its focus to the body. */}
      <HandlerButton
        ref={button}
        type="button"
        onClick={begin}
        aria-disabled={busy || undefined}
        aria-busy={busy}
        className={buttonClasses({
          variant,
          className: 'aria-disabled:cursor-wait aria-disabled:opacity-60',
        })}
      >
        {label}
      </HandlerButton>
      {problem ? (
        <div className="mt-2">
          <PaperNotice
            tone="error"
            onDismiss={() => {
              setProblem(null);
              button.current?.focus();
            }}
          >
            {problem}
          </PaperNotice>
        </div>
      ) : null}
      <Modal
        open={subscribe}
        onClose={() => setSubscribe(false)}
        title={practiceMessages.subscriptionRequiredTitle}
        size="sm"
        footer={
          <ButtonLink href={routes.subscription.path}>{practiceMessages.subscribeNow}</ButtonLink>
        }
      >
        <p>{practiceMessages.subscriptionRequired}</p>
      </Modal>
    </>
  );
}
