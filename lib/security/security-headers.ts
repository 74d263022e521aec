/**
 * Response headers for every page and API answer. The Content-Security-Policy needs neither
 * nonces nor hashes, so prerendered pages stay prerendered: a nonce would make every page render
 * per request, and hashes of Next's inline bootstrap scripts change with every build and page.
 * The trade-off: scripts may run inline ('unsafe-inline'), so the policy's strength lies in where
 * scripts, frames and connections may come from (this site and the named payment and video
 * hosts only), in object-src 'none', base-uri and form-action 'self', and in frame-ancestors
 * 'none'. React escapes what it renders and server-supplied HTML is sanitised before rendering.
 */

/** What PayPal's and Razorpay's checkouts and the video hosts need, and nothing more. */
const THIRD_PARTY = {
  scripts: ['https://www.paypal.com', 'https://*.paypal.com', 'https://checkout.razorpay.com'],
  frames: [
    'https://www.paypal.com',
    'https://*.paypal.com',
    'https://api.razorpay.com',
    'https://checkout.razorpay.com',
    'https://www.youtube.com',
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
  ],
  connections: [
    'https://*.paypal.com',
    'https://api.razorpay.com',
    'https://lumberjack.razorpay.com',
    'https://noembed.com',
  ],
  images: [
    'https://*.paypal.com',
    'https://*.paypalobjects.com',
    'https://i.ytimg.com',
    'https://i.vimeocdn.com',
    'https://*.razorpay.com',
  ],
  media: ['https:'],
} as const;

export type SecurityHeaderOptions = {
  /** Development needs eval for React's refresh runtime. */
  development: boolean;
  /** Served over https: HSTS and upgrading stray http subresources. */
  https: boolean;
  /**
   * Where the console sends lesson files' parts besides this site: the S3 bucket's origin when
   * S3 is configured at build time (docs/storage.md).
   */
  uploadOrigins?: readonly string[];
};

export function contentSecurityPolicy({
  development,
  https,
  uploadOrigins = [],
}: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(development ? ["'unsafe-eval'"] : []),
      ...THIRD_PARTY.scripts,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...THIRD_PARTY.images],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:', ...THIRD_PARTY.media],
    'connect-src': [
      "'self'",
      ...(development ? ['ws:'] : []),
      ...THIRD_PARTY.connections,
      ...uploadOrigins,
    ],
    'frame-src': ["'self'", ...THIRD_PARTY.frames],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** Every header, as next.config.ts `headers()` takes them. */
export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      // The microphone for our own pages only: the oral station's recorder and a viva room's voice.
      value:
        'camera=(), microphone=(self), geolocation=(), payment=(self "https://www.paypal.com")',
    },
    ...(options.https && !options.development
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ];
}

/**
 * What a stored file or a lesson file may do when opened on its own: nothing. An uploaded photo
 * is re-encoded, but a browser told to render it as a document still must not run anything.
 */
export const FILE_POLICY = "default-src 'none'; sandbox";

/**
 * Every route that serves stored files (uploaded photos, lesson files, practice recordings, a
 * practice paper's images), and the rooms' event streams, bytes that are never a page either:
 * each gets FILE_POLICY in place of the pages' policy. A route whose answer is a streamed call's
 * bytes belongs here; next-config.test.ts checks every route handler under app/ against this list.
 */
const FILE_ROUTES = [
  '/api/files/:path*',
  '/api/media/:path*',
  '/api/practice/recording',
  '/api/practice/paper/:path*',
  '/api/viva/room/:path*',
  '/api/session-room-image/:path*',
  '/console/session-room-image/:path*',
  '/api/viva/events/:path*',
  '/api/session-room/events/:path*',
  '/console/session/:id/room-events',
  '/api/lessons/:path*',
];

type Header = { key: string; value: string };

const ANY_BELOW = '/:path*';

/** The part of the pages' source that leaves a file route out: its path after the first "/". */
function excluded(source: string): string {
  const below = source.endsWith(ANY_BELOW);
  const path = (below ? source.slice(0, -ANY_BELOW.length) : source)
    .slice(1)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    // A named segment (":id") is any one segment.
    .replace(/:\w+/g, '[^/]+');
  return below ? `${path}(?:/|$)` : `${path}$`;
}

/**
 * next.config's header routes: the pages' headers everywhere but the file routes, which get the
 * same headers with FILE_POLICY as their Content-Security-Policy. A header set in next.config
 * replaces the one a route handler sets, so the split has to be made here.
 */
export function securityHeaderRoutes(headers: Header[]) {
  const fileHeaders = headers.map((header) =>
    header.key.toLowerCase() === 'content-security-policy'
      ? { key: header.key, value: FILE_POLICY }
      : header,
  );
  return [
    { source: `/((?!${FILE_ROUTES.map(excluded).join('|')}).*)`, headers },
    ...FILE_ROUTES.map((source) => ({ source, headers: fileHeaders })),
    // The console is nobody's search result (its pages are rendered per request, never cached).
    { source: '/console/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
  ];
}
