'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

import { isMobileBrowser, RESTRICTED_PATH } from '@/components/guard/guard-switch';

/**
 * Answers `{ enabled }` from the server's ANTI_CAPTURE switch; the browser keeps the answer for a
 * few minutes (its Cache-Control), so a visitor's next pages do not ask again.
 */
const ANTI_CAPTURE_CONFIG_PATH = '/api/anti-capture';

/**
 * The anti-capture guard on desktop browsers (arm-guard.ts): asks the server's switch, and only
 * when it says on loads and arms the guard, which blacks the screen out when tripped. Off on
 * /restricted itself, on phones and tablets, and whenever the switch says so.
 */
export function AntiCaptureGuard() {
  const pathname = usePathname();
  const [enabled, setEnabled] = useState(false);
  const [blackout, setBlackout] = useState(false);

  useEffect(() => {
    if (isMobileBrowser(navigator as Navigator & { userAgentData?: { mobile?: boolean } })) return;
    let cancelled = false;
    fetch(ANTI_CAPTURE_CONFIG_PATH)
      .then((response) => (response.ok ? response.json() : null))
      .then((config: { enabled?: unknown } | null) => {
        if (!cancelled && config?.enabled === true) setEnabled(true);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);

  const active = enabled && pathname !== RESTRICTED_PATH;

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let disarm: (() => void) | undefined;
    import('@/components/guard/arm-guard')
      .then(({ armGuard }) => {
        if (!cancelled) disarm = armGuard(() => setBlackout(true));
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      disarm?.();
    };
  }, [active]);

  if (!blackout) return null;
  return <div aria-hidden="true" className="fixed inset-0 z-[2147483647] bg-black" />;
}
