import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';
import { DEMO_OPERATOR, freshCode, signInToConsole } from './support/console-operator';
import { signUpAndSignIn } from './support/new-student';

const OPERATOR = DEMO_OPERATOR;
const signIn = signInToConsole;

// One operator for the file, and each code opens the console once: one test at a time.
test.describe.configure({ mode: 'serial' });

test('the console asks for its own sign-in, and a wrong code is refused', async ({ page }) => {
  await page.goto('/console/audit');
  await expect(page).toHaveURL('/console/signin');
  await signIn(page, '000000');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The email, password or code is not right.' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/console/signin');
});

test('a student’s sign-in does not open the console', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill('subscribed@frcrviva.test');
  await page.getByLabel('Password', { exact: true }).fill('DemoPass123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/console');
  await expect(page).toHaveURL('/console/signin');
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
});

test('an operator signs in with password and TOTP, reads the audit log and signs out', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, await freshCode());
  await expect(page).toHaveURL('/console');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText(`${OPERATOR.email} · Owner`)).toBeVisible();
  // The e2e server has no provider keys and is not a public deployment: the demo checkout runs.
  await expect(page.getByText('On: records purchases without taking money')).toBeVisible();
  const robots = await page.request.get('/console');
  expect(robots.headers()['x-robots-tag']).toBe('noindex, nofollow');

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audit Log' })
    .click();
  await expect(page).toHaveURL('/console/audit');
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText('operator.signed_in');
  await expect(newest).toContainText(OPERATOR.email);

  await page.getByLabel('Action').selectOption('operator.created');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL('/console/audit?action=operator.created&actor=');
  await expect(page.getByRole('row').nth(1)).toContainText('command line');
  await expect(page.getByRole('row').filter({ hasText: 'operator.signed_in' })).toHaveCount(0);

  // The demo's feedback waiting for review becomes a testimonial on the home page at once.
  const waiting =
    'The live viva sessions are the closest thing to the exam I have found. More neuro cases, please!';
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Feedback' })
    .click();
  await expect(page).toHaveURL('/console/feedback');
  const item = page.getByRole('listitem').filter({ hasText: waiting });
  await expect(item).toContainText('Subscribed Student');
  await expect(item).toContainText('waiting');
  await item.getByRole('button', { name: 'Approve' }).click();
  // The list is read again: it waits no longer.
  await expect(item).toHaveCount(0);
  await page.getByRole('link', { name: 'Shown on the site' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: waiting })).toContainText(
    'shown on the site',
  );
  await page.goto('/');
  await expect(page.getByText(waiting)).toBeAttached();
  await page.goto('/console/comments');
  await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Comment pages' })).toContainText('of ');

  // The demo student's open contact message: answered by mail, it is handled with its reply.
  const asked = 'Do the live viva sessions cover paediatric cases as well?';
  const reply = 'Yes: every third live session is paediatric. The dates are on the Sessions page.';
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await expect(page).toHaveURL('/console/messages');
  const message = page.getByRole('listitem').filter({ hasText: asked });
  await expect(message).toContainText('Demo Student (demo@frcrviva.test)');
  await expect(message).toContainText('· open');
  const send = message.getByRole('button', { name: 'Send reply' });
  // Enabled once the page's script has loaded: typing before then could be lost to hydration.
  await expect(send).toBeEnabled();
  await message.getByLabel('Reply to demo@frcrviva.test').fill(reply);
  await send.click();
  await expect(page.getByText('Reply sent to demo@frcrviva.test.')).toBeVisible();
  // The list is read again: handled, the message is no longer open.
  await expect(message).toHaveCount(0);
  await page.getByRole('link', { name: 'Handled', exact: true }).click();
  await expect(page).toHaveURL('/console/messages?state=handled');
  const handled = page.getByRole('listitem').filter({ hasText: asked });
  await expect(handled).toContainText(`handled by ${OPERATOR.email}`);
  await expect(handled).toContainText('Reply sent on');
  await expect(handled).toContainText(reply);
  await expect(handled.getByRole('button', { name: 'Reopen' })).toBeVisible();

  // A live session's meeting link, set by the console, reaches its public page's calendar.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Live Sessions' })
    .click();
  await expect(page).toHaveURL('/console/sessions');
  await page.getByRole('link', { name: 'Weekend Mock Viva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend Mock Viva' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Not set' })).toBeVisible();
  const link = page.getByRole('textbox', { name: 'Meeting link' });
  await expect(link).toHaveValue('');
  await link.fill('http://insecure.example/room');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The meeting link must be an https:// address' }),
  ).toBeVisible();
  await link.fill('https://meet.jit.si/frcr-viva-weekend-mock-viva');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible();
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: 'https://meet.jit.si/frcr-viva-weekend-mock-viva' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Booked students' })).toBeVisible();
  await page.goto('/console/audit');
  await expect(page.getByRole('row').nth(1)).toContainText('session.updated');

  // A new session: a draft nobody else sees, published, then back to draft while unbooked (the
  // sessions spec counts the published sessions).
  await page.goto('/console/sessions');
  const create = page.getByRole('region', { name: 'New session' });
  await create.getByRole('textbox', { name: 'Title' }).fill('Trauma Viva Drill');
  await create.getByRole('textbox', { name: 'Description' }).fill('Polytrauma CT, fast.');
  await create.getByLabel('Places').fill('8');
  await create.getByLabel('Date').fill('2030-06-03');
  await create.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/console\/session\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Trauma Viva Drill/ })).toContainText(
    'Draft',
  );
  const id = page.url().split('/').pop()!;
  const publicPage = `/session-details/${Buffer.from(id).toString('base64')}`;
  expect((await page.request.get(publicPage)).status()).toBe(404);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: students see it and can book it.')).toBeVisible();
  expect((await page.request.get(publicPage)).status()).toBe(200);
  await page.getByRole('button', { name: 'Back to draft' }).click();
  await expect(
    page.getByText('A draft: only the console sees it.', { exact: false }),
  ).toBeVisible();
  expect((await page.request.get(publicPage)).status()).toBe(404);

  // Students found by a part of their address. Access is granted to the subscribed student, not
  // to the demo student: the other specs sign in as the demo student to meet the subscription
  // prompts.
  const consoleNav = page.getByRole('navigation', { name: 'Console' });
  await consoleNav.getByRole('link', { name: 'Students' }).click();
  await expect(page).toHaveURL('/console/students');
  await page.getByLabel('Name or email').fill('demo@');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/console/students?q=demo%40');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText('demo@frcrviva.test');
  await page.getByRole('link', { name: 'Demo Student' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Student' })).toBeVisible();
  await expect(page.getByText('No purchases yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable the account' })).toBeVisible();

  await page.goto('/console/students?q=subscribed%40');
  await page.getByRole('link', { name: 'Subscribed Student' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribed Student' })).toBeVisible();
  const grant = page.getByRole('button', { name: 'Grant access' });
  // Enabled once the page's script has loaded: typing before then could be lost to hydration.
  await expect(grant).toBeEnabled();
  await page
    .getByLabel('Course', { exact: true })
    .selectOption({ label: 'Crash Course (1 Month)' });
  await expect(page.getByLabel('Days of access')).toHaveValue('30');
  await page.getByLabel('Reason').fill('St Mary’s trainee, extension agreed by email');
  await grant.click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Access to Crash Course granted until / }),
  ).toBeVisible();
  const granted = page.getByRole('row').filter({ hasText: 'Granted by hand' });
  await expect(granted).toContainText('Crash Course');
  await expect(granted).toContainText('£0.00');
  await expect(granted).toContainText(/grant-[0-9a-f-]{36}/);
  await page.goto('/console/audit');
  await expect(page.getByRole('row').nth(1)).toContainText('access.granted');
  await expect(page.getByRole('row').nth(1)).toContainText('St Mary’s trainee');

  // What was bought: the summary, a search by the buyer's address, the provider's ids, Refund.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Purchases' })
    .click();
  await expect(page).toHaveURL('/console/purchases');
  await expect(page.getByText('Active subscribers')).toBeVisible();
  await expect(page.getByText('demo checkout on (no money taken)')).toBeVisible();
  await page.getByLabel('Buyer’s email').fill('subscribed@');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/console\/purchases\?q=subscribed%40/);
  const rows = page.getByRole('row').filter({ hasText: 'subscribed@frcrviva.test' });
  // The grant made above took no money: listed, with nothing to refund.
  const grantRow = rows.filter({ hasText: 'Grant' }).first();
  await expect(grantRow).toContainText('Crash Course');
  await expect(grantRow.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  const bought = rows.filter({ hasText: 'Marathon Course' }).first();
  await expect(bought).toContainText('Demo');
  await expect(bought).toContainText('active until');
  await expect(bought.getByRole('button', { name: 'Refund' })).toBeEnabled();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/console/signin');
  await page.goto('/console');
  await expect(page).toHaveURL('/console/signin');
});

/** A student of this test's own: what it buys and is refunded changes no other spec's accounts. */
async function newStudent(page: Page) {
  const email = `refunded-${Date.now()}@example.com`;
  const password = 'Refunded123';
  await signUpAndSignIn(page, {
    fullName: 'Rhea Refund',
    mobileNumber: '+44 7700 900456',
    email,
    password,
  });
  return email;
}

/** The UK wall clock `minutes` from now: its date and HH:MM. */
function ukClock(minutes: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + minutes * 60_000))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

// The first lesson's captions: a hosted file served to subscribers only, as its video was until
// the server packaged it for encrypted streaming (after which the video's original is served to
// no one: docs/streaming.md).
const FIRST_MEDIA = 'chest-radiograph-left-upper-lobe-collapse.vtt';

test('a session about to start shows its link to the student who booked it; a refund locks the lessons', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  const email = await newStudent(student);
  await student.goto('/subscription');
  await student
    .getByRole('listitem')
    .filter({ has: student.getByText('Marathon Course', { exact: true }) })
    .getByRole('link', { name: /Buy Now/ })
    .click();
  await student.getByRole('button', { name: 'Demo payment — no money moves' }).click();
  await expect(student).toHaveURL(/\/paymentstatus\?order=\d+$/, { timeout: 15_000 });
  expect((await student.request.get(`/api/media/${FIRST_MEDIA}`)).status()).toBe(200);

  await signIn(page, await freshCode());
  await expect(page).toHaveURL('/console');
  page.on('dialog', (dialog) => void dialog.accept());

  // A session starting in six minutes (its link shows from fifteen before), unless that crosses
  // midnight in the UK, where a session cannot run.
  const start = ukClock(6);
  const end = ukClock(36);
  if (end.date === start.date) {
    await page.goto('/console/sessions');
    const create = page.getByRole('region', { name: 'New session' });
    await create.getByRole('textbox', { name: 'Title' }).fill('Short-notice Viva');
    await create
      .getByLabel('Plan whose students may join')
      .selectOption({ label: 'Marathon Course' });
    await create.getByLabel('Date').fill(start.date);
    await create.getByLabel('From (UK time)').fill(start.time);
    await create.getByLabel('To (UK time)').fill(end.time);
    await create
      .getByRole('textbox', { name: /Meeting link/ })
      .fill('https://meet.jit.si/frcr-viva-short-notice');
    await create.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page).toHaveURL(/\/console\/session\/\d+$/);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published: students see it and can book it.')).toBeVisible();
    const id = page.url().split('/').pop()!;

    await student.goto(`/session-details/${Buffer.from(id).toString('base64')}`);
    await student.getByRole('button', { name: 'Send Request' }).click();
    await expect(student.getByRole('button', { name: 'Booked' })).toBeDisabled();
    await student.reload();
    await expect(student.getByRole('link', { name: 'Join the session' })).toHaveAttribute(
      'href',
      'https://meet.jit.si/frcr-viva-short-notice',
    );

    // The operator sees the booking, downloads the attendees, and cancels (the list is as before).
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('course');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download attendees (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`session-${id}-attendees.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain(`Rhea Refund,${email},`);
    await page.getByRole('button', { name: 'Cancel the session' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cancelled');
    await student.reload();
    await expect(student.getByText('This session has been cancelled.')).toBeVisible();
    await expect(student.getByRole('link', { name: 'Join the session' })).toHaveCount(0);
  }

  // The student's demo purchase refunded: its access ends at once.
  await page.goto(`/console/purchases?q=${encodeURIComponent(email)}`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('active until');
  await row.getByRole('button', { name: 'Refund' }).click();
  await expect(row).toContainText(/refunded \d/);
  expect((await student.request.get(`/api/media/${FIRST_MEDIA}`)).status()).toBe(403);
  await student.goto('/video');
  await expect(
    student.getByText('A subscription plan is required to watch this video.').first(),
  ).toBeVisible();
  await studentContext.close();
});
