/**
 * The anti-capture guard's decisions, kept free of the DOM's globals so they can
 * be tested on plain objects.
 */

/** The part of a KeyboardEvent the guard looks at. */
export type KeyStroke = {
  key: string;
  code?: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
};

/** Outer and inner window sizes, as on `window`. */
export type WindowSizes = {
  outerWidth: number;
  innerWidth: number;
  outerHeight: number;
  innerHeight: number;
};

/** A docked developer-tools panel makes the window this much larger than its viewport. */
const INSPECTOR_GAP_PX = 160;
/** How often the window sizes are compared. */
export const SIZE_CHECK_MS = 1000;
/** How long the screen stays black before the restricted page loads. */
export const BLACKOUT_MS = 100;
export const RESTRICTED_PATH = '/restricted';

/**
 * The letter a stroke names. With modifiers held the physical key decides (on a Mac, Alt turns
 * "i" into "ˆ"); otherwise the character typed, which follows the keyboard layout.
 */
function letterOf(stroke: KeyStroke): string {
  const physical = /^Key([A-Z])$/.exec(stroke.code ?? '');
  if (physical && (stroke.ctrlKey || stroke.altKey || stroke.metaKey)) {
    return physical[1].toLowerCase();
  }
  return stroke.key.length === 1 ? stroke.key.toLowerCase() : '';
}

function isPrintScreen(stroke: KeyStroke): boolean {
  return stroke.key === 'PrintScreen' || stroke.code === 'PrintScreen';
}

/** Inputs, text areas, selects and editable content, where typing "g" is just typing. */
export function isEditableTarget(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as Element;
  if (element.closest('input, textarea, select')) return true;
  const editable = element.closest('[contenteditable]');
  return !!editable && editable.getAttribute('contenteditable') !== 'false';
}

/**
 * Whether a key stroke is one the guard answers: Print Screen (with or without Alt),
 * Ctrl+Shift+I, Ctrl+Shift+J, Ctrl+S, Meta+Alt+I, or "g" typed outside an editable field.
 */
export function isCaptureShortcut(stroke: KeyStroke, target?: EventTarget | null): boolean {
  if (isPrintScreen(stroke)) return true;
  const letter = letterOf(stroke);
  if (stroke.ctrlKey && stroke.shiftKey && (letter === 'i' || letter === 'j')) return true;
  if (stroke.ctrlKey && letter === 's') return true;
  if (stroke.metaKey && stroke.altKey && letter === 'i') return true;
  if (
    letter === 'g' &&
    !stroke.ctrlKey &&
    !stroke.altKey &&
    !stroke.metaKey &&
    !isEditableTarget(target)
  ) {
    return true;
  }
  return false;
}

/** The part of `navigator` that tells a phone or tablet from a desktop browser. */
export type BrowserIdentity = {
  userAgent: string;
  maxTouchPoints?: number;
  userAgentData?: { mobile?: boolean } | null;
};

const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** The guard runs on desktop browsers only. */
export function isMobileBrowser(identity: BrowserIdentity): boolean {
  if (identity.userAgentData?.mobile) return true;
  if (MOBILE_AGENT.test(identity.userAgent)) return true;
  // iPadOS asks for the desktop site with a Mac user agent; only its touch screen gives it away.
  return /Macintosh/.test(identity.userAgent) && (identity.maxTouchPoints ?? 0) > 1;
}

/** A window much larger than its viewport usually has developer tools docked inside it. */
export function looksInspected(sizes: WindowSizes, gap: number = INSPECTOR_GAP_PX): boolean {
  return sizes.outerWidth - sizes.innerWidth > gap || sizes.outerHeight - sizes.innerHeight > gap;
}
