import { cases } from '@/lib/db/schema';
import { seedDemoContent } from '@/lib/platform/demo/seed';
import { handleBrowserCall } from '@/lib/platform/bff';
import { addStudent } from '@/test/fixtures';
import { embeddedTestBackend } from '@/test/embedded-backend';

import { endpoints, type Calls } from '@/lib/platform/calls';

import { bffFor } from './browser-client';

const bff = bffFor<Calls>(endpoints);

jest.mock('../browser/navigate', () => ({ loadPage: jest.fn() }));
const { loadPage } = jest.requireMock('../browser/navigate') as { loadPage: jest.Mock };

/*
 * The typed client against the real BFF route handler and a real backend: the browser's fetch
 * is the only thing replaced, by one that hands the request to the handler as the browser
 * would send it (same origin, the sign-in from the cookie).
 */

const SITE = 'http://localhost:3000';
const t = embeddedTestBackend();
let signIn: { token: string; studentId: number } | null;
const sent: { method: string; url: string; contentType: string | null }[] = [];

beforeAll(async () => {
  await seedDemoContent(t.db);
  const { student, token } = await addStudent(t.db, 'client@example.com');
  signIn = { token, studentId: student.id };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), SITE);
    const headers = new Headers(init.headers);
    headers.set('host', 'localhost:3000');
    if (init.method !== 'GET') headers.set('origin', SITE);
    const request = new Request(url, { ...init, headers, duplex: 'half' } as RequestInit);
    sent.push({
      method: request.method,
      url: url.pathname + url.search,
      contentType: request.headers.get('content-type'),
    });
    return handleBrowserCall(request, url.pathname.replace(/^\/api\//, ''), async () => signIn);
  }) as typeof fetch;
});
beforeEach(() => {
  sent.length = 0;
  loadPage.mockClear();
});

it('sends the GET calls as GET with the input in the query', async () => {
  const answer = await bff.homeTestimonials({});
  expect(answer.status).toBe(200);
  expect(Array.isArray(answer.data)).toBe(true);
  expect(sent).toEqual([{ method: 'GET', url: '/api/dash/feedback/dashfeed', contentType: null }]);
  const teaser = await bff.videoTeaser({});
  expect(teaser.status).toBe(200);
  expect(sent[1].method).toBe('GET');
});

it('saves a comment as JSON and removes it with DELETE', async () => {
  const [found] = await t.db.select().from(cases).limit(1);
  const saved = await bff.saveComment({
    type: 'SHORT',
    subshortId: found.id,
    description: 'Look at the left hilum first.',
  });
  expect(saved.status).toBe(200);
  expect(sent[0]).toMatchObject({ method: 'POST', contentType: 'application/json' });
  const commentId = saved.data!.commentId;

  const removed = await bff.removeComment({ commentId });
  expect(removed.status).toBe(200);
  expect(sent[1]).toEqual({
    method: 'DELETE',
    url: '/api/student/comment/remove',
    contentType: 'application/json',
  });
  const listed = await bff.listComments({ subshortId: found.id, limit: 5, offset: 0 });
  expect(listed.data?.list.map((c) => c.commentId)).not.toContain(commentId);
});

it('sends a multipart call as form data built from the input, files included', async () => {
  const photo = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
  const answer = await bff.editProfile({
    fullName: 'Client Test',
    email: 'client@example.com',
    mobileNumber: '',
    countryCode: '44',
    profile: photo,
  });
  expect(sent[0].method).toBe('POST');
  expect(sent[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
  // Three bytes are no image: the backend reads the upload and refuses it by its content.
  expect(answer.status).toBe(422);
  expect(answer.message).toBeTruthy();
});

it('answers a refusal with its status and message, and success with data', async () => {
  const refused = await bff.changePassword({
    oldPassword: 'wrong-password-1',
    newPassword: 'Radiology2',
    confirmPassword: 'Radiology2',
  });
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect(refused.status).toBeLessThan(500);
  expect(refused.message).toBeTruthy();
  expect(refused.data).toBeNull();
});

it('ends the sign-in silently on 403: the promise never settles and the page reloads', async () => {
  const { student, token } = await addStudent(t.db, 'revoked@example.com');
  signIn = { token: `${token}-revoked`, studentId: student.id };
  const settled = jest.fn();
  void bff.getProfile({}).then(settled, settled);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(settled).not.toHaveBeenCalled();
  expect(loadPage).toHaveBeenCalled();
});
