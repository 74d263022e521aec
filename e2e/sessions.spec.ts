import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

// Seeded demo content (lib/platform/demo/content.ts): two overlapping sessions two days ahead.
const FIRST = 'Weekly Viva: Chest and Cardiac';
const OVERLAPPING = 'Rapid-fire Neuro Viva';
const PASSWORD = 'DemoPass123';
const SUBSCRIBED = 'subscribed@frcrviva.test';
const UNSUBSCRIBED = 'demo@frcrviva.test';
const outbox = path.join(process.env.E2E_DATA_DIR ?? '.data', 'outbox');

const card = (page: Page, title: string) =>
  page.getByTestId('session-card').filter({ has: page.getByRole('heading', { name: title }) });

async function signIn(page: Page, email: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/', { timeout: 10_000 });
}

test.describe.configure({ mode: 'serial' });

test.describe('a visitor abroad', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('pages through the sessions in UK time with their own, and is sent to sign in to book', async ({
    page,
  }) => {
    await page.goto('/session');
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
    await expect(page.getByTestId('session-zone-note')).toContainText(
      'Session times are UK time (Europe/London).',
    );
    await expect(page.getByTestId('session-card')).toHaveCount(9);
    const first = card(page, FIRST);
    await expect(first.getByTestId('session-slot')).toHaveText(/^6:00 PM – 7:00 PM (GMT|BST)$/);
    await expect(first.getByTestId('session-local-time')).toContainText(
      /Your time \(Asia\/(Kolkata|Calcutta)\): .*(11:30 PM|10:30 PM)/,
    );

    await page
      .getByRole('navigation', { name: 'Session pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL('/session?page=2');
    await expect(page.getByRole('link', { name: 'Page 1' })).toBeVisible();
    await expect(card(page, 'Clocks Go Forward: Chest Viva')).toBeVisible();
    await expect(page.getByTestId('session-card')).toHaveCount(8);

    const last = page.getByTestId('session-card').first();
    await last.getByRole('button', { name: 'Send Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await expect(dialog).toContainText('Please log in to join this session');
    await dialog.getByRole('link', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/signin\?from=session-details&id=\d+$/);
  });
});

test('an unsubscribed student is asked to subscribe', async ({ page }) => {
  await signIn(page, UNSUBSCRIBED);
  await page.goto('/session');
  await card(page, FIRST).getByRole('button', { name: 'Send Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscription Required' });
  await expect(dialog).toContainText('Please subscribe to join this session.');
  await expect(dialog.getByRole('link', { name: 'View Plans' })).toHaveAttribute(
    'href',
    '/subscription',
  );
});

test('the subscribed student books, meets the conflict, opens the details, downloads the .ics and gets the mail', async ({
  page,
}) => {
  await signIn(page, SUBSCRIBED);
  await page.goto('/session');

  const first = card(page, FIRST);
  const button = first.getByRole('button', { name: 'Send Request' });
  await button.click();
  await expect(first.getByRole('button', { name: /Joining\.\.\.|Booked/ })).toBeDisabled();
  await expect(first.getByRole('button', { name: 'Booked' })).toBeDisabled();
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('Session booked');

  await card(page, OVERLAPPING).getByRole('button', { name: 'Send Request' }).click();
  const conflict = page.getByRole('dialog', { name: 'Time Slot Conflict' });
  await expect(conflict).toContainText(
    'This Session Conflicts With Another Booked Slot. Please Choose A Different Time.',
  );
  await conflict.getByRole('button', { name: 'OK' }).click();

  // After a reload the list says Booked by itself (isJoined).
  await page.reload();
  await expect(card(page, FIRST).getByRole('button', { name: 'Booked' })).toBeDisabled();

  await card(page, FIRST).getByRole('link', { name: FIRST }).click();
  await expect(page).toHaveURL(/\/session-details\/[A-Za-z0-9+/]+=*$/);
  await expect(page.getByRole('heading', { level: 1, name: FIRST })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Booked' })).toBeDisabled();
  // Where to join shows to those who booked, from 15 minutes before the start.
  await expect(
    page.getByText('The link to join appears here 15 minutes before the start.'),
  ).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Event');
  expect(event.name).toBe(FIRST);
  expect(event.startDate).toMatch(/T18:00:00\+0[01]:00$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^frcr-viva-session-\d+\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${FIRST}`);
  expect(ics).toMatch(/DTSTART:\d{8}T1[78]0000Z/);
  expect(ics).toContain('LOCATION:https://meet.jit.si/frcr-viva-weekly-viva-chest-and-cardiac');

  // The details page knows no other booking: the server refuses the overlap itself.
  await page.goto('/session');
  await card(page, OVERLAPPING).getByRole('link', { name: OVERLAPPING }).click();
  await expect(page.getByRole('heading', { level: 1, name: OVERLAPPING })).toBeVisible();
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('dialog', { name: 'Time Slot Conflict' })).toContainText(
    'This Session Conflicts With Another Booked Slot. Please Choose A Different Time.',
  );
  await expect(page.getByRole('button', { name: 'Send Request' })).toBeEnabled();

  await expect
    .poll(async () => {
      const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) =>
        f.includes(SUBSCRIBED),
      );
      for (const file of files) {
        const eml = await readFile(path.join(outbox, file), 'utf8');
        if (
          eml.includes('Booking confirmed') &&
          /text\/calendar; charset=utf-8; method=REQUEST/i.test(eml)
        ) {
          return true;
        }
      }
      return false;
    })
    .toBe(true);
});

test('a missing session says so with a 404', async ({ page }) => {
  const response = await page.goto(`/session-details/${Buffer.from('999999').toString('base64')}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Session not found')).toBeVisible();
});
