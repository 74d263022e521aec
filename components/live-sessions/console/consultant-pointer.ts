import { consoleBffFor } from '@/lib/calls/browser-client';
import type { liveSessionCalls } from '@/lib/live-sessions/calls';
import { consoleLiveSessionEndpoints } from '@/lib/live-sessions/console-endpoints';

import type { Pointer } from '@/components/viva-rooms/shared-viewer';

const consoleBff = consoleBffFor<typeof liveSessionCalls>(consoleLiveSessionEndpoints);

/**
 * The consultant's clicks in session `sessionId`'s viewer, each one signal at /console/api where
 * the console's cookie reaches (counted as an operator's request).
 */
export const pointAsConsultant = (sessionId: number) => (point: Pointer) => {
  void consoleBff
    .consoleSessionSignal({ sessionId, kind: 'pointer', data: { ...point } })
    .catch(() => {});
};
