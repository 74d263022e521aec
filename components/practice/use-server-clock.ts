'use client';

import { useEffect, useMemo, useState } from 'react';

/**
 * The server's time, ticking each second: the offset between the server's clock (as it answered)
 * and the device's is taken once, so a device set wrong still counts down the paper's real end.
 */
export function useServerClock(serverNow: string) {
  const offset = useMemo(() => Date.parse(serverNow) - Date.now(), [serverNow]);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = window.setInterval(() => setNow(Date.now() + offset), 1000);
    return () => window.clearInterval(timer);
  }, [offset]);
  return { now, offset };
}
