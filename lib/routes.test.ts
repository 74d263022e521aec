import { readdirSync } from 'node:fs';
import path from 'node:path';

import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';

import { policyKeys } from '@/lib/policies/calls';
import { policyPageMetadata } from '@/lib/policies/pages';
import {
  footerLinkGroups,
  navItems,
  policyRoute,
  routes,
  sitemapPages,
  signInOrigins,
  type RouteEntry,
} from '@/lib/routes';
import { privatePaths, publicPages } from '@/lib/seo/public-pages';
import { embeddedTestBackend } from '@/test/embedded-backend';

import robots from '@/app/robots';
import { sitemapEntries as sitemap } from '@/lib/platform/sitemap';

const appDir = path.join(process.cwd(), 'app');
const entries: RouteEntry[] = Object.values(routes);

/**
 * The URL route of every page file under app/: route groups `(site)` and parallel-route slots
 * `@x` add no segment, so app/(site)/page.tsx is '/' and app/(auth)/signin/page.tsx '/signin'.
 */
function pageRoutes(dir = appDir, segments: string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      if (entry.name.startsWith('_')) return [];
      const hidden = /^\(.+\)$/.test(entry.name) || entry.name.startsWith('@');
      return pageRoutes(path.join(dir, entry.name), hidden ? segments : [...segments, entry.name]);
    }
    return /^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name) ? [`/${segments.join('/')}`] : [];
  });
}

const builtRoutes = new Set(pageRoutes());
const pageRouteOf = (route: RouteEntry) => route.page ?? route.path;

/** Whether a page file answers the URL path, dynamic segments (`[id]`, `[...slug]`) included. */
function pageAnswers(pathname: string): boolean {
  const wanted = pathname.split('/').filter(Boolean);
  return [...builtRoutes].some((route) => {
    const pattern = route.split('/').filter(Boolean);
    for (const [index, segment] of pattern.entries()) {
      if (/^\[\[?\.\.\./.test(segment)) return segment.startsWith('[[') || index < wanted.length;
      if (index >= wanted.length) return false;
      if (!/^\[.+\]$/.test(segment) && segment !== wanted[index]) return false;
    }
    return pattern.length === wanted.length;
  });
}

describe('the route registry', () => {
  it('finds the pages app/ has today', () => {
    expect(builtRoutes).toContain('/');
    expect(builtRoutes).toContain('/signin');
    expect(builtRoutes).toContain('/profile');
    expect(builtRoutes).not.toContain('/api');
    expect(pageAnswers('/signin')).toBe(true);
    expect(pageAnswers('/video')).toBe(true);
    expect(pageAnswers('/signin/extra')).toBe(false);
  });

  it.each(entries.map((route) => [route.path, route] as const))(
    '%s has its page in app/',
    (_path, route) => {
      expect(builtRoutes.has(pageRouteOf(route))).toBe(true);
    },
  );

  it('lists every page app/ has', () => {
    const registered = new Set<string>(entries.map(pageRouteOf));
    expect([...builtRoutes].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('names each path once', () => {
    const paths = entries.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('menus', () => {
  it('lists the seven top navigation items in order', () => {
    expect(navItems.map((item) => [item.label, item.href])).toEqual([
      ['Home', '/'],
      ['About Us', '/aboutus'],
      ['Videos', '/video'],
      ['Subscription', '/subscription'],
      ['Shorts', '/shorts'],
      ['Practice', '/practice'],
      ['Sessions', '/session'],
    ]);
  });

  it('lists the footer quick links and important links', () => {
    expect(footerLinkGroups.map((group) => [group.title, group.links.map((l) => l.href)])).toEqual([
      ['Quick Links', ['/', '/aboutus', '/video', '/shorts', '/subscription', '/session']],
      [
        'Important Links',
        ['/privacypolicy', '/termsandconditions', '/cancellationandrefundpolicy', '/contactus'],
      ],
    ]);
  });
});

describe('middleware', () => {
  it('runs on every account, student and console page, on posts to any page, and on no public page a visitor opens', async () => {
    // Loading middleware.ts builds Auth.js; a secret keeps it from writing one under .data/.
    process.env.AUTH_SECRET ??= 'routes-test-secret';
    const { config } = await import('@/middleware');
    // Next's own reading of the matcher, with the request's headers.
    const runsOn = (path: string, headers: Record<string, string> = {}) =>
      unstable_doesMiddlewareMatch({ config, url: path, headers });
    for (const route of entries.filter((r) => r.access !== 'public')) {
      expect([route.path, runsOn(route.path)]).toEqual([route.path, true]);
      expect([route.path, runsOn(`${route.path}/more`)]).toEqual([route.path, true]);
    }
    for (const path of ['/console', '/console/signin', '/console/students', '/console/session/3'])
      expect([path, runsOn(path)]).toEqual([path, true]);
    for (const route of entries.filter((r) => r.access === 'public')) {
      // A visitor's GET of a public page is served without it (docs/performance.md).
      expect([route.path, runsOn(route.path)]).toEqual([route.path, false]);
      // A post to it, with a body or as a server action, is checked for its origin.
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      expect([route.path, runsOn(route.path, form)]).toEqual([route.path, true]);
      expect([route.path, runsOn(route.path, { 'next-action': 'x' })]).toEqual([route.path, true]);
    }
    // A list page spelled otherwise than its cached copy is sent to the canonical address.
    expect(runsOn('/shorts?page=01')).toBe(true);
    expect(runsOn('/shorts?page=1')).toBe(true);
    expect(runsOn('/shorts?page=2')).toBe(false);
    for (const path of [
      '/_next/static/x.js',
      '/api/student/getprofile',
      '/console/api/call',
      '/console/lesson-upload/3',
      '/console/case-dicom/3',
      '/sitemap.xml',
      '/icon.svg',
    ])
      expect([path, runsOn(path, { 'content-type': 'application/json' })]).toEqual([path, false]);
    // A server action posted anywhere is.
    expect(runsOn('/api/student/getprofile', { 'next-action': 'x' })).toBe(true);
  });

  it('decides which pages redirect from the registry', async () => {
    const { isAuthPage, isStudentPage } = await import('@/lib/accounts/redirects');
    for (const route of entries) {
      expect(isAuthPage(route.path)).toBe(route.access === 'auth');
      expect(isStudentPage(route.path)).toBe(route.access === 'student');
    }
  });

  it('accepts as sign-in origins only the registry pages that send students to Sign In', () => {
    expect([...signInOrigins].sort()).toEqual(
      [
        'paymentstatus',
        'practice',
        'practice/coverage',
        'practice/paper',
        'practice/viva',
        'profile',
        'session',
        'session-details',
        'session-room',
        'subscription',
        'subscriptionpayment',
        'subshortsdetails',
        'video',
      ].sort(),
    );
  });
});

describe('search engines', () => {
  // The sitemap's per-item providers read through the gateway: an empty database, not .data/.
  embeddedTestBackend();

  it('lists in the sitemap only pages that exist', async () => {
    const listed = (await sitemap()).map((entry) => new URL(entry.url).pathname);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((pathname) => !pageAnswers(pathname))).toEqual([]);
    expect(listed).toEqual(publicPages.map((page) => page.path));
  });

  it('lists the home, about, contact and policy pages, and no account or hidden pages', () => {
    const listed = sitemapPages().map((page) => page.path);
    expect(listed).toEqual(
      expect.arrayContaining([
        '/',
        '/aboutus',
        '/contactus',
        '/privacypolicy',
        '/termsandconditions',
        '/cancellationandrefundpolicy',
      ]),
    );
    const unlisted = entries.filter((route) => route.access !== 'public' || route.hidden);
    for (const route of unlisted) expect(listed).not.toContain(route.path);
  });

  it('keeps crawlers out of the API, student pages, the console, the guard page and the cached copies', () => {
    expect([...privatePaths].sort()).toEqual(
      [
        '/api/',
        '/console',
        '/get-started',
        '/paymentstatus',
        '/practice',
        '/profile',
        '/restricted',
        '/session-room',
        '/session/for-visitors',
        '/shorts/pages',
        '/subscriptionpayment',
        '/video/for-visitors',
      ].sort(),
    );
    expect(robots().rules).toEqual([{ userAgent: '*', allow: '/', disallow: [...privatePaths] }]);
  });
});

describe('policy pages', () => {
  it.each([...policyKeys])('%s is shown by a registry page at its content path', (key) => {
    const route = policyRoute(key);
    expect(policyPageMetadata[key].path).toBe(route.path);
  });
});
