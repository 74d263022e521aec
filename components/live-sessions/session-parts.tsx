import type { ComponentProps } from 'react';

import type { LiveSession } from '@/lib/live-sessions/calls';

import { TileImage } from '@/components/ui/tile-image';

import { LocalTime } from './local-time';
import { formatSessionDate, formatSessionSlot } from './session-format';

/*
 * What a session's card and its page both show. Neither a server nor a client module: the page
 * renders them on the server, the card (a client component) in its own tree.
 */

/** A session's thumbnail, 16:9. */
export function SessionThumbnail(props: {
  src: string;
  sizes: string;
  priority?: ComponentProps<typeof TileImage>['priority'];
}) {
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
