import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

import {
  createEmbeddedTransport,
  createHttpTransport,
  installTransport,
  type StudentSignIn,
} from '@/lib/calls/api';
import { createApiServer } from '@/lib/calls/http-api-server';
import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { addPaper, addPracticeCases, webmRecording } from '@/test/recording-fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { GET as getFile } from '../../files/[name]/route';
import { GET, HEAD } from './route';

let signIn: StudentSignIn | null = null;
jest.mock('@/lib/accounts/student-sign-in', () => ({
  getStudentSignIn: async () => signIn,
}));

let t: TestBackend;
let server: Server;
const apiBase = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
let owner: StudentSignIn;
let other: StudentSignIn;
let paperId: number;
let stored: string;
const file = webmRecording(5000);

beforeAll(async () => {
  t = await createTestBackend();
  server = createApiServer(t.backend, { appToken: 'static-app-token' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const a = await addStudent(t.db, 'owner@example.com');
  const b = await addStudent(t.db, 'other@example.com');
  owner = { studentId: a.student.id, token: a.token };
  other = { studentId: b.student.id, token: b.token };
  paperId = await addPaper(t.db, a.student.id, await addPracticeCases(t.db));
  const answer = await caller(t)('uploadRecording', { paperId, position: 1, file }, a.token);
  stored = new URL(`http://x${(answer.data as { url: string }).url}`).searchParams.get('v')!;
});
afterEach(() => {
  signIn = null;
});
afterAll(async () => {
  installTransport(undefined);
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const get = (query: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/api/practice/recording?${query}`, { headers }));
const body = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe.each([
  ['embedded', () => createEmbeddedTransport(async () => t.backend)],
  ['http', () => createHttpTransport({ baseUrl: apiBase(), appToken: 'static-app-token' })],
])('through the %s transport', (_name, transport) => {
  beforeAll(() => installTransport(transport()));

  it('plays the recording to its owner with its sniffed type, privately, never sniffed again', async () => {
    signIn = owner;
    const response = await get(`paper=${paperId}&position=1&v=${stored}`);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'audio/webm',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'accept-ranges': 'bytes',
      'content-length': '5000',
    });
    expect(await body(response)).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it('answers a range so the player can seek, and HEAD without the bytes', async () => {
    signIn = owner;
    const part = await get(`paper=${paperId}&position=1`, { range: 'bytes=4000-' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 4000-4999/5000');
    expect((await body(part)).byteLength).toBe(1000);
    const head = await HEAD(
      new Request(`http://localhost/api/practice/recording?paper=${paperId}&position=1`, {
        method: 'HEAD',
      }),
    );
    expect(head.status).toBe(200);
    expect((await body(head)).byteLength).toBe(0);
  });

  it('answers another student exactly as for a missing recording', async () => {
    signIn = other;
    const theirs = await get(`paper=${paperId}&position=1`);
    signIn = owner;
    const none = await get(`paper=${paperId}&position=2`);
    for (const response of [theirs, none]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(await theirs.text()).toBe(await none.text());
  });

  it('answers 401 without a sign-in and 404 for a malformed address', async () => {
    expect((await get(`paper=${paperId}&position=1`)).status).toBe(401);
    signIn = owner;
    for (const query of ['paper=x&position=1', `paper=${paperId}`, 'paper=-1&position=0', '']) {
      expect((await get(query)).status).toBe(404);
    }
  });

  it('is never served by the public file route, whatever its stored name', async () => {
    const names = (
      await t.db.query.practicePaperCases.findMany({ columns: { recording: true } })
    ).flatMap((c) => (c.recording ? [c.recording] : []));
    expect(names).toHaveLength(1);
    const response = await getFile(new Request(`http://localhost/api/files/${names[0]}`), {
      params: Promise.resolve({ name: names[0] }),
    });
    expect(response.status).toBe(404);
    const fromApi = await fetch(`${apiBase()}/files/${names[0]}`, {
      headers: { Token: 'static-app-token' },
    });
    expect(fromApi.status).toBe(404);
  });
});
