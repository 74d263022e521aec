'use client';

import type { ComponentProps } from 'react';

import type { LiveSession } from '@/lib/live-sessions/calls';

import { IntentLink } from '@/components/ui/intent-link';

import { BookingButton } from './booking-button';
import { SessionThumbnail, SessionWhen } from './session-parts';

type SessionCardProps = {
  session: LiveSession;
  /** The session's page, and Sign In on the way back to it: made on the server. */
  href: string;
  signInHref: string;
  subscribeHref: string;
  signedIn: boolean;
  priority?: ComponentProps<typeof SessionThumbnail>['priority'];
};

/**
 * One card of /session; the card opens the session's page. A client component
 * although it only draws: the page's payload then carries each session's data once, not the
 * card's whole markup, which the server would otherwise serialise and parse back for every card.
 */
export function SessionCard({
  session,
  href,
  signInHref,
  subscribeHref,
  signedIn,
  priority = false,
}: SessionCardProps) {
  return (
    <article
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
      data-testid="session-card"
    >
      <IntentLink href={href} tabIndex={-1} aria-hidden="true">
        <SessionThumbnail
          src={session.thumbnail}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
        />
      </IntentLink>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-lg font-bold text-slate-900">
          <IntentLink href={href} className="hover:text-brand-700">
            {session.title}
          </IntentLink>
        </h2>
        <SessionWhen session={session} />
        <p className="text-sm font-semibold text-brand-700">{session.name}</p>
        <p className="line-clamp-3 flex-1 text-slate-600">{session.description}</p>
        <BookingButton
          session={session}
          signedIn={signedIn}
          signInHref={signInHref}
          subscribeHref={subscribeHref}
          className="mt-2"
        />
      </div>
    </article>
  );
}
