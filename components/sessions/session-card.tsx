import { signInHref } from '@/lib/auth-redirects';
import { sessionDetailsHref } from '@/lib/content/session-links';
import type { LiveSession } from '@/lib/contract/sessions';

import { IntentLink } from '@/components/ui/intent-link';
import { TileImage } from '@/components/ui/tile-image';

import { bookable } from './bookable-session';
import { BookingButton } from './booking-button';
import { LocalTime } from './local-time';
import { formatSessionDate, formatSessionSlot } from './session-format';

/** A session's thumbnail, 16:9. */
export function SessionThumbnail(props: { src: string; sizes: string; priority?: boolean }) {
  return <TileImage {...props} frame="aspect-[16/9] bg-slate-900" />;
}

/** When a session runs: its date and UK slot, and the viewer's own time when that differs. */
export function SessionWhen({ session }: { session: LiveSession }) {
  return (
    <div className="space-y-1">
      <p className="font-semibold text-slate-800">
        <time dateTime={session.date}>{formatSessionDate(session.date)}</time>
      </p>
      <p className="text-slate-700" data-testid="session-slot">
        {formatSessionSlot(session)}
      </p>
      <LocalTime
        date={session.date}
        from={session.from}
        to={session.to}
        timeZone={session.timeZone}
      />
    </div>
  );
}

type SessionCardProps = { session: LiveSession; signedIn: boolean; priority?: boolean };

/** One card of /session (spec 001 §2); the card opens the session's page. */
export function SessionCard({ session, signedIn, priority = false }: SessionCardProps) {
  const href = sessionDetailsHref(session.sessionId);
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
          session={bookable(session)}
          signedIn={signedIn}
          signInHref={signInHref('session-details', session.sessionId)}
          className="mt-2"
        />
      </div>
    </article>
  );
}
