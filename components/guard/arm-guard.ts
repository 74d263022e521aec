import {
  BLACKOUT_MS,
  dockedPanelBelow,
  pageHasKeyedTools,
  shortcutReason,
  SIZE_CHECK_MS,
  type GuardReason,
} from '@/components/guard/capture-keys';
import { RESTRICTED_PATH } from '@/components/guard/guard-switch';
import { registeredWarning } from '@/components/guard/guard-warning';

/*
 * The armed guard: loaded by the island (anti-capture-guard.tsx) only once the server's switch
 * says on, on a desktop browser, so no other visitor downloads it (docs/public-pages.md).
 */

/** Set on <html> while the guard is armed. */
export const ARMED_ATTRIBUTE = 'data-guard';

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
 * Capture and developer-tools shortcuts, or a panel docked below the page, call `blackOut` and
 * load /restricted a moment later; on a page that registered a warning instead (a running paper),
 * the warning is given and the page stays. Copying empties the clipboard and console output is
 * silenced. Returns the function that disarms it.
 */
export function armGuard(blackOut: () => void): () => void {
  let tripped = false;
  const trip = (reason: GuardReason) => {
    const warn = registeredWarning();
    if (warn) return warn(reason);
    if (tripped) return;
    tripped = true;
    blackOut();
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
  document.documentElement.setAttribute(ARMED_ATTRIBUTE, 'armed');
  return () => {
    document.documentElement.removeAttribute(ARMED_ATTRIBUTE);
    window.clearInterval(timer);
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('keyup', onKeyUp, true);
    document.removeEventListener('copy', onCopy, true);
    restoreConsole();
  };
}
