import { expect, test } from '@playwright/test';
import sharp from 'sharp';

import { freshCode, signInToConsole } from './support/console-operator';

// Every test signs in as the demo operator, whose codes open the console once each.
test.describe.configure({ mode: 'serial' });

test('an owner invites an editor, who enrols in the browser and signs in with their own authenticator', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInToConsole(page, await freshCode());
  await expect(page).toHaveURL('/console');
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Operators' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
  await expect(page.getByRole('row', { name: /operator@frcrviva\.test\s*\(you\)/ })).toBeVisible();

  const email = `editor.${Date.now()}@frcrviva.test`;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('status')).toContainText(`${email} is invited.`);
  const link = await page.getByLabel('Enrolment link').inputValue();
  expect(link).toMatch(/\/console\/enrol\?token=[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(
    'Invited: not enrolled yet',
  );

  // The invited editor, in a browser of their own.
  const theirs = await browser.newContext();
  const editor = await theirs.newPage();
  // A token nobody was given opens nothing.
  await editor.goto(`/console/enrol?token=${'A'.repeat(43)}`);
  await expect(editor.getByText(/^This link does not work/)).toBeVisible();
  await editor.goto(link);
  await expect(editor).toHaveURL(/\/console\/enrol\?token=/);
  await expect(editor.getByRole('heading', { name: 'Enrol in the console' })).toBeVisible();
  await expect(editor.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await editor.locator('code').textContent())!.trim();
  await editor.getByLabel('Password (at least 12 characters)').fill('Editor long password 1');
  await editor.getByLabel('Password again').fill('Editor long password 1');
  await editor.getByLabel('6-digit code from the app').fill(await freshCode(secret));
  await editor.getByRole('button', { name: 'Enrol' }).click();
  await expect(
    editor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);

  // The link was spent.
  await editor.goto(link);
  await expect(
    editor.getByRole('alert').filter({ hasText: 'This link does not work' }),
  ).toBeVisible();

  await signInToConsole(editor, await freshCode(secret), {
    email,
    password: 'Editor long password 1',
  });
  await expect(editor).toHaveURL('/console');
  await expect(editor.getByText(`${email} · Editor`)).toBeVisible();
  const nav = editor.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Live Sessions' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await editor.goto('/console/operators');
  await expect(
    editor.getByRole('alert').filter({ hasText: 'Your role does not allow this.' }),
  ).toBeVisible();
  await theirs.close();

  // Owners see the mail that failed its last retry; the demo has none.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Failed Mail' })
    .click();
  await expect(page).toHaveURL('/console/mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Failed mail' })).toBeVisible();
  await expect(page.getByText('No mail has failed in the past week.')).toBeVisible();
  await page.goto('/console/operators');

  // The owner disables them; the row says so.
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Active');
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');
});

test('an editor uploads a live session’s picture, which its public page then shows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToConsole(page, await freshCode());
  await expect(page).toHaveURL('/console');
  await page.goto('/console/sessions');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Picture' })).toBeVisible();

  const picture = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#1d4ed8' },
  })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'viva.jpg', mimeType: 'image/jpeg', buffer: picture });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Picture saved.' })).toBeVisible();
  const current = page.getByRole('img', { name: 'Current picture' });
  await expect(current).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}\.webp$/);
  const src = (await current.getAttribute('src'))!;
  const stored = await page.request.get(src);
  expect(stored.headers()['content-type']).toBe('image/webp');

  // Not an image, whatever its name says: refused, and the picture stays.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The picture must be an image file' }),
  ).toBeVisible();
  await expect(current).toHaveAttribute('src', src);

  const publicPage = await page
    .getByRole('link', { name: /^\/session-details/ })
    .getAttribute('href');
  const fileName = src.split('/').pop()!;

  // The console's preview draws the public page's article with the new picture.
  await page.getByRole('link', { name: 'Preview', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/session-preview\/\d+$/);
  await expect(page.getByRole('note')).toContainText("the session's page as visitors");
  // And at its own address, opened directly.
  const sessionId = /session-preview\/(\d+)$/.exec(page.url())![1];
  await page.goto(`/console/session-preview/${sessionId}`);
  await expect(page.getByRole('note')).toContainText("the session's page as visitors");
  await expect(page.locator(`img[src*="${fileName}"]`).first()).toBeVisible();

  await page.goto(publicPage!);
  await expect(page.locator(`img[src*="${fileName}"]`).first()).toBeVisible();
});
