import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';

import { createEmbeddedTransport, createHttpTransport, installTransport } from '@/lib/calls/api';
import type { StudentSignIn } from '@/lib/calls/api';
import { createApiServer } from '@/lib/calls/http-api-server';
import { addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';
import { addLessons, addSubscription } from '@/test/video-fixtures';

import { GET, HEAD } from './route';

let signIn: StudentSignIn | null = null;
jest.mock('@/lib/accounts/student-sign-in', () => ({
  getStudentSignIn: async () => signIn,
}));

// A committed demo lesson: the route streams the real file from media/lessons/.
const SLUG = 'chest-radiograph-left-upper-lobe-collapse';
const MEDIA = `${SLUG}.webm`;
const CAPTIONS = `${SLUG}.vtt`;
const bytes = readFileSync(path.join(process.cwd(), 'media', 'lessons', MEDIA));

let t: TestBackend;
let server: Server;
let subscriber: StudentSignIn;
let unsubscribed: StudentSignIn;

beforeAll(async () => {
  t = await createTestBackend();
  await addLessons(t.db, 1, () => ({ slug: SLUG, path: MEDIA, captions: CAPTIONS }));
  await addLessons(t.db, 1, () => ({ publishedAt: null }), 'draft');
  const a = await addStudent(t.db, 'subscriber@example.com');
  const b = await addStudent(t.db, 'unsubscribed@example.com');
  await addSubscription(t.db, a.student.id);
  subscriber = { studentId: a.student.id, token: a.token };
  unsubscribed = { studentId: b.student.id, token: b.token };
  server = createApiServer(t.backend, { appToken: 'static-app-token' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  installTransport(undefined);
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

function get(name: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  const request = new Request(`http://localhost/api/media/${encodeURIComponent(name)}`, {
    method,
    headers,
  });
  const context = { params: Promise.resolve({ name }) };
  return method === 'GET' ? GET(request, context) : HEAD(request, context);
}

const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe.each([
  ['embedded', () => createEmbeddedTransport(async () => t.backend)],
  [
    'http',
    () =>
      createHttpTransport({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        appToken: 'static-app-token',
      }),
  ],
])('through the %s transport', (_name, transport) => {
  beforeAll(() => installTransport(transport()));
  afterEach(() => {
    signIn = null;
  });

  describe('a subscribed student', () => {
    beforeEach(() => {
      signIn = subscriber;
    });

    it('gets 206 with exactly the bytes a range asks for', async () => {
      const response = await get(MEDIA, { range: 'bytes=100-1099' });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-type')).toBe('video/webm');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('content-range')).toBe(`bytes 100-1099/${bytes.length}`);
      expect(response.headers.get('content-length')).toBe('1000');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect((await body(response)).equals(bytes.subarray(100, 1100))).toBe(true);
    });

    it('gets the rest of the file from an offset, and the last bytes of it', async () => {
      const rest = await get(MEDIA, { range: `bytes=${bytes.length - 300}-` });
      expect(rest.status).toBe(206);
      expect((await body(rest)).equals(bytes.subarray(bytes.length - 300))).toBe(true);

      const tail = await get(MEDIA, { range: 'bytes=-64' });
      expect(tail.headers.get('content-range')).toBe(
        `bytes ${bytes.length - 64}-${bytes.length - 1}/${bytes.length}`,
      );
      expect((await body(tail)).equals(bytes.subarray(bytes.length - 64))).toBe(true);
    });

    it('gets the whole file with 200 without a range, or when the file changed (If-Range)', async () => {
      const whole = await get(MEDIA);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-length')).toBe(String(bytes.length));
      expect((await body(whole)).equals(bytes)).toBe(true);

      const stale = await get(MEDIA, { range: 'bytes=0-9', 'if-range': '"an-old-etag"' });
      expect(stale.status).toBe(200);
      expect((await body(stale)).length).toBe(bytes.length);

      const current = await get(MEDIA, {
        range: 'bytes=0-9',
        'if-range': whole.headers.get('etag')!,
      });
      expect(current.status).toBe(206);
    });

    it('gets 416 for a range past the end', async () => {
      const response = await get(MEDIA, { range: `bytes=${bytes.length}-` });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    });

    it('gets the captions as WebVTT, and headers alone for HEAD', async () => {
      const captions = await get(CAPTIONS);
      expect(captions.status).toBe(200);
      expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
      expect((await body(captions)).toString('utf8')).toMatch(/^WEBVTT\n/);

      const head = await get(MEDIA, {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(bytes.length));
      expect((await body(head)).length).toBe(0);
    });

    it('gets 404 for files that are no published lesson’s', async () => {
      for (const name of ['draft-1.webm', 'nothing-here.webm', '..%2F..%2Fpackage.json', 'a.exe']) {
        expect((await get(name)).status).toBe(404);
      }
    });
  });

  it.each([
    ['a visitor', () => null],
    ['a student without a subscription', () => unsubscribed],
    ['a sign-in whose token was revoked', () => ({ ...subscriber, token: 'revoked-token' })],
  ])('refuses %s with 403 and none of the bytes', async (_label, who) => {
    signIn = who();
    for (const [name, headers] of [
      [MEDIA, { range: 'bytes=0-1023' }],
      [MEDIA, {}],
      [CAPTIONS, {}],
      ['nothing-here.webm', {}],
    ] as const) {
      const response = await get(name, headers);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect((await body(response)).includes(bytes.subarray(0, 64))).toBe(false);
    }
  });
});
