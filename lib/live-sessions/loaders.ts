import 'server-only';

import type { MetadataRoute } from 'next';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';

import type { DataOf } from '@/lib/calls/define-call';
import { ApiError, gatewayFor } from '@/lib/calls/api';
import { type LiveSession } from '@/lib/live-sessions/calls';
import { SESSIONS_PAGE, sessionsOffset, sessionsPageCount } from '@/lib/live-sessions/texts';
import { optionalStudent, requireStudent, type SessionApi } from '@/lib/accounts/request-context';
import { site } from '@/lib/site';
import { CONTENT_CACHE_TAGS } from '@/lib/cache/tags';

import { sessionDetailsHref } from './links';
import { liveSessionCalls } from './calls';

const api = gatewayFor(liveSessionCalls);

/*
 * What the session pages show, read through the request's gateway: a signed-in student gets
 * student/session/list (their subscription and isJoined per session), a visitor session/list.
 * A student's pages depend on who asks and are rendered per request; a visitor's are cached
 * copies (lib/cache/cached-copies.ts).
 */

/** The largest page session/list answers; the lists are walked with it. */
const LIST_MAX = 50;

export type SessionsPage = {
  list: LiveSession[];
  total: number;
  page: number;
  pages: number;
  signedIn: boolean;
  /** The list could not be read; the page shows the empty state with Refresh. */
  failed: boolean;
};

/** One page of the sessions list (`page` from 1), as the request's student sees it. */
export async function loadSessionsPage(page: number): Promise<SessionsPage> {
  const { student, api: session } = await optionalStudent(liveSessionCalls);
  return readSessionsPage(page, student ? session.listStudentSessions : session.listSessions, {
    signedIn: !!student,
  });
}

/**
 * The visitor's list as the API answers it, cached under the sessions' tag: a session an operator
 * moves or cancels leaves the cached copies at once (the copies also age out with the clock).
 */
const visitorSessionList = unstable_cache(
  (input: { limit: number; offset: number }) => api.listSessions(input),
  ['visitor-session-list'],
  { revalidate: 60, tags: [CONTENT_CACHE_TAGS.sessions] },
);

/** One page as a visitor sees it, without reading the request: for the cached copies. */
export async function loadVisitorSessionsPage(page: number): Promise<SessionsPage> {
  return readSessionsPage(page, visitorSessionList, { signedIn: false });
}

async function readSessionsPage(
  page: number,
  list: SessionApi<typeof liveSessionCalls>['listSessions'],
  { signedIn }: { signedIn: boolean },
): Promise<SessionsPage> {
  try {
    const { data } = await list({ limit: SESSIONS_PAGE, offset: sessionsOffset(page) });
    return {
      list: data.lists,
      total: data.total,
      page,
      pages: sessionsPageCount(data.total),
      signedIn,
      failed: false,
    };
  } catch (error) {
    console.error('The sessions could not be listed', error);
    return { list: [], total: 0, page, pages: 1, signedIn, failed: true };
  }
}

export type SessionDetails =
  | { status: 'found'; session: LiveSession; signedIn: boolean }
  /** "Session not found" */
  | { status: 'missing' }
  /** The API refused: "Failed to fetch session details" */
  | { status: 'failed' }
  /** The call broke: "Error fetching session details" */
  | { status: 'error' };

/** Looks a session up in the lists, for an API without session/details (404/501). */
async function findInList(
  list: (offset: number) => Promise<{ lists: LiveSession[]; total: number }>,
  sessionId: number,
): Promise<LiveSession | null> {
  for (let offset = 0; ; offset += LIST_MAX) {
    const data = await list(offset);
    const found = data.lists.find((s) => s.sessionId === sessionId);
    if (found) return found;
    if (offset + data.lists.length >= data.total || data.lists.length === 0) return null;
  }
}

/**
 * One session with the request's student's flags. Cached per request so the page and its
 * metadata share one call.
 */
export const loadSessionDetails = cache(async (sessionId: number): Promise<SessionDetails> => {
  const { student, api: session } = await optionalStudent(liveSessionCalls);
  try {
    const { data } = await session.sessionDetails({ sessionId });
    return { status: 'found', session: data, signedIn: !!student };
  } catch (error) {
    if (!(error instanceof ApiError)) {
      console.error('The session could not be read', error);
      return { status: 'error' };
    }
    if (error.code === 'live_session_not_found') return { status: 'missing' };
    if (error.status !== 404 && error.status !== 501) return { status: 'failed' };
  }
  try {
    const list = async (offset: number) =>
      (student
        ? await session.listStudentSessions({ limit: LIST_MAX, offset })
        : await session.listSessions({ limit: LIST_MAX, offset })
      ).data;
    const found = await findInList(list, sessionId);
    return found ? { status: 'found', session: found, signedIn: !!student } : { status: 'missing' };
  } catch (error) {
    console.error('The session could not be found in the list', error);
    return { status: error instanceof ApiError ? 'failed' : 'error' };
  }
});

type SitemapSession = DataOf<typeof liveSessionCalls.sessionSitemap>['lists'][number];

/** Every session's sitemap data: session/sitemap, or the upcoming ones of session/list without it. */
async function readSessionSitemap(): Promise<SitemapSession[]> {
  try {
    return (await api.sessionSitemap({})).data.lists;
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 501)) throw error;
  }
  const lists: SitemapSession[] = [];
  for (let offset = 0; ; offset += LIST_MAX) {
    const { data } = await api.listSessions({ limit: LIST_MAX, offset });
    lists.push(...data.lists.map((s) => ({ ...s, upcoming: true })));
    if (offset + data.lists.length >= data.total || data.lists.length === 0) return lists;
  }
}

/**
 * The sitemap's session pages, read in one call: every session, those that have ended at a lower
 * priority. A failure is logged and lists none, so the rest of the sitemap is still served.
 */
export async function sessionsSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  try {
    return (await readSessionSitemap()).map((session) => ({
      url: new URL(sessionDetailsHref(session.sessionId), site.url).toString(),
      changeFrequency: session.upcoming ? 'weekly' : 'yearly',
      priority: session.upcoming ? 0.6 : 0.3,
      ...(session.thumbnail && { images: [new URL(session.thumbnail, site.url).toString()] }),
    }));
  } catch (error) {
    console.error('The sessions could not be listed for the sitemap', error);
    return [];
  }
}

type SessionRoomAnswer =
  | { kind: 'open'; room: DataOf<typeof liveSessionCalls.sessionRoom> }
  | { kind: 'missing' }
  /** Not booked, not open yet, or closed: the server's words, shown on the page. */
  | { kind: 'refused'; message: string };

/** A live session's room as the signed-in student may see it (docs/live-sessions.md). */
export async function loadSessionRoom(sessionId: number): Promise<SessionRoomAnswer> {
  const { api: session } = await requireStudent(undefined, liveSessionCalls);
  try {
    return { kind: 'open', room: (await session.sessionRoom({ sessionId })).data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'live_session_not_found') return { kind: 'missing' };
    if (error.status === 404 || error.status === 409) {
      return { kind: 'refused', message: error.message };
    }
    throw error;
  }
}
