/**
 * Cross-site request refusal for state-changing requests (CSRF). A browser always names the page
 * that sent a POST in `Origin`; without it, `Sec-Fetch-Site` says whether the request came from
 * another site. Clients that send neither are not browsers and carry no student's cookie.
 */

/** Methods that change nothing and so need no origin check. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Requests from other sites are not allowed';

function configuredOrigin(): string | null {
  const raw = process.env.SITE_URL?.trim();
  if (!raw) return null;
  try {
    return new URL(raw).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request may change state: true for safe methods, for requests whose Origin is this
 * site (the configured SITE_URL or the host the request was sent to), and for requests without
 * Origin that a browser did not mark as cross-site.
 */
export function isSameSiteRequest(method: string, headers: Headers): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const origin = headers.get('origin');
  if (origin !== null) {
    // Sandboxed frames, data: URLs and some redirects send the literal "null".
    if (origin === 'null') return false;
    let sender: URL;
    try {
      sender = new URL(origin);
    } catch {
      return false;
    }
    if (sender.origin === configuredOrigin()) return true;
    // The browser sets Host itself, so a page on another site cannot make it match its Origin.
    const host = headers.get('host');
    return !!host && sender.host === host;
  }
  const fetchSite = headers.get('sec-fetch-site');
  return fetchSite !== 'cross-site' && fetchSite !== 'same-site';
}
