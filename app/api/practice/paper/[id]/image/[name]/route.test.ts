import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';

import {
  createEmbeddedTransport,
  createHttpTransport,
  installTransport,
  type StudentSignIn,
} from '@/lib/calls/api';
import { createApiServer } from '@/lib/calls/http-api-server';
import { caseImages, caseCategories, cases } from '@/lib/db/schema';
import { FILE_POLICY } from '@/lib/security/security-headers';
import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { addPaper } from '@/test/recording-fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { GET } from './route';

/*
 * A paper's images at its own addresses (docs/practice.md, "The films' addresses"): the demo
 * bank's files and uploaded ones alike, to the paper's student only, through either transport.
 */

let signIn: StudentSignIn | null = null;
jest.mock('@/lib/accounts/student-sign-in', () => ({
  getStudentSignIn: async () => signIn,
}));

let t: TestBackend;
let server: Server;
const apiBase = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
let owner: StudentSignIn;
let other: StudentSignIn;
/** The owner's paper: a demo film, an uploaded film, and a long case of three slices. */
let paperId: number;
/** The owner's second paper, of the same cases. */
let secondPaperId: number;
let addresses: string[][];
let secondAddresses: string[][];
const uploaded = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
const UPLOADED_NAME = '0b6f0d5e-4a57-4b0f-9d47-6c2f1f3f9a11.webp';
const DEMO_FILM = '/demo/bank/chest-cannonball-metastases.webp';
const SLICES = [1, 2, 3].map((n) => `/demo/series/bank-long-glioblastoma/0${n}.webp`);

const publicFile = async (stored: string) =>
  new Uint8Array(await readFile(path.join(process.cwd(), 'public', stored)));

const imagesOf = async (token: string, id: number) =>
  (
    (await caller(t)('paperView', { paperId: id }, token)).data as {
      cases: { images: string[] }[];
    }
  ).cases.map((item) => item.images);

beforeAll(async () => {
  t = await createTestBackend();
  server = createApiServer(t.backend, { appToken: 'static-app-token' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const a = await addStudent(t.db, 'owner@example.com');
  const b = await addStudent(t.db, 'other@example.com');
  owner = { studentId: a.student.id, token: a.token };
  other = { studentId: b.student.id, token: b.token };
  await t.backend.deps.storage.put(UPLOADED_NAME, uploaded);
  const [category] = await t.db
    .insert(caseCategories)
    .values({ name: 'Images', slug: 'images' })
    .returning();
  const rows = await t.db
    .insert(cases)
    .values(
      [DEMO_FILM, UPLOADED_NAME, SLICES[0]!].map((image, i) => ({
        categoryId: category!.id,
        name: `Film ${i + 1}`,
        slug: `film-${i + 1}`,
        image,
        position: i + 1,
      })),
    )
    .returning({ id: cases.id });
  await t.db
    .insert(caseImages)
    .values(SLICES.map((image, i) => ({ caseId: rows[2]!.id, position: i + 1, image })));
  const ids = rows.map((item) => item.id);
  paperId = await addPaper(t.db, a.student.id, ids, { kind: 'short' });
  secondPaperId = await addPaper(t.db, a.student.id, ids, { kind: 'short' });
  addresses = await imagesOf(a.token, paperId);
  secondAddresses = await imagesOf(a.token, secondPaperId);
});
afterEach(() => {
  signIn = null;
});
afterAll(async () => {
  installTransport(undefined);
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** The route as Next calls it for an address the paper gave. */
const get = (address: string) => {
  const [, , , , id, , name] = address.split('/');
  return GET(new Request(`http://localhost${address}`), {
    params: Promise.resolve({ id: id!, name: name! }),
  });
};
const body = async (response: Response) => new Uint8Array(await response.arrayBuffer());

it('gives every image of a paper an address of its own that names nothing', () => {
  const all = [...addresses.flat(), ...secondAddresses.flat()];
  expect(addresses.map((images) => images.length)).toEqual([1, 1, 3]);
  for (const address of all) {
    expect(address).toMatch(/^\/api\/practice\/paper\/\d+\/image\/[A-Za-z0-9_-]{32}$/);
    expect(address).not.toMatch(/demo|bank|series|glioblastoma|cannonball|webp|0b6f0d5e/i);
  }
  // The same case in another paper, and another slice of one case, have other addresses.
  expect(new Set(all.map((address) => address.split('/').pop())).size).toBe(all.length);
});

describe.each([
  ['embedded', () => createEmbeddedTransport(async () => t.backend)],
  ['http', () => createHttpTransport({ baseUrl: apiBase(), appToken: 'static-app-token' })],
])('through the %s transport', (_name, transport) => {
  beforeAll(() => installTransport(transport()));

  it('serves the demo bank’s films, a series’ slices and uploads to the paper’s student, privately', async () => {
    signIn = owner;
    const expected = [
      [await publicFile(DEMO_FILM)],
      [uploaded],
      await Promise.all(SLICES.map(publicFile)),
    ];
    for (const [index, images] of addresses.entries()) {
      for (const [slice, address] of images.entries()) {
        const response = await get(address);
        expect(response.status).toBe(200);
        expect(Object.fromEntries(response.headers)).toMatchObject({
          'content-type': 'image/webp',
          'cache-control': 'private, max-age=86400, immutable',
          'x-content-type-options': 'nosniff',
          'content-security-policy': FILE_POLICY,
        });
        expect(response.headers.get('location')).toBeNull();
        expect(await body(response)).toEqual(expected[index]![slice]);
      }
    }
  });

  it('answers another student, another paper’s address and a made-up name alike: 404', async () => {
    signIn = other;
    const theirs = await get(addresses[0]![0]!);
    signIn = owner;
    const [, , , , , , name] = addresses[0]![0]!.split('/');
    const crossed = await get(`/api/practice/paper/${secondPaperId}/image/${name}`);
    const madeUp = await get(`/api/practice/paper/${paperId}/image/${'A'.repeat(32)}`);
    for (const response of [theirs, crossed, madeUp]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toBe(FILE_POLICY);
    }
    expect(await theirs.text()).toBe(await madeUp.text());
  });

  it('answers 401 without a sign-in and 404 for a malformed address', async () => {
    expect((await get(addresses[0]![0]!)).status).toBe(401);
    signIn = owner;
    for (const address of [
      `/api/practice/paper/x/image/${'A'.repeat(32)}`,
      `/api/practice/paper/${paperId}/image/short`,
      `/api/practice/paper/${paperId}/image/..%2F..%2Fdemo%2Fbank%2Fchest.webp`,
    ]) {
      expect((await get(address)).status).toBe(404);
    }
  });
});
