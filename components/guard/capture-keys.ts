/**
 * The anti-capture guard's decisions, kept free of the DOM's globals so they can
 * be tested on plain objects.
 */

import type { GuardReason } from '@/lib/anti-capture';

export type { GuardReason };

/** The part of a KeyboardEvent the guard looks at. */
export type KeyStroke = {
  key: string;
  code?: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
};

/** Outer and inner window sizes and the pixel ratio, as on `window`. */
export type WindowSizes = {
  outerWidth: number;
  innerWidth: number;
  outerHeight: number;
  innerHeight: number;
  devicePixelRatio?: number;
};

/** A docked developer-tools panel makes the window this much larger than its viewport. */
const INSPECTOR_GAP_PX = 160;
/** How often the window sizes are compared. */
export const SIZE_CHECK_MS = 1000;
/** How long the screen stays black before the restricted page loads. */
export const BLACKOUT_MS = 100;

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
 * Tools that answer keys of their own: a widget that takes the keys (`role="application"`, where
 * screen readers pass every key through) or one that names its shortcuts (`aria-keyshortcuts`).
 */
const KEYED_TOOLS = '[role="application"], [aria-keyshortcuts]';

/** Whether the page shows tools that answer single keys, such as the case viewer. */
export function pageHasKeyedTools(root: ParentNode | null | undefined): boolean {
  return !!root?.querySelector(KEYED_TOOLS);
}

/**
 * Which shortcut a key stroke is, when the guard answers it: Print Screen (with or without Alt),
 * Ctrl+Shift+I, Ctrl+Shift+J, Ctrl+S, Meta+Alt+I, or "g" typed outside an editable field on a
 * page whose own tools do not use keys (docs/public-pages.md); otherwise null.
 */
export function shortcutReason(
  stroke: KeyStroke,
  target?: EventTarget | null,
  { keyedTools = false }: { keyedTools?: boolean } = {},
): GuardReason | null {
  if (isPrintScreen(stroke)) return 'screenshot';
  const letter = letterOf(stroke);
  if (stroke.ctrlKey && stroke.shiftKey && (letter === 'i' || letter === 'j')) {
    return 'developer-tools';
  }
  if (stroke.ctrlKey && letter === 's') return 'save';
  if (stroke.metaKey && stroke.altKey && letter === 'i') return 'developer-tools';
  if (
    letter === 'g' &&
    !stroke.ctrlKey &&
    !stroke.altKey &&
    !stroke.metaKey &&
    !keyedTools &&
    !isEditableTarget(target)
  ) {
    return 'letter';
  }
  return null;
}

/**
 * Whether a panel taller than `gap` is docked below the page, as developer tools docked at the
 * bottom are (docs/public-pages.md, "Anti-capture guard").
 *
 * Chromium and Safari give the window's size in screen pixels and the viewport's in CSS pixels,
 * which browser zoom makes larger: at 200 % a 1280-pixel window holds a 640-pixel viewport. Zoom
 * shrinks both of the viewport's sides alike, so the width says how far the page is zoomed at
 * most (a side panel takes width away, never adds it), and the height left over at that zoom is
 * what the browser's own bars and anything docked below the page take up. A panel docked beside
 * the page (bookmarks, reading list, developer tools docked to the side) cannot be told from
 * zoom by its size, so width alone never trips the guard. A browser that gives both sizes in CSS
 * pixels (Firefox) shows its bars larger when the page is zoomed out; a pixel ratio below 1 (no
 * screen has one) says by how much.
 */
export function dockedPanelBelow(sizes: WindowSizes, gap: number = INSPECTOR_GAP_PX): boolean {
  const { outerWidth, innerWidth, outerHeight, innerHeight } = sizes;
  if (!(outerWidth > 0 && innerWidth > 0 && outerHeight > 0 && innerHeight > 0)) return false;
  const mostZoom = outerWidth / innerWidth;
  const zoomedOut = Math.min(1, sizes.devicePixelRatio || 1);
  return (outerHeight - innerHeight * mostZoom) * zoomedOut > gap;
}
