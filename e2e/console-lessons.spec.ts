import path from 'node:path';

import { expect, test } from '@playwright/test';
import { signInAsDemoOperator } from './support/console-operator';

// A committed demo lesson file: small, and a real WebM.
const VIDEO_FILE = path.join(process.cwd(), 'media', 'lessons', 'barium-swallow-achalasia.webm');

test.describe.configure({ mode: 'serial' });

test('a lesson made in the console with a file and captions reaches /video and the sitemap once published, and leaves them as a draft', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  await signInAsDemoOperator(page);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Lessons' })
    .click();
  await expect(page).toHaveURL('/console/lessons');
  await expect(page.getByRole('cell', { name: /Draft/ }).first()).toBeVisible();

  const title = `Console lesson ${Date.now().toString(36)}`;
  const create = page.getByRole('region', { name: 'New lesson' });
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Description').fill('How to present a barium swallow in the viva.');
  await create.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/console\/lesson\/\d+$/);
  const videoId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Draft');

  // Publishing before there is anything to play is refused.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'before publishing' })).toBeVisible();

  const media = page.getByRole('region', { name: 'Media' });
  await media.getByLabel(/Video file/).setInputFiles(VIDEO_FILE);
  await media.getByRole('button', { name: 'Upload' }).click();
  await expect(media.getByRole('status')).toHaveText('Video uploaded.');
  // The upload is packaged into the encrypted stream in the background, its progress shown.
  await expect(
    page.getByRole('status').filter({ hasText: /^Processing for streaming/ }),
  ).toBeVisible();
  const captions = page.getByRole('region', { name: 'Captions' });
  await captions.getByLabel(/Captions file/).setInputFiles({
    name: 'lesson.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:03.000\nA barium swallow.\n'),
  });
  await captions.getByRole('button', { name: 'Upload' }).click();
  await expect(captions.getByRole('status')).toHaveText('Captions uploaded.');
  const hosted = page.getByText(/Hosted file \(lesson-\d+-[0-9a-f]{16}\.webm\)/);
  await expect(hosted).toBeVisible();
  const mediaName = /\((lesson-[^)]+)\)/.exec((await hosted.textContent())!)![1]!;
  await expect(page.getByText(/Hosted file \(lesson-\d+-[0-9a-f]{16}\.vtt\)/)).toBeVisible();

  // The preview shows the public page's parts with the draft's words.
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(`/console/lesson-preview/${videoId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('How to present a barium swallow in the viva.')).toBeVisible();

  // As a draft: no page, not in the sitemap.
  const visitor = await browser.newContext();
  const lessonHref = `/video?v=${videoId}`;
  expect((await visitor.request.get(lessonHref)).status()).toBe(404);
  expect(await (await visitor.request.get('/sitemap.xml')).text()).not.toContain(
    `${lessonHref}</loc>`,
  );

  // Publishing waits for the stream (the server may still be packaging its demo lessons first).
  await page.goto(`/console/lesson/${videoId}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/Ready to stream \(240p, 360p\)/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 240_000 });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByText('Published: students and visitors see it, and the sitemap lists it.'),
  ).toBeVisible();

  const visitorPage = await visitor.newPage();
  await visitorPage.goto(lessonHref);
  await expect(visitorPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: /play/i }).first()).toBeVisible();
  expect(await (await visitor.request.get('/sitemap.xml')).text()).toContain(`${lessonHref}</loc>`);
  // Once packaged, the uploaded original is served to no one: students get the encrypted stream.
  expect((await visitor.request.get(`/api/media/${mediaName}`)).status()).toBe(403);
  const subscriber = await browser.newContext();
  const studentPage = await subscriber.newPage();
  await studentPage.goto('/signin');
  await studentPage.getByLabel('Email').fill('subscribed@frcrviva.test');
  await studentPage.getByLabel('Password', { exact: true }).fill('DemoPass123');
  await studentPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(studentPage).not.toHaveURL(/\/signin/);
  const original = await subscriber.request.get(`/api/media/${mediaName}`, {
    headers: { range: 'bytes=0-3' },
  });
  expect(original.status()).toBe(404);
  // The subscriber plays what the operator uploaded, through hls.js from its encrypted stream.
  await studentPage.goto(lessonHref);
  await studentPage.getByRole('button', { name: /Play the lesson/ }).click();
  const played = studentPage.locator('.lesson-player video');
  await expect(played).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => played.evaluate((element) => (element as HTMLVideoElement).currentTime), {
      timeout: 30_000,
    })
    .toBeGreaterThan(1);
  await expect(studentPage.getByRole('combobox', { name: 'Quality' })).toBeVisible();
  await subscriber.close();

  // A free preview: the operator marks it, and can take it back.
  await page.getByRole('button', { name: 'Make free preview' }).click();
  await expect(
    page.getByText('Free preview: visitors and students without a plan can watch it.'),
  ).toBeVisible();
  await expect(
    page.getByText('Yes: visitors and students without a plan can watch it.'),
  ).toBeVisible();
  // A visitor plays it without signing in, from its encrypted stream.
  await visitorPage.goto(lessonHref);
  await expect(visitorPage.getByText('Free preview', { exact: true })).toBeVisible();
  await visitorPage.getByRole('button', { name: /Play the lesson/ }).click();
  const previewed = visitorPage.locator('.lesson-player video');
  await expect(previewed).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => previewed.evaluate((element) => (element as HTMLVideoElement).currentTime), {
      timeout: 30_000,
    })
    .toBeGreaterThan(1);
  await expect(visitorPage.getByRole('dialog', { name: 'Login Required' })).toHaveCount(0);
  await page.getByRole('button', { name: 'End free preview' }).click();
  await expect(
    page.getByText('No longer a free preview: only subscribers can watch it.'),
  ).toBeVisible();
  await expect(page.getByText('No: subscribers only.')).toBeVisible();

  // Back to draft: gone from both at once.
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Back to draft' }).click();
  await expect(page.getByText('A draft: only the console sees it.')).toBeVisible();
  expect((await visitor.request.get(lessonHref)).status()).toBe(404);
  expect(await (await visitor.request.get('/sitemap.xml')).text()).not.toContain(
    `${lessonHref}</loc>`,
  );
  await visitor.close();
});
