/*
 * What the anti-capture guard's island needs before it knows whether to arm: the page it sends a
 * browser to and which browsers it runs on. The rest (capture-keys.ts, arm-guard.ts) loads only
 * once the server's switch says on, on a desktop browser (docs/public-pages.md).
 */

/** Where a tripped guard sends the browser; the guard is off there. */
export const RESTRICTED_PATH = '/restricted';

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
