import { pathsFor, routes, signInOrigins, type SignInOrigin } from '@/lib/routes';
import { decodeSessionId } from '@/lib/live-sessions/texts';
import { vivaInviteHref, vivaRoomHref } from '@/lib/viva-rooms/links';

/**
 * Where students go around signing in. The screen that sent a student to Sign In
 * decides where they land after it. That origin travels in the URL (`/signin?from=video`), so it
 * survives a reload; only the registry's origins (lib/routes.ts) are honoured, so the parameter
 * cannot redirect off-site.
 */

/** Pages a signed-in student does not need: they show the home page instead. */
const AUTH_PAGES = pathsFor('auth');

/** Pages only a signed-in student may open; others are sent to Sign In. */
const STUDENT_PAGES = pathsFor('student');

const SIGN_IN_ORIGINS = signInOrigins;
export type { SignInOrigin };

const isOrigin = (value: string | null | undefined): value is SignInOrigin =>
  !!value && (SIGN_IN_ORIGINS as readonly string[]).includes(value);

function inSection(path: string, base: string) {
  return path === base || path.startsWith(`${base}/`);
}

export const isAuthPage = (path: string) => AUTH_PAGES.some((base) => inSection(path, base));
export const isStudentPage = (path: string) => STUDENT_PAGES.some((base) => inSection(path, base));

/** The console's pages, its own sign-in page included. */
export const isConsolePage = (path: string) => inSection(path, routes.console.path);

/** Origins whose page shows one item, named by `id` in the Sign In link. */
const ITEM_ORIGINS: readonly SignInOrigin[] = [
  'video',
  'session-details',
  'session-room',
  'subshortsdetails',
  'practice/viva',
];

/** A viva room's invitation as its link carries it (32 base64url characters, docs/viva-rooms.md). */
const VIVA_INVITE = /^[A-Za-z0-9_-]{32}$/;
const VIVA_ROOM_PATH = /^\/practice\/viva\/([1-9]\d{0,11})$/;
const SESSION_ROOM_PATH = /^\/session-room\/([^/]+)$/;

/**
 * The Sign In link for a screen that needs a signed-in student. `id` is the session id for
 * `session-details` (the destination carries it base64-encoded, as the session pages expect), the
 * lesson id for `video`, the case id for `subshortsdetails` and the room for `practice/viva`,
 * whose invitation rides along as `invite`.
 */
export function signInHref(from?: SignInOrigin, id?: string | number, invite?: string): string {
  if (!from) return routes.signIn.path;
  const query = new URLSearchParams({ from });
  if (ITEM_ORIGINS.includes(from) && id !== undefined) query.set('id', String(id));
  if (from === 'practice/viva' && invite && VIVA_INVITE.test(invite)) query.set('invite', invite);
  return `${routes.signIn.path}?${query}`;
}

/**
 * The Sign In link for a student page opened while signed out (used by middleware). A viva
 * room's address keeps its room and invitation, so an invited partner lands back on it.
 */
export function signInHrefForPath(path: string, query?: URLSearchParams): string {
  const room = VIVA_ROOM_PATH.exec(path);
  if (room) return signInHref('practice/viva', room[1], query?.get('invite') ?? undefined);
  // A live session's room, entered from a booking: back to it after signing in.
  const sessionRoom = SESSION_ROOM_PATH.exec(path);
  const sessionId = sessionRoom ? decodeSessionId(sessionRoom[1]!) : null;
  if (sessionId !== null) return signInHref('session-room', sessionId);
  const origin = path.split('/').filter(Boolean)[0];
  return signInHref(isOrigin(origin) ? origin : undefined);
}

function base64(text: string): string {
  return btoa(text);
}

/**
 * Where a successful sign-in leads: the origin's page (at once), or null for the default, which
 * is the home page after 2 seconds. Always a path of this site, built here from checked parts.
 */
export function afterSignInPath(
  from: string | null | undefined,
  id?: string | null,
  invite?: string | null,
): string | null {
  if (!isOrigin(from)) return null;
  switch (from) {
    case 'session-details':
      return id && /^\d+$/.test(id)
        ? `${routes.sessionDetails.path}/${base64(id)}`
        : routes.sessions.path;
    case 'session-room':
      return id && /^\d+$/.test(id)
        ? `${routes.sessionRoom.path}/${base64(id)}`
        : routes.sessions.path;
    case 'video':
      return id && /^\d+$/.test(id) ? `${routes.video.path}?v=${id}` : routes.video.path;
    case 'subshortsdetails':
      return id && /^\d+$/.test(id)
        ? `${routes.caseDetails.path}?case=${id}`
        : routes.caseDetails.path;
    // A viva room, with the invitation the partner brought, if any (docs/viva-rooms.md).
    case 'practice/viva':
      if (!id || !/^[1-9]\d{0,11}$/.test(id)) return routes.practice.path;
      return invite && VIVA_INVITE.test(invite)
        ? vivaInviteHref(Number(id), invite)
        : vivaRoomHref(Number(id));
    // A paper's address names it; its origin is the practice page, which links a running paper.
    case 'practice/paper':
      return routes.practice.path;
    // The plan arrives in navigation state, which a sign-in does not carry: choose it again.
    case 'subscriptionpayment':
      return routes.subscription.path;
    default:
      return `/${from}`;
  }
}

/**
 * The part of an address that says where to land after signing in (`from`, `id`, `invite`), kept
 * as a student goes between Sign In and Sign Up, so an invited partner who must create an account
 * first still lands on the invitation; empty unless it leads somewhere (`afterSignInPath`).
 */
export function signInReturnQuery(search: string): string {
  const query = new URLSearchParams(search);
  const from = query.get('from');
  if (!afterSignInPath(from, query.get('id'), query.get('invite'))) return '';
  const kept = new URLSearchParams({ from: from! });
  for (const key of ['id', 'invite']) {
    const value = query.get(key);
    if (value) kept.set(key, value);
  }
  return `?${kept}`;
}
