import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoOperator } from './support/console-operator';

/*
 * Insight in the browser (docs/insight.md): an operator reads the dashboard and the case and
 * lesson figures from the grouped menu; a student sets an exam date and sees the daily target
 * change. The figures themselves are the services' tests (lib/insight/*.test.ts).
 */

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  page = await (await browser.newContext()).newPage();
  await signInAsDemoOperator(page);
});
test.afterAll(async () => {
  await page?.context().close();
});

test('an operator reads the dashboard and the case analytics from the grouped menu', async ({}, testInfo) => {
  await expect(page.getByRole('heading', { name: 'Waiting for an operator' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Revenue', exact: true })).toBeVisible();
  // Every chart is an image named by its title, with its figures in a table beneath.
  await expect(page.getByRole('img', { name: /Active subscribers/ })).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: 'Sign-ups' }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('console-dashboard.png'), fullPage: true });

  const menu = page.getByRole('navigation', { name: 'Console' });
  await expect(menu.getByText('Insight', { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Case Analytics' }).click();
  await expect(page).toHaveURL(/\/console\/case-analytics/);
  await expect(page.getByRole('heading', { name: 'Case Analytics' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    /\/console\/case-analytics\/export\?sort=flags/,
  );
  await expect(page.getByRole('heading', { name: 'Internal consistency per paper' })).toBeVisible();

  await menu.getByRole('link', { name: 'Lesson Engagement' }).click();
  await expect(page).toHaveURL('/console/lesson-engagement');
  const first = page.getByRole('rowheader').first().getByRole('link');
  await first.click();
  await expect(page).toHaveURL(/lesson=\d+/);
  await expect(page.getByRole('table', { name: 'Engagement per lesson' })).toBeVisible();
});

test('a student sets an exam date and sees the daily target change', async ({ browser }) => {
  const student = await (await browser.newContext()).newPage();
  await student.goto('/signin?from=practice/coverage');
  await student.getByLabel('Email').fill('subscribed@frcrviva.test');
  await student.getByLabel('Password', { exact: true }).fill('DemoPass123');
  await student.getByRole('button', { name: 'Sign In' }).click();
  await expect(student).toHaveURL('/practice/coverage');

  const target = student.getByTestId('daily-target');
  await expect(target).toHaveText('Today’s target: 0 cases.');
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await student.getByLabel('Exam date').fill(inTenDays);
  await student.getByRole('button', { name: 'Save exam date' }).click();
  await expect(student.getByText('Exam date saved')).toBeVisible();
  await expect(target).not.toHaveText('Today’s target: 0 cases.');
  await expect(student.getByText(/days to your exam/)).toBeVisible();

  // Kept: the page read again shows the date and the target.
  await student.reload();
  await expect(student.getByLabel('Exam date')).toHaveValue(inTenDays);
  await expect(target).not.toHaveText('Today’s target: 0 cases.');
  await student.context().close();
});

test('an operator makes a cohort from a pasted list and opens its report', async () => {
  await page.goto('/console/case-analytics');
  await expect(page.getByRole('heading', { name: 'Case Analytics' })).toBeVisible();

  await page.goto('/console/cohorts');
  await expect(page.getByRole('heading', { name: 'Cohorts', level: 1 })).toBeVisible();
  const name = `Registrars ${Date.now()}`;
  await page.getByLabel('Cohort name').fill(name);
  await page
    .getByLabel('Students’ email addresses')
    .fill('subscribed@frcrviva.test, unsubscribed@frcrviva.test');
  // The new cohort's report opens at once.
  await page.getByRole('button', { name: 'Make the cohort' }).click();
  await expect(page).toHaveURL(/\/console\/cohort\/\d+/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();
  await expect(page.getByText('subscribed@frcrviva.test').first()).toBeVisible();
});

test('a visitor reads the exam viewer’s tools and keys before the exam', async ({ browser }) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/before-your-exam');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('table').first()).toContainText('Scroll');
  await visitor.context().close();
});
