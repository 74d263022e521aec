import { expect, test, type Page } from '@playwright/test';

import { signUpAndSignIn } from './support/new-student';

// A fresh student per run: buying changes what the demo accounts see in the other specs. The
// server runs without provider keys, so the demo checkout is offered (docs/payments.md).
const PASSWORD = 'PlanBuyer123';
// The first lesson's captions: a hosted file served to subscribers only, as its video was until
// the server packaged it for encrypted streaming (after which the video's original is served to
// no one: docs/streaming.md).
const FIRST_MEDIA = 'chest-radiograph-left-upper-lobe-collapse.vtt';

const signUpAndIn = (page: Page, email: string) =>
  signUpAndSignIn(page, {
    fullName: 'Priya Buyer',
    mobileNumber: '+44 7700 900123',
    email,
    password: PASSWORD,
  });

const plan = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

test('a visitor gets the Login Required card, and no provider script', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/subscription');
  const card = page.getByRole('region', { name: 'Login Required' });
  await expect(card.getByText('Please login to view subscription plans')).toBeVisible();
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Please login to view subscription plans' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Login Now' }).click();
  await expect(page).toHaveURL(/\/signin\?from=subscription$/);
  expect(scripts.filter((url) => /paypal|razorpay/i.test(url))).toEqual([]);
});

test('a student buys a plan with the demo checkout, then sees it everywhere', async ({ page }) => {
  const email = `buyer-${Date.now()}@example.com`;
  await signUpAndIn(page, email);
  expect((await page.request.get(`/api/media/${FIRST_MEDIA}`)).status()).toBe(403);

  await test.step('plans as accordions; Buy Now leads to the payment page for that plan', async () => {
    await page.goto('/subscription');
    const marathon = plan(page, 'Marathon Course');
    await expect(marathon.getByText('£349.00')).toBeVisible();
    await expect(marathon.getByText('6 Months')).toBeVisible();
    await expect(marathon.getByRole('link', { name: 'https://www.rcr.ac.uk' })).toBeVisible();
    await marathon.getByRole('link', { name: /Buy Now/ }).click();
    await expect(page).toHaveURL(/\/subscriptionpayment\?plan=\d+$/);
  });

  await test.step('the payment page: the plan, Payable Amount, the labelled demo checkout', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Marathon Course' })).toBeVisible();
    await expect(page.getByText('Payable Amount')).toBeVisible();
    await expect(page.getByText('£349.00')).toBeVisible();
    await page.getByRole('button', { name: 'Demo payment — no money moves' }).click();
    await expect(page).toHaveURL(/\/paymentstatus\?order=\d+$/, { timeout: 15_000 });
  });

  await test.step('Payment Successful, from the server’s record; a reload records nothing more', async () => {
    const card = page.getByRole('region', { name: 'Payment Successful' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Marathon Course (6 Months)')).toBeVisible();
    await expect(card.getByText('£349.00')).toBeVisible();
    await expect(card.getByText(/^demo_[0-9a-f-]{36}$/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Payment Successful' })).toBeVisible();
    await card.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  await test.step('the plan is Already Purchased; the lessons play', async () => {
    await page.goto('/subscription');
    await expect(
      plan(page, 'Marathon Course').getByRole('button', { name: 'Already Purchased' }),
    ).toBeDisabled();
    // Another plan can still be bought (its accordion starts closed).
    await expect(
      plan(page, 'Intensive Course').getByRole('link', { name: /Buy Now/, includeHidden: true }),
    ).toHaveCount(1);
    expect((await page.request.get(`/api/media/${FIRST_MEDIA}`)).status()).toBe(200);
    await page.goto('/video');
    await expect(
      page.getByText('A subscription plan is required to watch this video.'),
    ).toHaveCount(0);
  });

  await test.step('the profile lists the plan with its dates; Renew Plan opens its payment page', async () => {
    await page.goto('/profile?tab=subscription-plan');
    const history = page.getByRole('list', { name: 'Plan history' });
    const card = history.getByRole('listitem').filter({ hasText: 'Marathon Course' });
    await expect(card).toBeVisible();
    await expect(card.getByText('£349.00')).toBeVisible();
    await expect(card.getByText('Start Date')).toBeVisible();
    await expect(card.getByText('End Date')).toBeVisible();
    await expect(card.getByText(/^\d{2} [A-Z][a-z]{2,3} \d{4}$/).first()).toBeVisible();
    await card.getByRole('button', { name: 'Renew Plan' }).click();
    await expect(page).toHaveURL(/\/subscriptionpayment\?plan=\d+$/);
    await expect(page.getByRole('heading', { name: 'Marathon Course' })).toBeVisible();
  });
});

test('a student with no purchase sees No Active Subscriptions with Browse Plans', async ({
  page,
}) => {
  await signUpAndIn(page, `empty-${Date.now()}@example.com`);
  await page.goto('/profile?tab=subscription-plan');
  await expect(page.getByText('No Active Subscriptions')).toBeVisible();
  await page.getByRole('link', { name: 'Browse Plans' }).click();
  await expect(page).toHaveURL('/subscription');
});

test('the payment pages opened by their address', async ({ page }) => {
  // A visitor is sent to sign in, each page named as the origin.
  await page.goto('/subscriptionpayment?plan=1');
  await expect(page).toHaveURL('/signin?from=subscriptionpayment');
  await page.goto('/paymentstatus?order=1');
  await expect(page).toHaveURL('/signin?from=paymentstatus');

  await page.getByLabel('Email').fill('demo@frcrviva.test');
  await page.getByLabel('Password', { exact: true }).fill('DemoPass123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/paymentstatus', { timeout: 10_000 });

  // A plan or an order that is not there (or not the student's) says so.
  await page.goto('/subscriptionpayment?plan=99999');
  await expect(page.getByText('Plan does not exist')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Demo payment — no money moves' })).toHaveCount(0);
  await page.goto('/paymentstatus?order=99999');
  await expect(page.getByText('Payment not found')).toBeVisible();
});

test('a server with no checkout says so on the plans page', async ({ page }) => {
  // The second server runs with DEMO_CHECKOUT=off and no provider keys (playwright.config.ts).
  const noCheckout = `http://localhost:${process.env.E2E_GUARD_PORT}`;
  await page.goto(`${noCheckout}/signin`);
  await page.getByLabel('Email').fill('subscribed@frcrviva.test');
  await page.getByLabel('Password', { exact: true }).fill('DemoPass123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto(`${noCheckout}/subscription`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Purchases are unavailable at the moment' }),
  ).toBeVisible();
  // The plans are still there to read.
  await expect(page.getByText('Marathon Course', { exact: true })).toBeVisible();
});
