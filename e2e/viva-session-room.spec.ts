import { expect, test, type Browser, type Page } from '@playwright/test';

import { freshCode, signInToConsole } from './support/console-operator';
import { signUpAndSignIn } from './support/new-student';

/*
 * A live session run as a room (docs/live-sessions.md, "The session's room" and "Cases in the
 * room"), in four browser contexts: the demo consultant (the faculty role) opens the room of the
 * session they lead; two students who book it enter (the demo's subscriber, and a student made
 * here who buys a plan with the demo checkout: the demo's other bookings are registrars, who
 * cannot sign in); one raises a hand and is given the hot seat live, a student who has not booked
 * it is refused; the consultant puts up a case, the hot seat drives the viewer and the watcher and
 * the consultant follow it, the model answer is the consultant's alone, and the consultant marks.
 */

const CONSULTANT = {
  email: 'consultant@frcrviva.test',
  password: 'FacultyDemo123',
  totpSecret: 'FRCRVIVAFACULTYDEMOSECRETKEY2345',
};
const LED = 'Weekly Viva: GI and GU';
const PASSWORD = 'DemoPass123';

const viewer = (page: Page) => page.getByTestId('stack-viewer');

/** A new student who signs up and buys the Marathon Course with the demo checkout. */
async function subscribedNewStudent(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const email = `watcher-${Date.now()}@example.com`;
  await signUpAndSignIn(page, {
    fullName: 'Wendy Watcher',
    mobileNumber: '+44 7700 900456',
    email,
    password: PASSWORD,
  });
  await page.goto('/subscription');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByText('Marathon Course', { exact: true }) })
    .getByRole('link', { name: /Buy Now/ })
    .click();
  await page.getByRole('button', { name: 'Demo payment — no money moves' }).click();
  await expect(page.getByRole('region', { name: 'Payment Successful' })).toBeVisible({
    timeout: 15_000,
  });
  return page;
}

/** Books the session from its public page (a retry finds the place booked already). */
async function bookFrom(page: Page, publicPage: string) {
  await page.goto(publicPage);
  const send = page.getByRole('button', { name: 'Send Request' });
  const booked = page.getByRole('button', { name: 'Booked' });
  await expect(send.or(booked)).toBeVisible();
  if (await send.isVisible()) await send.click();
  await expect(booked).toBeDisabled();
}

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
  test.setTimeout(240_000);
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

  // Before the room opens, a booked student is told it is not open; first they book. The room
  // cannot be closed again, so a retry finds it open (and booked) from the first attempt.
  const booked = await studentPage(browser, 'subscribed@frcrviva.test');
  await bookFrom(booked, publicPage!);
  await booked.reload();
  await booked.getByRole('link', { name: 'Enter the session’s room' }).click();
  await expect(booked).toHaveURL(roomPath);
  const openRoom = consultant.getByRole('button', { name: 'Open the room' });
  const openSince = consultant.getByText(/^Open since /);
  await expect(openRoom.or(openSince)).toBeVisible();
  if (await openRoom.isVisible()) {
    // In the page's main: Next's route announcer is an alert too, after a client navigation.
    await expect(booked.getByRole('main').getByRole('alert')).toHaveText(
      'The room is not open yet: it opens when the consultant starts the session.',
    );
    await openRoom.click();
    await expect(openSince).toBeVisible();
    await booked.getByRole('button', { name: 'Refresh' }).click();
    await expect(
      booked.getByText('Nobody is in the hot seat yet. You are watching.'),
    ).toBeVisible();
  }

  // A student who has not booked the session gets the booking's refusal, nothing of the room.
  const stranger = await studentPage(browser, 'demo@frcrviva.test');
  await stranger.goto(roomPath);
  await expect(stranger.getByRole('main').getByRole('alert')).toHaveText(
    'You have not booked this session.',
  );
  await expect(stranger.getByRole('button', { name: 'Raise my hand' })).toHaveCount(0);

  // The raised hand reaches the consultant's page live, and the seat reaches the student's (a
  // retry finds the hand raised, or the seat given, by the first attempt).
  const raise = booked.getByRole('button', { name: 'Raise my hand' });
  const lower = booked.getByRole('button', { name: 'Lower my hand' });
  const inSeat = booked.getByText('You are in the hot seat: present the case.');
  await expect(raise.or(lower).or(inSeat)).toBeVisible();
  if (await raise.isVisible()) await raise.click();
  if (!(await inSeat.isVisible())) {
    await expect(lower).toBeVisible();
    const hands = consultant.getByRole('heading', { name: 'Raised hands' }).locator('xpath=..');
    await expect(hands.getByText('Subscribed Student')).toBeVisible({ timeout: 10_000 });
    await hands.getByRole('button', { name: 'Give the seat to Subscribed Student' }).click();
  }
  await expect(inSeat).toBeVisible({ timeout: 10_000 });
  await expect(raise).toHaveCount(0);
  // The voice stays on the session's meeting link.
  await expect(booked.getByRole('link', { name: 'Join the session' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );

  // A second booked student watches.
  const watcher = await subscribedNewStudent(browser);
  await bookFrom(watcher, publicPage!);
  await watcher.goto(roomPath);
  await expect(
    watcher.getByText('In the hot seat: Subscribed Student. You are watching.'),
  ).toBeVisible();

  // The consultant puts up a case: it reaches both students live. A retry finds the first
  // attempt's case up, and puts up the next.
  const caseNumber = consultant.getByTestId('session-room-case-number');
  const before = (await caseNumber.count())
    ? Number((await caseNumber.textContent())!.match(/\d+/)![0])
    : 0;
  if (before === 0) await expect(watcher.getByText('No case is up yet.')).toBeVisible();
  await consultant.getByRole('button', { name: /^Put up (a|the next) case$/ }).click();
  const shown = `Case ${before + 1}`;
  await expect(caseNumber).toHaveText(shown, { timeout: 10_000 });
  await expect(consultant.getByTestId('examiner-panel')).toBeVisible({ timeout: 10_000 });
  const modelAnswer = (await consultant.getByTestId('model-answer').textContent())!.trim();
  expect(modelAnswer.length).toBeGreaterThan(20);
  for (const student of [booked, watcher]) {
    await expect(student.getByTestId('session-room-case-number')).toHaveText(shown, {
      timeout: 10_000,
    });
    await expect(viewer(student)).toHaveAttribute('data-painted-slice', '1', { timeout: 15_000 });
  }
  // The model answer and the rest of the examiner's panel are the consultant's alone.
  for (const student of [booked, watcher]) {
    const html = await student.content();
    expect(html).not.toContain(modelAnswer.slice(0, 60));
    await expect(student.getByTestId('examiner-panel')).toHaveCount(0);
  }

  // The hot seat drives the viewer; the watcher and the consultant follow it.
  await viewer(booked).focus();
  await booked.keyboard.press('+');
  await booked.keyboard.press('+');
  const zoom = await viewer(booked).getAttribute('data-zoom');
  expect(zoom).not.toBe('1.000');
  await expect(viewer(watcher)).toHaveAttribute('data-zoom', zoom!, { timeout: 10_000 });
  await expect(viewer(consultant)).toHaveAttribute('data-zoom', zoom!, { timeout: 10_000 });
  const slices = Number((await viewer(booked).getAttribute('aria-label'))!.match(/of (\d+)/)![1]);
  if (slices > 1) {
    await booked.keyboard.press('PageDown');
    await expect(viewer(watcher)).toHaveAttribute('data-slice', '2');
    await expect(viewer(consultant)).toHaveAttribute('data-slice', '2');
  }
  // The hot seat's pointer reaches everyone; the consultant's click reaches the students.
  await viewer(booked).scrollIntoViewIfNeeded();
  const box = (await viewer(booked).boundingBox())!;
  await booked.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.75);
  await booked.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.7);
  await expect(watcher.getByTestId('presenter-pointer')).toBeVisible({ timeout: 10_000 });
  await expect(consultant.getByTestId('presenter-pointer')).toBeVisible({ timeout: 10_000 });
  // The mouse clicks where the page shows the viewer: in view first.
  await viewer(consultant).scrollIntoViewIfNeeded();
  const consultantBox = (await viewer(consultant).boundingBox())!;
  await consultant.mouse.click(
    consultantBox.x + consultantBox.width * 0.6,
    consultantBox.y + consultantBox.height * 0.4,
  );
  await expect(watcher.getByTestId('consultant-pointer')).toBeVisible({ timeout: 10_000 });
  await expect(booked.getByTestId('consultant-pointer')).toBeVisible({ timeout: 10_000 });

  // The consultant marks the hot seat; the student reads the marks in the room.
  const panel = consultant.getByTestId('examiner-panel');
  await expect(panel.getByText('Marking Subscribed Student')).toBeVisible();
  await panel.getByRole('combobox').selectOption('partly');
  for (const domain of [
    'Radiology knowledge',
    'Observation',
    'Clinical reasoning',
    'Clinical safety and management',
  ]) {
    await panel.getByRole('group', { name: domain, exact: true }).getByRole('radio').nth(2).check();
  }
  await panel.getByRole('textbox').fill('Clear presentation; name the second finding sooner.');
  await panel.getByRole('button', { name: 'Save mark' }).click();
  await expect(panel.getByText('Marked', { exact: true })).toBeVisible({ timeout: 10_000 });
  const marks = booked.getByRole('region', { name: 'Your marks in this room' });
  await expect(marks.getByTestId('room-mark').filter({ hasText: shown })).toBeVisible({
    timeout: 10_000,
  });
  await expect(marks).toContainText('Clear presentation; name the second finding sooner.');
  await expect(watcher.getByRole('region', { name: 'Your marks in this room' })).toHaveCount(0);
});
