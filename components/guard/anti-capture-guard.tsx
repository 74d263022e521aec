'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

import {
  BLACKOUT_MS,
  dockedPanelBelow,
  isMobileBrowser,
  pageHasKeyedTools,
  RESTRICTED_PATH,
  shortcutReason,
  SIZE_CHECK_MS,
  type GuardReason,
} from '@/components/guard/capture-keys';
import { registeredWarning } from '@/components/guard/guard-warning';

/**
 * Answers `{ enabled }` from the server's ANTI_CAPTURE switch; the browser keeps the answer for a
 * few minutes (its Cache-Control), so a visitor's next pages do not ask again.
 */
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
 * The anti-capture guard on desktop browsers: capture and developer-tools shortcuts, or a panel
 * docked below the page, black the screen out briefly and load /restricted; on a page that
 * registered a warning instead (a running paper), the warning is given and the page stays.
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
    let tripped = false;
    const trip = (reason: GuardReason) => {
      const warn = registeredWarning();
      if (warn) return warn(reason);
      if (tripped) return;
      tripped = true;
      setBlackout(true);
      window.setTimeout(() => window.location.assign(RESTRICTED_PATH), BLACKOUT_MS);
    };

    let printScreenDown = false;
    const onKeyDown = (event: KeyboardEvent) => {
      const reason = shortcutReason(event, event.target, {
        // A running paper's viewer takes single keys (the exam's s, p, z, r, e) from the start.
        keyedTools: pageHasKeyedTools(document) || registeredWarning() !== null,
      });
      if (!reason) return;
      event.preventDefault();
      event.stopPropagation();
      if (reason === 'screenshot') {
        clearClipboard();
        printScreenDown = true;
      }
      // A key held down repeats: one press, one answer.
      if (!event.repeat) trip(reason);
    };
    // Windows reports Print Screen on key release only; elsewhere its press was answered already.
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== 'PrintScreen' && event.code !== 'PrintScreen') return;
      clearClipboard();
      if (printScreenDown) printScreenDown = false;
      else trip('screenshot');
    };
    const onCopy = (event: ClipboardEvent) => {
      event.preventDefault();
      event.clipboardData?.setData('text/plain', '');
    };
    // A docked panel is answered when it appears, not again every second while it stays.
    let docked = false;
    const checkWindow = () => {
      const now = dockedPanelBelow(window);
      if (now && !docked) trip('docked-panel');
      docked = now;
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
