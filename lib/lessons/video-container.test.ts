import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { checkVideo, videoExtensionOf } from './video-container';

/** Reads from bytes held in memory, as the console reads a File and the server a stored object. */
const readerOf = (bytes: Uint8Array) => async (offset: number, length: number) =>
  bytes.subarray(offset, offset + length);

const box = (type: string, body: Uint8Array = new Uint8Array()) => {
  const out = new Uint8Array(8 + body.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(Buffer.from(type, 'latin1'), 4);
  out.set(body, 8);
  return out;
};
const ftyp = (brand: string) => box('ftyp', Buffer.from(`${brand}\0\0\x02\0isomiso2`, 'latin1'));
const check = (bytes: Uint8Array) => checkVideo(readerOf(bytes), bytes.length);

it('takes a whole MP4, M4V, WebM and Ogg by their content', async () => {
  const movie = Buffer.concat([
    ftyp('isom'),
    box('moov', new Uint8Array(20)),
    box('mdat', new Uint8Array(50)),
  ]);
  expect(await check(movie)).toBe('mp4');
  const fragmented = Buffer.concat([ftyp('iso6'), box('moov'), box('moof'), box('mdat')]);
  expect(await check(fragmented)).toBe('mp4');
  const m4v = Buffer.concat([ftyp('M4V '), box('mdat', new Uint8Array(9)), box('moov')]);
  expect(await check(m4v)).toBe('m4v');
  const webm = new Uint8Array(
    await readFile(path.join(process.cwd(), 'media', 'lessons', 'barium-swallow-achalasia.webm')),
  );
  expect(await check(webm)).toBe('webm');
  expect(videoExtensionOf(Buffer.from('OggS\0\x02\0\0\0\0\0\0\0\0', 'latin1'))).toBe('ogv');
});

it('refuses pictures, other files, and an MP4 that is cut short or padded', async () => {
  const picture = Buffer.concat([ftyp('heic'), box('meta'), box('mdat')]);
  expect(await check(picture)).toBeNull();
  expect(await check(Buffer.from('<html><body>not a video</body></html>'))).toBeNull();
  expect(await check(Buffer.from('%PDF-1.7\n'.repeat(10)))).toBeNull();
  // EBML that is not Matroska or WebM.
  expect(videoExtensionOf(Buffer.from('\x1a\x45\xdf\xa3\x42\x82\x84abcd', 'latin1'))).toBeNull();

  const movie = Buffer.concat([
    ftyp('isom'),
    box('moov', new Uint8Array(20)),
    box('mdat', new Uint8Array(50)),
  ]);
  expect(await check(movie.subarray(0, movie.length - 10))).toBeNull();
  expect(await check(Buffer.concat([movie, Buffer.from('trailing')]))).toBeNull();
  // The header alone, without the media.
  expect(await check(Buffer.concat([ftyp('isom'), box('moov')]))).toBeNull();
  // A box that claims more than the file holds.
  const lying = Buffer.concat([ftyp('isom'), box('moov'), box('mdat', new Uint8Array(10))]);
  new DataView(lying.buffer, lying.byteOffset).setUint32(lying.length - 18, 1_000_000);
  expect(await check(lying)).toBeNull();
});
