import { expect, test } from '@playwright/test';

import { signInAsDemoOperator } from './support/console-operator';

/*
 * The console's resumable lesson upload in Chromium (docs/storage.md, "Resumable uploads"), with
 * the app's local disk storage, where the parts come to the app itself: a progress bar, a part
 * that fails and the upload resumed from the parts already stored, and a file that is not a video
 * refused before anything is sent.
 */

/** A whole MP4 of `size` bytes: its type, the movie's header, then the media. */
function mp4(size: number): Buffer {
  const box = (type: string, length: number, fill = 0) => {
    const out = Buffer.alloc(length, fill);
    out.writeUInt32BE(length, 0);
    out.write(type, 4, 'latin1');
    return out;
  };
  const ftyp = Buffer.concat([box('ftyp', 8), Buffer.from('isom\0\0\x02\0isomiso2', 'latin1')]);
  ftyp.writeUInt32BE(ftyp.length, 0);
  const moov = box('moov', 40);
  return Buffer.concat([ftyp, moov, box('mdat', size - ftyp.length - moov.length, 7)]);
}

test.describe.configure({ mode: 'serial' });

test('an operator uploads a lesson file with a progress bar, and it resumes after a failed part', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsDemoOperator(page);
  await page.goto('/console/lessons');
  const create = page.getByRole('region', { name: 'New lesson' });
  await create.getByLabel('Title').fill(`Upload ${Date.now().toString(36)}`);
  await create.getByLabel('Description').fill('A lesson uploaded in parts.');
  await create.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/console\/lesson\/\d+$/);
  const media = page.getByRole('region', { name: 'Media' });

  // Not a video: refused by its bytes before anything is sent.
  const started: string[] = [];
  page.on('request', (request) => {
    if (/\/s3\/multipart$/.test(new URL(request.url()).pathname)) started.push(request.url());
  });
  await media.getByLabel(/Video file/).setInputFiles({
    name: 'lecture.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'.repeat(20)),
  });
  await media.getByRole('button', { name: 'Upload' }).click();
  await expect(media.getByRole('alert')).toHaveText(
    'The video must be an MP4, M4V, WebM or Ogg file.',
  );
  expect(started).toEqual([]);

  // 24 MiB: three parts of 10 MiB. The second part fails until the network "comes back".
  const sentParts: number[] = [];
  let networkDown = true;
  await page.route('**/console/lesson-upload/*/part?*', async (route) => {
    const partNumber = Number(new URL(route.request().url()).searchParams.get('partNumber'));
    if (partNumber === 2 && networkDown) return route.abort('connectionreset');
    sentParts.push(partNumber);
    return route.continue();
  });
  await media.getByLabel(/Video file/).setInputFiles({
    name: 'lecture.mp4',
    mimeType: 'video/mp4',
    buffer: mp4(24 * 1024 * 1024),
  });
  await media.getByRole('button', { name: 'Upload' }).click();
  const progress = media.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(media.getByRole('alert')).toHaveText(
    'The upload did not finish. Please try again.',
    { timeout: 60_000 },
  );
  await expect(media.getByText(/Stopped at \d+%/)).toBeVisible();
  const stoppedAt = Number(await progress.getAttribute('value'));
  expect(stoppedAt).toBeGreaterThan(0);
  expect(stoppedAt).toBeLessThan(100);

  networkDown = false;
  await media.getByRole('button', { name: 'Resume upload' }).click();
  await expect(media.getByRole('status')).toHaveText('Video uploaded.', { timeout: 60_000 });
  await expect(progress).toHaveAttribute('value', '100');
  await expect(media.getByText('Uploaded', { exact: true })).toBeVisible();
  // Resumed from the stored parts: the first was sent once.
  expect(sentParts.filter((part) => part === 1)).toHaveLength(1);
  expect([...new Set(sentParts)].sort()).toEqual([1, 2, 3]);
  await expect(page.getByText(/Hosted file \(lesson-\d+-[0-9a-f]{16}\.mp4\)/)).toBeVisible();
});
