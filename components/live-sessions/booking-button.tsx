'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { bffFor } from '@/lib/calls/browser-client';
import { formatter } from '@/lib/formatter';
import type { liveSessionCalls } from '@/lib/live-sessions/calls';
import { liveSessionEndpoints } from '@/lib/live-sessions/endpoints';
import { sessionCalendarHref } from '@/lib/live-sessions/links';
import {
  BOOKING_STATUS,
  cancellable,
  SESSION_TIME_ZONE,
  sessionMessages,
  SUBSCRIBED_TO_SESSION,
} from '@/lib/live-sessions/texts';
import { zonedTimeToUtc } from '@/lib/live-sessions/zoned-time';

import { Button, ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/notify';

import type { BookableSession } from './bookable-session';
import { useBookedSlots } from './booked-slots';

const bff = bffFor<typeof liveSessionCalls>(liveSessionEndpoints);

type BookingButtonProps = {
  session: BookableSession;
  signedIn: boolean;
  /** Sign In, bringing the student back to this session. */
  signInHref: string;
  /** The plans, for a student without one: made on the server, like the links above. */
  subscribeHref: string;
  className?: string;
};

type Prompt = 'login' | 'subscription' | 'conflict' | 'cancel' | 'full' | null;

/** When an offered place lapses: "7:30 PM GMT". */
const offerEnd = formatter(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    }),
);

/** The student's own zone, for the times in their reminders; none when the browser cannot say. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Send Request → Joining... → Booked. The three refusals of a booking are shown
 * before asking (Login Required, Subscription Required, Time Slot Conflict) and again when the
 * server gives them; the server decides in the end. A booked session offers its calendar file
 * and, up to the cut-off before the start, Cancel booking (→ Send Request again).
 */
export function BookingButton({
  session,
  signedIn,
  signInHref,
  subscribeHref,
  className,
}: BookingButtonProps) {
  const [state, setState] = useState<'idle' | 'joining' | 'booked' | 'cancelling'>(
    session.isJoined === 1 ? 'booked' : 'idle',
  );
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [tooLate, setTooLate] = useState(false);
  const [waitlist, setWaitlist] = useState(session.waitlist ?? null);
  const router = useRouter();
  const booked = useBookedSlots();
  const slot = { date: session.date, from: session.from, to: session.to };
  const startsAt = zonedTimeToUtc(
    session.date,
    session.from,
    session.timeZone ?? SESSION_TIME_ZONE,
  );
  const mayCancel = !tooLate && cancellable(startsAt, new Date());

  const markBooked = () => {
    setState('booked');
    booked.add(session.sessionId, slot);
  };

  async function cancelBooking() {
    setPrompt(null);
    setState('cancelling');
    let answer;
    try {
      answer = await bff.cancelBooking({ sessionId: session.sessionId });
    } catch {
      setState('booked');
      void notify.error(sessionMessages.cancelFailed);
      return;
    }
    if (answer.status === 200 || answer.code === 'not_booked') {
      setState('idle');
      booked.remove(session.sessionId);
      void notify.success(answer.status === 200 ? answer.message : sessionMessages.notBooked);
      // The page's other parts (the meeting link) follow the booking.
      router.refresh();
      return;
    }
    setState('booked');
    if (answer.code === 'cancel_too_late') setTooLate(true);
    if (answer.status === BOOKING_STATUS.signedOut) return setPrompt('login');
    void notify.error(answer.message || sessionMessages.cancelFailed);
  }

  async function book() {
    if (!signedIn) return setPrompt('login');
    if (session.subscription !== SUBSCRIBED_TO_SESSION) return setPrompt('subscription');
    if (booked.conflictsWith(session.sessionId, slot)) return setPrompt('conflict');
    setState('joining');
    let answer;
    try {
      answer = await bff.bookSession({
        sessionId: session.sessionId,
        ...slot,
        timeZone: browserTimeZone(),
      });
    } catch {
      setState('idle');
      void notify.error(sessionMessages.bookingFailed);
      return;
    }
    if (answer.status === 200) {
      markBooked();
      void notify.success(answer.message || sessionMessages.bookedOk);
      return;
    }
    if (answer.code === 'slot_already_booked') {
      markBooked();
      void notify.info(answer.message);
      return;
    }
    setState('idle');
    if (answer.status === BOOKING_STATUS.signedOut) return setPrompt('login');
    if (answer.status === BOOKING_STATUS.subscriptionRequired) return setPrompt('subscription');
    if (answer.code === 'booking_overlaps') return setPrompt('conflict');
    if (answer.code === 'session_full' && waitlist === null) return setPrompt('full');
    void notify.error(
      answer.code === 'time_slot_conflict'
        ? sessionMessages.conflictFromServer
        : answer.message || sessionMessages.bookingFailed,
    );
  }

  async function joinWaitlist() {
    setPrompt(null);
    let answer;
    try {
      answer = await bff.joinWaitlist({ sessionId: session.sessionId });
    } catch {
      void notify.error(sessionMessages.bookingFailed);
      return;
    }
    if (answer.status === 200) {
      setWaitlist('waiting');
      void notify.success(answer.message);
      return;
    }
    void notify.error(answer.message || sessionMessages.bookingFailed);
  }

  async function leaveWaitlist() {
    let answer;
    try {
      answer = await bff.leaveWaitlist({ sessionId: session.sessionId });
    } catch {
      void notify.error(sessionMessages.bookingFailed);
      return;
    }
    // Off the list either way: left now, or not on it any more (an offer that lapsed).
    if (answer.status === 200 || answer.status === 404) setWaitlist(null);
    if (answer.status === 200) void notify.success(answer.message);
    else void notify.error(answer.message || sessionMessages.bookingFailed);
  }

  const label =
    state === 'booked' || state === 'cancelling'
      ? sessionMessages.booked
      : state === 'joining'
        ? sessionMessages.joining
        : sessionMessages.sendRequest;
  const isBooked = state === 'booked' || state === 'cancelling';

  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={book}
          disabled={state !== 'idle'}
          variant={isBooked ? 'secondary' : 'primary'}
          aria-live="polite"
        >
          {label}
        </Button>
        {isBooked ? (
          <a
            href={sessionCalendarHref(session.sessionId)}
            download
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {sessionMessages.addToCalendar}
          </a>
        ) : null}
        {isBooked && mayCancel ? (
          <Button
            variant="ghost"
            onClick={() => setPrompt('cancel')}
            disabled={state === 'cancelling'}
          >
            {state === 'cancelling' ? sessionMessages.cancelling : sessionMessages.cancelBooking}
          </Button>
        ) : null}
      </div>
      {!isBooked && waitlist ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <p role="status" className="text-sm text-slate-600">
            {waitlist === 'offered' && session.offerExpiresAt
              ? sessionMessages.placeOffered(offerEnd().format(new Date(session.offerExpiresAt)))
              : sessionMessages.onWaitlist}
          </p>
          <Button variant="ghost" size="sm" onClick={leaveWaitlist}>
            {sessionMessages.leaveWaitlist}
          </Button>
        </div>
      ) : null}
      {isBooked ? (
        <p className="mt-2 text-sm text-slate-500">
          {mayCancel ? sessionMessages.cancelCutoff : sessionMessages.cancelTooLate}
        </p>
      ) : null}

      <Modal
        open={prompt === 'full'}
        onClose={() => setPrompt(null)}
        title={sessionMessages.full}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setPrompt(null)}>
              Cancel
            </Button>
            <Button onClick={joinWaitlist}>{sessionMessages.joinWaitlist}</Button>
          </>
        }
      >
        <p className="text-slate-600">{sessionMessages.waitlistJoined}</p>
      </Modal>

      <Modal
        open={prompt === 'cancel'}
        onClose={() => setPrompt(null)}
        title={sessionMessages.cancelBookingTitle}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setPrompt(null)}>
              {sessionMessages.keepBooking}
            </Button>
            <Button onClick={cancelBooking}>{sessionMessages.cancelBooking}</Button>
          </>
        }
      >
        <p className="text-slate-600">{sessionMessages.cancelCutoff}</p>
        <p className="mt-2 text-slate-600">{sessionMessages.cancelConfirm}</p>
      </Modal>

      <Modal
        open={prompt === 'login'}
        onClose={() => setPrompt(null)}
        title={sessionMessages.loginRequiredTitle}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setPrompt(null)}>
              Cancel
            </Button>
            <ButtonLink href={signInHref} prefetch={false}>
              OK
            </ButtonLink>
          </>
        }
      >
        <p className="text-slate-600">{sessionMessages.loginRequired}</p>
      </Modal>

      <Modal
        open={prompt === 'subscription'}
        onClose={() => setPrompt(null)}
        title={sessionMessages.subscriptionRequiredTitle}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setPrompt(null)}>
              Cancel
            </Button>
            <ButtonLink href={subscribeHref} prefetch={false}>
              {sessionMessages.viewPlans}
            </ButtonLink>
          </>
        }
      >
        <p className="text-slate-600">{sessionMessages.subscriptionRequired}</p>
      </Modal>

      <Modal
        open={prompt === 'conflict'}
        onClose={() => setPrompt(null)}
        title={sessionMessages.conflictTitle}
        size="sm"
        footer={<Button onClick={() => setPrompt(null)}>OK</Button>}
      >
        <p className="text-slate-600">{sessionMessages.conflict}</p>
      </Modal>
    </div>
  );
}
