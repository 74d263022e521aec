'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { bffFor } from '@/lib/calls/browser-client';
import type { practiceCalls } from '@/lib/practice/calls';
import { practiceEndpoints } from '@/lib/practice/endpoints';
import { paperHref } from '@/lib/practice/links';
import { practiceMessages } from '@/lib/practice/texts';
import { routes } from '@/lib/routes';

import { Button, ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/notify';

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

  async function begin() {
    setBusy(true);
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
      else void notify.error(answer.message);
    } catch {
      void notify.error('Something went wrong');
    }
    setBusy(false);
  }

  return (
    <>
      <Button variant={variant} onClick={begin} disabled={busy} aria-busy={busy}>
        {label}
      </Button>
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
