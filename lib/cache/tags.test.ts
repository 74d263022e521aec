import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { handleBrowserCall } from '@/lib/platform/bff';
import { calls } from '@/lib/platform/calls';
import { seedDemoContent } from '@/lib/platform/demo/seed';
import { addStudent } from '@/test/fixtures';
import { embeddedTestBackend } from '@/test/embedded-backend';

import SharedCacheHandler from './shared-cache-handler.mjs';
import { commentsTagOf, CONTENT_CACHE_TAGS } from './tags';

/* The tags a browser call makes stale come from its definition, and only a success stales them. */

const t = embeddedTestBackend();
let session: { token: string; studentId: number };

beforeAll(async () => {
  await seedDemoContent(t.db);
  const { student, token } = await addStudent(t.db, 'tags@example.com');
  session = { token, studentId: student.id };
});

async function staled(path: string, body: unknown, method = 'POST'): Promise<string[]> {
  const tags: string[] = [];
  const request = new Request(`http://localhost/api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      host: 'localhost',
      origin: 'http://localhost',
    },
    body: JSON.stringify(body),
  });
  const response = await handleBrowserCall(
    request,
    path,
    async () => session,
    (tag) => tags.push(tag),
  );
  // Every case here names a call the BFF serves: none may fail for a reason of its own.
  expect([200, 404, 422]).toContain(response.status);
  return tags;
}

it('marks every cached comment list stale when a profile is edited', () => {
  // A profile shows on every list its author wrote in.
  expect(calls.editProfile.invalidates).toEqual([CONTENT_CACHE_TAGS.comments]);
});

it('stales only the list a removed comment was on, when the removal names it', async () => {
  const add = async (place: { videoId: number } | { subshortId: number }) => {
    const response = await handleBrowserCall(
      new Request(`http://localhost/api/${calls.saveComment.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          host: 'localhost',
          origin: 'http://localhost',
        },
        body: JSON.stringify({
          ...('videoId' in place ? { type: 'VIDEO' } : { type: 'SHORT' }),
          ...place,
          description: 'Soon gone',
        }),
      }),
      calls.saveComment.path,
      async () => session,
      () => undefined,
    );
    return ((await response.json()) as { data: { commentId: number } }).data.commentId;
  };
  const remove = (body: object) => staled(calls.removeComment.path, body, 'DELETE');

  const onLesson = await add({ videoId: 2 });
  expect(await remove({ commentId: onLesson, videoId: 2 })).toEqual([
    commentsTagOf({ videoId: 2 }),
  ]);
  const onCase = await add({ subshortId: 3 });
  expect(await remove({ commentId: onCase, subshortId: 3 })).toEqual([
    commentsTagOf({ caseId: 3 }),
  ]);
  // Named elsewhere, nothing is deleted and nothing staled; named nowhere, every list.
  const misplaced = await add({ videoId: 2 });
  expect(await remove({ commentId: misplaced, videoId: 3 })).toEqual([]);
  expect(await remove({ commentId: misplaced })).toEqual([CONTENT_CACHE_TAGS.comments]);
});

it('stales only that lesson’s comments after a comment on it, leaving another lesson fresh', async () => {
  const tags = await staled(calls.saveComment.path, {
    type: 'VIDEO',
    videoId: 1,
    description: 'A useful lesson',
  });
  expect(tags).toEqual([commentsTagOf({ videoId: 1 })]);
  expect(tags).not.toContain(commentsTagOf({ videoId: 2 }));
  expect(tags).not.toContain(CONTENT_CACHE_TAGS.comments);
});

it('leaves lesson B’s cached comments fresh in the data cache after a comment on lesson A', async () => {
  // Next's own file-system cache, as `next start` uses it without DATABASE_URL.
  const savedUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const dir = mkdtempSync(path.join(tmpdir(), 'frcr-tags-'));
  try {
    const cache = new SharedCacheHandler({
      serverDistDir: path.join(dir, 'server'),
      flushToDisk: false,
      maxMemoryCacheSize: 1024 * 1024,
      revalidatedTags: [],
    });
    const entryOf = (videoId: number) => ({
      key: `comments-${videoId}`,
      tags: [CONTENT_CACHE_TAGS.comments, commentsTagOf({ videoId })],
    });
    const lessons = [entryOf(1), entryOf(2)];
    for (const { key, tags } of lessons) {
      const body = JSON.stringify({ list: [], total: 0 });
      await cache.set(
        key,
        { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 60 },
        { fetchCache: true, tags, revalidate: 60 },
      );
    }
    const cached = async ({ key, tags }: (typeof lessons)[number]) =>
      (await cache.get(key, { kind: 'FETCH', tags, softTags: [], revalidate: 60 })) !== null;
    expect(await cached(lessons[0])).toBe(true);

    const tags = await staled(calls.saveComment.path, {
      type: 'VIDEO',
      videoId: 1,
      description: 'Worth watching twice',
    });
    await cache.revalidateTag(tags);
    expect(await cached(lessons[0])).toBe(false);
    expect(await cached(lessons[1])).toBe(true);
  } finally {
    if (savedUrl !== undefined) process.env.DATABASE_URL = savedUrl;
    rmSync(dir, { recursive: true, force: true });
  }
});

it('stales only that case’s comments after a comment on a case', async () => {
  const tags = await staled(calls.saveComment.path, {
    type: 'SHORT',
    subshortId: 1,
    description: 'A clear film',
  });
  expect(tags).toEqual([commentsTagOf({ caseId: 1 })]);
  expect(commentsTagOf({ caseId: 1 })).not.toEqual(commentsTagOf({ videoId: 1 }));
});

it('leaves the caches alone for reads, refusals and unknown paths', async () => {
  expect(await staled(calls.listComments.path, { videoId: 1 })).toEqual([]);
  expect(
    await staled(calls.saveComment.path, { type: 'VIDEO', videoId: 1, description: '' }),
  ).toEqual([]);
  expect(await staled('no/such/call', {})).toEqual([]);
});
