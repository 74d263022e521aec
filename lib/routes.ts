import type { MetadataRoute } from 'next';

import type { PolicyKey } from '@/lib/calls/domain';

/**
 * Every page of the product, once. The menus, the middleware redirects, robots.txt and the
 * sitemap are derived from this table; a new page is one entry here (and, in menus, one key).
 */

type ChangeFrequency = NonNullable<MetadataRoute.Sitemap[number]['changeFrequency']>;

/**
 * Who a page is for:
 * - 'public': anyone;
 * - 'auth': the account screens; a signed-in student is shown the home page instead;
 * - 'student': signed-in students only; a visitor is sent to Sign In with the page as origin.
 * - 'operator': the console, for signed-in operators only (its own sign-in page included);
 *   never cached, never indexed.
 */
export type RouteAccess = 'public' | 'auth' | 'student' | 'operator';

export type RouteEntry = {
  /** The URL of the page, and the base of the section below it. */
  path: `/${string}`;
  /** The name menus show for the page. */
  label: string;
  access: RouteAccess;
  /** The page file's route when its URL carries parameters, e.g. '/session-details/[id]'. */
  page?: `/${string}`;
  /** How the sitemap lists the page (public pages only). */
  sitemap?: { changeFrequency: ChangeFrequency; priority: number };
  /** Crawlers are asked to stay away (robots.txt). Student pages always are. */
  hidden?: boolean;
  /**
   * A public page whose gated content sends a visitor to Sign In and expects them back;
   * student pages always do. The origin is the path's first segment (`/signin?from=video`).
   */
  returnAfterSignIn?: boolean;
  /** The stored policy text a policy page shows. */
  policyKey?: PolicyKey;
};

export const routes = {
  home: {
    path: '/',
    label: 'Home',
    access: 'public',
    sitemap: { changeFrequency: 'weekly', priority: 1 },
  },
  aboutUs: {
    path: '/aboutus',
    label: 'About Us',
    access: 'public',
    sitemap: { changeFrequency: 'monthly', priority: 0.8 },
  },
  video: {
    path: '/video',
    label: 'Videos',
    access: 'public',
    sitemap: { changeFrequency: 'weekly', priority: 0.9 },
    returnAfterSignIn: true,
  },
  caseCategories: {
    path: '/shorts',
    label: 'Shorts',
    access: 'public',
    sitemap: { changeFrequency: 'weekly', priority: 0.9 },
  },
  // One page per category and per case (`?short=`, `?case=`): the sitemap lists them through
  // the sitemap's providers (lib/platform/sitemap.ts), not as bare paths.
  cases: { path: '/subshorts', label: 'Shorts', access: 'public' },
  caseDetails: {
    path: '/subshortsdetails',
    label: 'Short',
    access: 'public',
    returnAfterSignIn: true,
  },
  sessions: {
    path: '/session',
    label: 'Sessions',
    access: 'public',
    sitemap: { changeFrequency: 'weekly', priority: 0.8 },
    returnAfterSignIn: true,
  },
  sessionDetails: {
    path: '/session-details',
    page: '/session-details/[id]',
    label: 'Session Details',
    access: 'public',
    returnAfterSignIn: true,
  },
  subscription: {
    path: '/subscription',
    label: 'Subscription',
    access: 'public',
    sitemap: { changeFrequency: 'monthly', priority: 0.7 },
    returnAfterSignIn: true,
  },
  contactUs: {
    path: '/contactus',
    label: 'Contact Us',
    access: 'public',
    sitemap: { changeFrequency: 'yearly', priority: 0.5 },
  },
  privacyPolicy: {
    path: '/privacypolicy',
    label: 'Privacy Policy',
    access: 'public',
    sitemap: { changeFrequency: 'yearly', priority: 0.3 },
    policyKey: 'privacypolicy',
  },
  termsAndConditions: {
    path: '/termsandconditions',
    label: 'Terms & Conditions',
    access: 'public',
    sitemap: { changeFrequency: 'yearly', priority: 0.3 },
    policyKey: 'termsAndCondition',
  },
  cancellationAndRefundPolicy: {
    path: '/cancellationandrefundpolicy',
    label: 'Cancellation & Refund Policy',
    access: 'public',
    sitemap: { changeFrequency: 'yearly', priority: 0.3 },
    policyKey: 'cancellationAndRefundPolicy',
  },
  restricted: {
    path: '/restricted',
    label: 'Access Restricted',
    access: 'public',
    hidden: true,
  },
  // The cached copies the list pages' addresses are rewritten to (lib/cache/cached-copies.ts):
  // reached through /shorts?page=N, /session and /video, never linked themselves.
  shortsPageCopy: {
    path: '/shorts/pages',
    page: '/shorts/pages/[page]',
    label: 'Shorts',
    access: 'public',
    hidden: true,
  },
  sessionsVisitorCopy: {
    path: '/session/for-visitors',
    page: '/session/for-visitors/[page]',
    label: 'Sessions',
    access: 'public',
    hidden: true,
  },
  videoVisitorCopy: {
    path: '/video/for-visitors',
    page: '/video/for-visitors/[v]',
    label: 'Videos',
    access: 'public',
    hidden: true,
  },
  // The site links here as its not-found destination; the page answers 404.
  notFound: { path: '/404', label: 'Page Not Found', access: 'public' },
  signIn: { path: '/signin', label: 'Sign In', access: 'auth' },
  signUp: { path: '/signup', label: 'Sign Up', access: 'auth' },
  forgotPassword: {
    path: '/forgot-password',
    label: 'Forgot Password',
    access: 'auth',
  },
  verifyOtp: { path: '/verify-otp', label: 'Verify OTP', access: 'auth' },
  resetPassword: { path: '/resetpassword', label: 'Reset Password', access: 'auth' },
  profile: { path: '/profile', label: 'Profile', access: 'student' },
  practice: { path: '/practice', label: 'Practice', access: 'student' },
  practicePaper: {
    path: '/practice/paper',
    page: '/practice/paper/[id]',
    label: 'Practice Paper',
    access: 'student',
  },
  subscriptionPayment: {
    path: '/subscriptionpayment',
    label: 'Payment',
    access: 'student',
  },
  paymentStatus: {
    path: '/paymentstatus',
    label: 'Payment Status',
    access: 'student',
  },
  practiceCoverage: { path: '/practice/coverage', label: 'Coverage', access: 'student' },
  sessionRoom: {
    path: '/session-room',
    page: '/session-room/[id]',
    label: 'Session room',
    access: 'student',
  },
  vivaRoom: {
    path: '/practice/viva',
    page: '/practice/viva/[id]',
    label: 'Viva room',
    access: 'student',
  },
  beforeYourExam: {
    path: '/before-your-exam',
    label: 'Before your exam',
    access: 'public',
    sitemap: { changeFrequency: 'monthly', priority: 0.6 },
  },
  console: { path: '/console', label: 'Console', access: 'operator' },
  consoleSignIn: { path: '/console/signin', label: 'Console Sign In', access: 'operator' },
  consoleFeedback: { path: '/console/feedback', label: 'Feedback', access: 'operator' },
  consoleComments: { path: '/console/comments', label: 'Comments', access: 'operator' },
  consoleSessions: { path: '/console/sessions', label: 'Live Sessions', access: 'operator' },
  consoleSession: {
    path: '/console/session',
    page: '/console/session/[id]',
    label: 'Live Session',
    access: 'operator',
  },
  consoleCases: { path: '/console/cases', label: 'Cases', access: 'operator' },
  consoleCaseCategory: {
    path: '/console/category',
    page: '/console/category/[id]',
    label: 'Case Category',
    access: 'operator',
  },
  consoleCase: {
    path: '/console/case',
    page: '/console/case/[id]',
    label: 'Case',
    access: 'operator',
  },
  consoleMessages: { path: '/console/messages', label: 'Messages', access: 'operator' },
  consolePurchases: { path: '/console/purchases', label: 'Purchases', access: 'operator' },
  consoleStudents: { path: '/console/students', label: 'Students', access: 'operator' },
  consoleStudent: {
    path: '/console/student',
    page: '/console/student/[id]',
    label: 'Student',
    access: 'operator',
  },
  consoleAudit: { path: '/console/audit', label: 'Audit Log', access: 'operator' },
  consoleOperators: { path: '/console/operators', label: 'Operators', access: 'operator' },
  /** Where an invited operator enrols, with the link's token; no session needed. */
  consoleEnrol: { path: '/console/enrol', label: 'Enrol', access: 'operator' },
  consolePlans: { path: '/console/plans', label: 'Plans', access: 'operator' },
  consolePlan: {
    path: '/console/plan',
    page: '/console/plan/[id]',
    label: 'Plan',
    access: 'operator',
  },
  consolePolicyPages: { path: '/console/pages', label: 'Pages', access: 'operator' },
  consolePolicyPage: {
    path: '/console/page',
    page: '/console/page/[key]',
    label: 'Page',
    access: 'operator',
  },
  consolePolicyPreview: {
    path: '/console/page-preview',
    page: '/console/page-preview/[key]',
    label: 'Page Preview',
    access: 'operator',
  },
  consoleTestimonials: { path: '/console/testimonials', label: 'Testimonials', access: 'operator' },
  consoleLessons: { path: '/console/lessons', label: 'Lessons', access: 'operator' },
  consoleLesson: {
    path: '/console/lesson',
    page: '/console/lesson/[id]',
    label: 'Lesson',
    access: 'operator',
  },
  consoleSessionPreview: {
    path: '/console/session-preview',
    page: '/console/session-preview/[id]',
    label: 'Live Session Preview',
    access: 'operator',
  },
  consoleCasePreview: {
    path: '/console/case-preview',
    page: '/console/case-preview/[id]',
    label: 'Case Preview',
    access: 'operator',
  },
  consoleLessonPreview: {
    path: '/console/lesson-preview',
    page: '/console/lesson-preview/[id]',
    label: 'Lesson Preview',
    access: 'operator',
  },
  consoleFailedMail: { path: '/console/mail', label: 'Failed Mail', access: 'operator' },
  consoleCaseAnalytics: {
    path: '/console/case-analytics',
    label: 'Case Analytics',
    access: 'operator',
  },
  consoleCohorts: { path: '/console/cohorts', label: 'Cohorts', access: 'operator' },
  consoleCohort: {
    path: '/console/cohort',
    page: '/console/cohort/[id]',
    label: 'Cohort',
    access: 'operator',
  },
  consoleLessonEngagement: {
    path: '/console/lesson-engagement',
    label: 'Lesson Engagement',
    access: 'operator',
  },
} as const satisfies Record<string, RouteEntry>;

type RouteName = keyof typeof routes;

/** Paths that are not pages (route handlers) and that crawlers have no reason to visit. */
const hiddenEndpoints = ['/api/', '/get-started'] as const;

const entries: readonly RouteEntry[] = Object.values(routes);

/** The registry's paths of one kind of page, in registry order. */
export function pathsFor(access: RouteAccess): string[] {
  return entries.filter((route) => route.access === access).map((route) => route.path);
}

export type NavItem = {
  label: string;
  href: string;
  /**
   * How the item decides it is active (see lib/navigation.ts):
   * - 'section' (default): the path equals href or lies below it (/video, /video/abc);
   * - 'prefix': the path merely starts with href (/session marks /session-details/… too).
   */
  match?: 'section' | 'prefix';
  /** Further paths whose sections also mark this item (the case category and case pages mark Shorts). */
  alsoActiveOn?: readonly string[];
};

type MenuEntry = {
  route: RouteName;
  match?: NavItem['match'];
  alsoActiveOn?: readonly RouteName[];
};

/** The top navigation, in the spec's order. */
const mainMenu: readonly MenuEntry[] = [
  { route: 'home' },
  { route: 'aboutUs' },
  { route: 'video' },
  { route: 'subscription', alsoActiveOn: ['subscriptionPayment'] },
  { route: 'caseCategories', alsoActiveOn: ['cases', 'caseDetails'] },
  { route: 'practice' },
  // Any path starting with /session marks Sessions, /session-details/… included.
  { route: 'sessions', match: 'prefix' },
];

/** The footer's link groups, in the spec's order. */
const footerMenus: readonly { title: string; routes: readonly RouteName[] }[] = [
  {
    title: 'Quick Links',
    routes: ['home', 'aboutUs', 'video', 'caseCategories', 'subscription', 'sessions'],
  },
  {
    title: 'Important Links',
    routes: ['privacyPolicy', 'termsAndConditions', 'cancellationAndRefundPolicy', 'contactUs'],
  },
];

type FooterLink = { label: string; href: string };
export type FooterLinkGroup = { title: string; links: readonly FooterLink[] };

const menuLink = (name: RouteName): FooterLink => ({
  label: routes[name].label,
  href: routes[name].path,
});

/** The top navigation items, with the rules that mark the active one. */
export const navItems: readonly NavItem[] = mainMenu.map(({ route, match, alsoActiveOn }) => ({
  ...menuLink(route),
  ...(match && { match }),
  ...(alsoActiveOn && { alsoActiveOn: alsoActiveOn.map((name) => routes[name].path) }),
}));

/** The footer's Quick Links and Important Links. */
export const footerLinkGroups: readonly FooterLinkGroup[] = footerMenus.map((group) => ({
  title: group.title,
  links: group.routes.map(menuLink),
}));

type Routes = typeof routes;
type ReturningRoute = {
  [K in RouteName]: Routes[K] extends { access: 'student' } | { returnAfterSignIn: true }
    ? K
    : never;
}[RouteName];
type FirstSegment<P extends string> = P extends `/${infer S}` ? S : never;

/** A screen that can send a student to Sign In and receive them back: `/signin?from=<origin>`. */
export type SignInOrigin = FirstSegment<Routes[ReturningRoute]['path']>;

/** The origins Sign In honours, so its `from` parameter cannot redirect anywhere else. */
export const signInOrigins: readonly SignInOrigin[] = entries
  .filter((route) => route.access === 'student' || route.returnAfterSignIn)
  .map((route) => route.path.slice(1) as SignInOrigin);

export type SitemapPage = {
  path: string;
  changeFrequency: ChangeFrequency;
  priority: number;
};

/** The pages the sitemap lists: public pages with a sitemap entry that exist today. */
export function sitemapPages(): SitemapPage[] {
  return entries.flatMap((route) =>
    route.sitemap && route.access === 'public' && !route.hidden
      ? [{ path: route.path, ...route.sitemap }]
      : [],
  );
}

/** Paths robots.txt asks crawlers to skip: the API, student-only pages and hidden pages. */
export function crawlerHiddenPaths(): string[] {
  const hidden = [
    ...hiddenEndpoints,
    ...entries
      .filter((route) => route.access === 'student' || route.access === 'operator' || route.hidden)
      .map((route) => route.path),
  ];
  // A path below another listed one is already covered (the console's pages, by /console).
  return hidden.filter(
    (path) => !hidden.some((other) => other !== path && path.startsWith(`${other}/`)),
  );
}

/** The route of the policy page that shows the stored text under `key`. */
export function policyRoute(key: PolicyKey): RouteEntry {
  const route = entries.find((entry) => entry.policyKey === key);
  if (!route) throw new Error(`No page shows the policy "${key}"`);
  return route;
}
