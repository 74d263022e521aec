'use client';

import { useEffect, useState } from 'react';

import type { LiveSession } from '@/lib/live-sessions/calls';

import { formatSlotIn } from './session-format';

type LocalTimeProps = Pick<LiveSession, 'date' | 'from' | 'to' | 'timeZone'>;

/**
 * The slot on the viewer's own clock, when their browser is in a zone that shows other times
 * than the UK (many candidates prepare from abroad). Rendered after hydration: the server does
 * not know the viewer's zone.
 */
export function LocalTime(session: LocalTimeProps) {
  const [local, setLocal] = useState<{ text: string; zone: string } | null>(null);
  const { date, from, to, timeZone } = session;

  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const text = formatSlotIn({ date, from, to, timeZone }, zone);
    setLocal(text ? { text, zone } : null);
  }, [date, from, to, timeZone]);

  if (!local) return null;
  return (
    <p className="text-sm text-slate-500" data-testid="session-local-time">
      Your time ({local.zone.replace(/_/g, ' ')}): {local.text}
    </p>
  );
}
