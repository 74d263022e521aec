import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAsDemoOperator } from './support/console-operator';

/*
 * The console's plans, policy pages and home testimonials, driven as an operator would, each
 * change checked where students and visitors see it. One sign-in for the file: each
 * authenticator code opens the console once.
 */

test.describe.configure({ mode: 'serial' });

let page: Page;

/** A signed-in student's page in a browser context of its own. */
async function studentPage(browser: Browser): Promise<Page> {
  const student = await (await browser.newContext()).newPage();
  await student.goto('/signin');
  await student.getByLabel('Email').fill('subscribed@frcrviva.test');
  await student.getByLabel('Password', { exact: true }).fill('DemoPass123');
  await student.getByRole('button', { name: 'Sign In' }).click();
  await expect(student).not.toHaveURL(/\/signin/);
  return student;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  page = await (await browser.newContext()).newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAsDemoOperator(page);
});
test.afterAll(async () => {
  await page?.context().close();
});

test('a new plan starts off sale, is previewed, and reaches /subscription once on sale', async ({
  browser,
}, testInfo) => {
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Plans' })
    .click();
  await expect(page).toHaveURL('/console/plans');
  await expect(page.getByRole('row').filter({ hasText: 'Marathon Course' })).toContainText(
    'On sale',
  );
  await page.screenshot({ path: testInfo.outputPath('console-plans.png'), fullPage: true });

  const save = page.getByRole('button', { name: 'Save off sale' });
  await expect(save).toBeEnabled();
  await page.getByLabel('Name').fill('Weekend Sprint');
  await page.getByLabel('Price (£, GBP)').fill('59.5');
  await page.getByLabel('Days', { exact: true }).fill('14');
  await page.getByLabel('Period as shown').fill('2 Weeks');
  await page.getByLabel('Order (lowest first)').fill('9');
  await page.getByRole('button', { name: 'Add a feature row' }).click();
  await page.getByLabel('Title 1').fill('Mock vivas');
  await page.getByLabel('Detail 1').fill('Two a day');
  await page.getByRole('button', { name: 'Add a feature row' }).click();
  await page.getByLabel('Title 2').fill('Shorts');
  await page.getByLabel('Detail 2').fill('Every case');
  await page.getByRole('button', { name: 'Move row 2 up' }).click();
  await save.click();
  await expect(page).toHaveURL(/\/console\/plan\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Off sale');

  // The preview is the plans page's own accordion, the rows in their new order.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Weekend Sprint');
  await expect(preview).toContainText('£59.50');
  await expect(preview.locator('dt')).toHaveText(['Shorts', 'Mock vivas']);
  await page.screenshot({ path: testInfo.outputPath('console-plan.png'), fullPage: true });

  const student = await studentPage(browser);
  await student.goto('/subscription');
  await expect(student.getByText('Marathon Course').first()).toBeVisible();
  await expect(student.getByText('Weekend Sprint')).toHaveCount(0);

  await page.getByRole('button', { name: 'Put on sale' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('On sale');
  await student.reload();
  await expect(student.getByText('Weekend Sprint').first()).toBeVisible();

  // A new price is saved; taken off sale, it leaves the plans page again.
  await page.getByLabel('Price (£, GBP)').fill('64');
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Plan saved.' })).toBeVisible();
  await page.getByRole('button', { name: 'Take off sale' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Off sale');
  await student.reload();
  await expect(student.getByText('Marathon Course').first()).toBeVisible();
  await expect(student.getByText('Weekend Sprint')).toHaveCount(0);
  await student.context().close();
});

test('a policy page’s draft is sanitised on save, previewed, and published at once', async ({
  browser,
}, testInfo) => {
  const clause = 'Recordings of live sessions are kept for 30 days.';
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Pages' })
    .click();
  await expect(page).toHaveURL('/console/pages');
  await page.screenshot({ path: testInfo.outputPath('console-pages.png'), fullPage: true });
  await page.getByRole('table').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/console/page/privacypolicy');

  const text = page.getByLabel(/^Text/);
  const save = page.getByRole('button', { name: 'Save draft' });
  await expect(save).toBeEnabled();
  const published = await text.inputValue();
  await text.fill(
    `${published}<p onclick="steal()">${clause}</p><script>alert(1)</script>` +
      '<p><a href="javascript:alert(2)">Tap</a></p>',
  );
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toContainText(
    'Removed on save: onclick, <script>, javascript: link.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Draft waiting');
  await expect(text).not.toHaveValue(/onclick|<script|javascript:/);
  await page.screenshot({ path: testInfo.outputPath('console-page.png'), fullPage: true });

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/privacypolicy');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(visitor.getByText(clause)).toHaveCount(0);

  await page.getByRole('link', { name: 'Preview the draft' }).click();
  await expect(page).toHaveURL('/console/page-preview/privacypolicy');
  await expect(page.getByRole('status').filter({ hasText: 'Preview of the draft' })).toBeVisible();
  await expect(page.getByText(clause)).toBeVisible();
  await expect(page.locator('article script')).toHaveCount(0);
  const robots = await page.request.get('/console/page-preview/privacypolicy');
  expect(robots.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await page.screenshot({ path: testInfo.outputPath('console-preview.png'), fullPage: true });

  await page.getByRole('link', { name: '← Back to the editor' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Draft waiting');
  // The prerendered page is regenerated on the next request after the tag went stale.
  await expect(async () => {
    await visitor.reload();
    await expect(visitor.getByText(clause)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await visitor.context().close();
});

test('the home page shows the testimonials an operator chose, in order', async ({
  browser,
}, testInfo) => {
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Testimonials' })
    .click();
  await expect(page).toHaveURL('/console/testimonials');
  await expect(page.getByText('None chosen')).toBeVisible();
  const others = page.getByRole('region', { name: 'Other approved site feedback' });
  const candidates = others.getByRole('listitem');
  const newest = (await candidates.first().locator('p').nth(1).textContent())!.slice(0, 60);
  const oldest = candidates.last();
  const chosenText = (await oldest.locator('p').nth(1).textContent())!.slice(0, 60);
  await expect(oldest.getByRole('button', { name: 'Show on the home page' })).toBeEnabled();
  await oldest.getByRole('button', { name: 'Show on the home page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const chosen = page.getByRole('region', { name: /On the home page/ });
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('console-testimonials.png'), fullPage: true });

  const visitor = await (await browser.newContext()).newPage();
  await expect(async () => {
    await visitor.goto('/');
    await expect(visitor.getByText(chosenText).first()).toBeAttached({ timeout: 1_000 });
    await expect(visitor.getByText(newest)).toHaveCount(0);
  }).toPass({ timeout: 15_000 });

  // Removing the last one gives the carousel back to the newest approved.
  await chosen.getByRole('button', { name: 'Remove from the home page' }).click();
  await expect(page.getByText('None chosen')).toBeVisible();
  await expect(async () => {
    await visitor.goto('/');
    await expect(visitor.getByText(newest).first()).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await visitor.context().close();
});
