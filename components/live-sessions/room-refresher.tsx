'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Reads the page again whenever its live session's room changes (docs/live-sessions.md, "The
 * session's room"): the room's event stream says only that something changed, and the page's
 * own call answers what the asker may see. A reconnect reads it again too, so nothing is missed.
 */
export function RoomRefresher({ events }: { events: string }) {
  const router = useRouter();
  useEffect(() => {
    const source = new EventSource(events);
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) router.refresh();
      opened = true;
    });
    source.addEventListener('state', () => router.refresh());
    return () => source.close();
  }, [events, router]);
  return null;
}
