import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';

import { S3RVER_CREDENTIALS, startTestS3Server, type TestS3Server } from '@/test/s3-server';

import { storeProfileImage } from '../accounts/profile-images';
import { createS3Storage, type S3Storage, type S3StorageOptions } from './s3-storage';

// The SDK's notice about its future Node requirement says nothing about this code.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

let server: TestS3Server;
let inspector: S3Client;
const opened: S3Storage[] = [];

beforeAll(async () => {
  server = await startTestS3Server();
  inspector = new S3Client({
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
});

afterAll(async () => {
  // Pooled keep-alive connections would hold the server's close open.
  for (const storage of opened) storage.destroy();
  inspector?.destroy();
  await server?.close();
});

const storageWith = (options: Partial<S3StorageOptions> = {}) => {
  const storage = createS3Storage({
    bucket: server.bucket,
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
    ...options,
  });
  opened.push(storage);
  return storage;
};

/** The object as the bucket holds it, or null when there is none. */
const head = async (key: string) => {
  try {
    return await inspector.send(new HeadObjectCommand({ Bucket: server.bucket, Key: key }));
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
      return null;
    }
    throw error;
  }
};

const everyByte = () => Uint8Array.from({ length: 512 }, (_, i) => i % 256);

it('stores bytes and gives back the same bytes, typed by the name', async () => {
  const storage = storageWith();
  const bytes = everyByte();
  await storage.put('round-trip.png', bytes);
  expect(await storage.get('round-trip.png')).toEqual(bytes);
  expect(await head('round-trip.png')).toMatchObject({
    ContentType: 'image/png',
    ContentLength: bytes.byteLength,
  });

  await storage.put('round-trip.png', new Uint8Array([1, 2, 3]));
  expect(await storage.get('round-trip.png')).toEqual(new Uint8Array([1, 2, 3]));
});

it('answers null for a file that is not there, and removes files', async () => {
  const storage = storageWith();
  expect(await storage.get('never-stored.webp')).toBeNull();

  await storage.put('to-remove.webp', new Uint8Array([9]));
  await storage.remove('to-remove.webp');
  expect(await storage.get('to-remove.webp')).toBeNull();
  expect(await head('to-remove.webp')).toBeNull();
  await expect(storage.remove('to-remove.webp')).resolves.toBeUndefined();
});

it('refuses names that could reach other keys', async () => {
  const storage = storageWith();
  for (const name of [
    '../escape.png',
    'a/../b.png',
    'a//b.png',
    'a/',
    '/abs.png',
    '.hidden',
    'a/.hidden',
    'a..b.png',
    '',
  ]) {
    await expect(storage.put(name, new Uint8Array([1]))).rejects.toThrow(/Refusing to store/);
    expect(await storage.get(name)).toBeNull();
    await expect(storage.remove(name)).resolves.toBeUndefined();
  }
  expect(await head('a/b.png')).toBeNull();
});

it('keeps keys in folders, reads byte ranges as streams and writes streams whole', async () => {
  const storage = storageWith({ prefix: 'media' });
  const bytes = everyByte();
  await storage.write('lesson-packages/7/ab12/seg-1.m4s', [
    bytes.subarray(0, 100),
    bytes.subarray(100),
  ]);
  expect(await head('media/lesson-packages/7/ab12/seg-1.m4s')).toMatchObject({
    ContentLength: 512,
  });
  expect(await storage.stat('lesson-packages/7/ab12/seg-1.m4s')).toMatchObject({ size: 512 });
  expect(await storage.stat('lesson-packages/7/ab12/nothing.m4s')).toBeNull();
  const range = await storage.read('lesson-packages/7/ab12/seg-1.m4s', { start: 10, end: 19 });
  expect(new Uint8Array(await new Response(range).arrayBuffer())).toEqual(bytes.subarray(10, 20));
  expect(await storage.read('lesson-packages/7/ab12/nothing.m4s')).toBeNull();

  // Larger than one part: sent as a multipart upload, read back the same.
  const large = new Uint8Array(9 * 1024 * 1024).map((_, i) => (i * 7) % 251);
  async function* inPieces() {
    for (let at = 0; at < large.length; at += 1024 * 1024)
      yield large.subarray(at, at + 1024 * 1024);
  }
  await storage.write('lesson-originals/large.mp4', inPieces(), 'video/mp4');
  expect(await head('media/lesson-originals/large.mp4')).toMatchObject({
    ContentLength: large.length,
    ContentType: 'video/mp4',
  });
  const back = await storage.read('lesson-originals/large.mp4');
  expect(Buffer.from(await new Response(back).arrayBuffer()).equals(Buffer.from(large))).toBe(true);

  // A stream that fails leaves nothing.
  async function* failing() {
    yield large.subarray(0, 9 * 1024 * 1024);
    throw new Error('the connection broke');
  }
  await expect(storage.write('lesson-originals/broken.mp4', failing())).rejects.toThrow(/broke/);
  expect(await head('media/lesson-originals/broken.mp4')).toBeNull();
});

it('takes a multipart upload whose parts the browser sends to signed addresses', async () => {
  const storage = storageWith({ prefix: 'media' });
  const key = 'lesson-originals/lesson-3-0123456789abcdef.webm';
  const { uploadId } = await storage.multipart.create(key, 'video/webm');
  const first = new Uint8Array(5 * 1024 * 1024).fill(1);
  const second = new Uint8Array(1000).fill(2);
  const parts = [];
  for (const [index, bytes] of [first, second].entries()) {
    const url = await storage.multipart.partTarget(key, uploadId, index + 1, 3600);
    expect(url).toMatch(/X-Amz-Signature=/);
    // No credentials but the address's: as the browser sends it.
    const sent = await fetch(url!, { method: 'PUT', body: bytes });
    expect(sent.status).toBe(200);
    parts.push({ partNumber: index + 1, etag: sent.headers.get('etag')! });
  }
  await storage.multipart.complete(key, uploadId, parts);
  const stored = await storage.read(key);
  const all = Buffer.from(await new Response(stored).arrayBuffer());
  expect(all.length).toBe(first.length + second.length);
  expect(all.subarray(first.length).every((byte) => byte === 2)).toBe(true);
  expect(await head(`media/${key}`)).toMatchObject({ ContentType: 'video/webm' });
  // The app never receives parts itself with S3.
  expect(storage.multipart.receivePart).toBeUndefined();
});

it('keeps the files under the prefix', async () => {
  const prefixed = storageWith({ prefix: '/uploads/' });
  await prefixed.put('prefixed.gif', new Uint8Array([7, 7]));
  expect(await head('uploads/prefixed.gif')).toMatchObject({ ContentType: 'image/gif' });
  expect(await head('prefixed.gif')).toBeNull();
  expect(await storageWith().get('prefixed.gif')).toBeNull();
  expect(await storageWith({ prefix: 'uploads' }).get('prefixed.gif')).toEqual(
    new Uint8Array([7, 7]),
  );
  await prefixed.remove('prefixed.gif');
  expect(await head('uploads/prefixed.gif')).toBeNull();
});

it('fails loudly on wrong credentials or a missing bucket, rather than answering null', async () => {
  await storageWith().put('guarded.png', new Uint8Array([1]));
  const stranger = storageWith({ credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'x' } });
  await expect(stranger.get('guarded.png')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  await expect(stranger.get('never-stored.png')).rejects.toMatchObject({
    name: 'InvalidAccessKeyId',
  });
  await expect(stranger.put('intruder.png', new Uint8Array([1]))).rejects.toMatchObject({
    name: 'InvalidAccessKeyId',
  });
  expect(await head('intruder.png')).toBeNull();

  const elsewhere = storageWith({ bucket: 'no-such-bucket' });
  await expect(elsewhere.get('guarded.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
});

it('stores a profile photo as the sign-up flow does', async () => {
  const storage = storageWith({ prefix: 'profiles' });
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();

  const name = await storeProfileImage(storage, new Blob([new Uint8Array(png)]));
  expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
  const stored = await storage.get(name);
  expect(stored).not.toBeNull();
  expect(await sharp(stored!).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
  expect(await head(`profiles/${name}`)).toMatchObject({ ContentType: 'image/webp' });
});
