'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

import {
  BLACKOUT_MS,
  isCaptureShortcut,
  isMobileBrowser,
  looksInspected,
  RESTRICTED_PATH,
  SIZE_CHECK_MS,
} from '@/components/guard/capture-keys';

/** Answers `{ enabled }` from the server's ANTI_CAPTURE switch, read per request. */
const ANTI_CAPTURE_CONFIG_PATH = '/api/anti-capture';

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace', 'table', 'dir'] as const;

function silenceConsole(): () => void {
  const saved = CONSOLE_METHODS.map((name) => [name, console[name]] as const);
  for (const name of CONSOLE_METHODS) console[name] = () => {};
  return () => {
    for (const [name, method] of saved) console[name] = method as never;
  };
}

function clearClipboard() {
  navigator.clipboard?.writeText('').catch(() => {});
}

/**
 * The anti-capture guard on desktop browsers: capture and developer-tools shortcuts, or
 * a window much larger than its viewport, black the screen out briefly and load /restricted.
 * Copying empties the clipboard and console output is silenced. Off on /restricted itself and
 * whenever the server's switch says so.
 */
export function AntiCaptureGuard() {
  const pathname = usePathname();
  const [enabled, setEnabled] = useState(false);
  const [blackout, setBlackout] = useState(false);

  useEffect(() => {
    if (isMobileBrowser(navigator as Navigator & { userAgentData?: { mobile?: boolean } })) return;
    let cancelled = false;
    fetch(ANTI_CAPTURE_CONFIG_PATH, { cache: 'no-store' })
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
    let tripped = false;
    const trip = () => {
      if (tripped) return;
      tripped = true;
      setBlackout(true);
      window.setTimeout(() => window.location.assign(RESTRICTED_PATH), BLACKOUT_MS);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCaptureShortcut(event, event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.key === 'PrintScreen') clearClipboard();
      trip();
    };
    // Windows reports Print Screen on key release only.
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== 'PrintScreen' && event.code !== 'PrintScreen') return;
      clearClipboard();
      trip();
    };
    const onCopy = (event: ClipboardEvent) => {
      event.preventDefault();
      event.clipboardData?.setData('text/plain', '');
    };
    const checkWindow = () => {
      if (looksInspected(window)) trip();
    };

    const restoreConsole = silenceConsole();
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('keyup', onKeyUp, true);
    document.addEventListener('copy', onCopy, true);
    checkWindow();
    const timer = window.setInterval(checkWindow, SIZE_CHECK_MS);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keyup', onKeyUp, true);
      document.removeEventListener('copy', onCopy, true);
      restoreConsole();
    };
  }, [active]);

  if (!blackout) return null;
  return <div aria-hidden="true" className="fixed inset-0 z-[2147483647] bg-black" />;
}
