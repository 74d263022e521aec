import { expect, test, type Browser, type Page } from '@playwright/test';

import { freshCode, signInToConsole } from './support/console-operator';

/*
 * A live session run as a room (docs/live-sessions.md, "The session's room"), in three browser
 * contexts: the demo consultant (the faculty role) opens the room of the session they lead, a
 * student who books it enters, raises a hand and is given the hot seat live, and a student who
 * has not booked it is refused.
 */

const CONSULTANT = {
  email: 'consultant@frcrviva.test',
  password: 'FacultyDemo123',
  totpSecret: 'FRCRVIVAFACULTYDEMOSECRETKEY2345',
};
const LED = 'Weekly Viva: GI and GU';
const PASSWORD = 'DemoPass123';

async function studentPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/', { timeout: 10_000 });
  return page;
}

test('a consultant runs their session as a room: a booked student takes the hot seat, others are refused', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const consultant = await (await browser.newContext()).newPage();
  await signInToConsole(consultant, await freshCode(CONSULTANT.totpSecret), CONSULTANT);
  // A consultant's console is their sessions: the one they lead, and no other.
  await consultant.waitForURL('/console/sessions');
  await expect(consultant.getByRole('link', { name: LED })).toBeVisible();
  await expect(
    consultant.getByRole('link', { name: 'Weekly Viva: Chest and Cardiac' }),
  ).toHaveCount(0);
  await expect(consultant.getByRole('link', { name: 'Students' })).toHaveCount(0);
  await consultant.getByRole('link', { name: LED }).click();
  await expect(consultant.getByRole('heading', { level: 1, name: LED })).toBeVisible();
  const publicPage = await consultant
    .getByRole('link', { name: /^\/session-details\// })
    .getAttribute('href');
  expect(publicPage).toBeTruthy();
  const roomPath = publicPage!.replace('/session-details/', '/session-room/');

  // Before the room opens, a booked student is told it is not open; first they book.
  const booked = await studentPage(browser, 'subscribed@frcrviva.test');
  await booked.goto(publicPage!);
  const send = booked.getByRole('button', { name: 'Send Request' });
  const bookedButton = booked.getByRole('button', { name: 'Booked' });
  // A retry finds the place booked by the first attempt.
  await expect(send.or(bookedButton)).toBeVisible();
  if (await send.isVisible()) await send.click();
  await expect(bookedButton).toBeDisabled();
  await booked.reload();
  await booked.getByRole('link', { name: 'Enter the session’s room' }).click();
  await expect(booked).toHaveURL(roomPath);
  // In the page's main: Next's route announcer is an alert too, after a client navigation.
  await expect(booked.getByRole('main').getByRole('alert')).toHaveText(
    'The room is not open yet: it opens when the consultant starts the session.',
  );

  await consultant.getByRole('button', { name: 'Open the room' }).click();
  await expect(consultant.getByText(/^Open since /)).toBeVisible();
  await booked.getByRole('button', { name: 'Refresh' }).click();
  await expect(booked.getByText('Nobody is in the hot seat yet. You are watching.')).toBeVisible();

  // A student who has not booked the session gets the booking's refusal, nothing of the room.
  const stranger = await studentPage(browser, 'demo@frcrviva.test');
  await stranger.goto(roomPath);
  await expect(stranger.getByRole('main').getByRole('alert')).toHaveText(
    'You have not booked this session.',
  );
  await expect(stranger.getByRole('button', { name: 'Raise my hand' })).toHaveCount(0);

  // The raised hand reaches the consultant's page live, and the seat reaches the student's.
  await booked.getByRole('button', { name: 'Raise my hand' }).click();
  await expect(booked.getByRole('button', { name: 'Lower my hand' })).toBeVisible();
  const hands = consultant.getByRole('heading', { name: 'Raised hands' }).locator('xpath=..');
  await expect(hands.getByText('Subscribed Student')).toBeVisible({ timeout: 10_000 });
  await hands.getByRole('button', { name: 'Give the seat to Subscribed Student' }).click();
  await expect(booked.getByText('You are in the hot seat: present the case.')).toBeVisible({
    timeout: 10_000,
  });
  await expect(booked.getByRole('button', { name: 'Raise my hand' })).toHaveCount(0);
  // The voice stays on the session's meeting link.
  await expect(booked.getByRole('link', { name: 'Join the session' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
});
