import type { ReactNode } from 'react';

import type { LiveSession } from '@/lib/live-sessions/calls';
import { sessionMessages } from '@/lib/live-sessions/texts';

import { SessionThumbnail, SessionWhen } from './session-parts';

/**
 * A session's page body: its picture, title, time (UK and the reader's), plan and description,
 * then `children` (the booking button on the site, a note in the console's preview).
 */
export function SessionArticle({
  session,
  children,
}: {
  session: LiveSession;
  children: ReactNode;
}) {
  return (
    <article className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="overflow-hidden rounded-2xl shadow-sm ring-1 ring-slate-200">
        <SessionThumbnail
          src={session.thumbnail}
          sizes="(min-width: 1024px) 60vw, 100vw"
          priority="high"
        />
      </div>
      <div className="flex flex-col gap-4">
        <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{session.title}</h2>
        <SessionWhen session={session} />
        <p className="text-sm text-slate-500">{sessionMessages.timeZoneNote}</p>
        <p className="font-semibold text-brand-700">{session.name}</p>
        <p className="leading-7 text-slate-600">{session.description}</p>
        {children}
      </div>
    </article>
  );
}
