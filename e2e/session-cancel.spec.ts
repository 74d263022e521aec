import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

// Seeded demo content (lib/platform/demo/content.ts): a session of the Marathon Course nine days ahead,
// which no other spec books.
const TITLE = 'Weekly Viva: Head & Neck and Breast';
const SUBSCRIBED = 'subscribed@frcrviva.test';
const outbox = path.join(process.env.E2E_DATA_DIR ?? '.data', 'outbox');
const CONFIRMED = `Booking confirmed: ${TITLE}`;
const CANCELLED = `Booking cancelled: ${TITLE}`;

const card = (page: Page) =>
  page.getByTestId('session-card').filter({ has: page.getByRole('heading', { name: TITLE }) });

/** The dev outbox's mails to the student whose subject starts with `subject`. */
async function mailsFor(subject: string): Promise<string[]> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) =>
    file.includes(SUBSCRIBED),
  );
  const mails = await Promise.all(
    files.map(async (file) =>
      // Unfolded headers, and quoted-printable's soft line breaks joined.
      (await readFile(path.join(outbox, file), 'utf8'))
        .replace(/\r\n[ \t]/g, ' ')
        .replace(/=\r?\n/g, ''),
    ),
  );
  return mails.filter((eml) => eml.includes(`Subject: ${subject}`));
}

/** How many of those mails the outbox holds, polled until the queue has sent them. */
const mailCount = (subject: string) =>
  expect.poll(async () => (await mailsFor(subject)).length, { timeout: 20_000 });

/** Cancel booking, confirmed in its dialog: the card offers Send Request again. */
async function cancelBooking(page: Page) {
  await card(page).getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('Your place is freed for other students at once.');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(card(page).getByRole('button', { name: 'Send Request' })).toBeEnabled();
}

test('a student books, sees the cancel option with the cut-off, cancels, and the card shows Send Request again', async ({
  page,
}) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(SUBSCRIBED);
  await page.getByLabel('Password', { exact: true }).fill('DemoPass123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/', { timeout: 10_000 });

  await page.goto('/session');
  const send = card(page).getByRole('button', { name: 'Send Request' });
  const cancel = card(page).getByRole('button', { name: 'Cancel booking' });
  // A retry finds the booking its first attempt made: it cancels that one (and waits for its
  // notice) so this attempt books, cancels and counts afresh.
  await expect(send.or(cancel)).toBeVisible();
  if (await cancel.isVisible()) {
    await mailCount(CONFIRMED).toBeGreaterThan(0);
    const notices = (await mailsFor(CANCELLED)).length;
    await cancelBooking(page);
    await mailCount(CANCELLED).toBe(notices + 1);
    await page.reload();
  }
  const confirmedBefore = (await mailsFor(CONFIRMED)).length;
  const cancelledBefore = (await mailsFor(CANCELLED)).length;
  await send.click();
  await expect(card(page).getByRole('button', { name: 'Booked' })).toBeDisabled();
  await expect(card(page)).toContainText(
    'You can cancel this booking up to 24 hours before the start.',
  );

  // The confirmation comes through the job queue, with the cut-off in it.
  await mailCount(CONFIRMED).toBe(confirmedBefore + 1);
  expect((await mailsFor(CONFIRMED))[0]).toContain(
    'You can cancel this booking on the session page up to 24 hours before the start.',
  );

  // After a reload the booking and its cancel option are still there.
  await page.reload();
  await cancelBooking(page);
  await expect(card(page)).not.toContainText('You can cancel this booking');
  await expect(page.locator('[data-sonner-toast]').first()).toContainText(
    'Your booking is cancelled.',
  );
  await page.reload();
  await expect(card(page).getByRole('button', { name: 'Send Request' })).toBeEnabled();

  // The calendar notice that removes the entry.
  await mailCount(CANCELLED).toBe(cancelledBefore + 1);
  expect((await mailsFor(CANCELLED))[0]).toMatch(/method=CANCEL/i);
});
