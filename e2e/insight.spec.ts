import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

import { freshCode, signInAsDemoOperator, signInToConsole } from './support/console-operator';

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

test('an editor opens a flagged case straight from the case analytics list', async () => {
  // The demo's registrars leave a case everyone gets right (lib/platform/demo/practice-attempts.ts).
  await page.goto('/console/case-analytics');
  await page.getByRole('link', { name: 'Show flagged cases only' }).click();
  await expect(page).toHaveURL(/flagged=1/);
  const table = page.getByRole('table', { name: 'Case statistics' });
  const flagged = table.getByRole('row').filter({ hasText: 'too easy' });
  await expect(flagged).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'too hard' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'fails to discriminate' })).toHaveCount(1);
  const link = flagged.getByRole('rowheader').getByRole('link');
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/console\/case\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  // The viva rooms' marks against the self-marks, sorted by disagreement, most first.
  await page.goto('/console/case-analytics?sort=disagreement&order=desc');
  const first = page.getByRole('table', { name: 'Case statistics' }).getByRole('row').nth(1);
  await expect(first).toContainText('Solitary pulmonary nodule');
  await expect(first).toContainText('0.50');
  await expect(first).toContainText('4 examiner-marked');
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
  // Typed again if the page hydrated meanwhile and reset the field (saving twice is the same).
  await expect(async () => {
    await student.getByLabel('Exam date').fill(inTenDays);
    await student.getByRole('button', { name: 'Save exam date' }).click();
    await expect(student.getByText('Exam date saved')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
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

test('a cohort lead signs in and downloads their cohort’s CSV', async ({ browser }) => {
  const lead = { email: 'cohort-lead@frcrviva.test', password: 'CohortDemo123' };
  const leadPage = await (await browser.newContext()).newPage();
  await signInToConsole(leadPage, await freshCode('FRCRVIVACOHORTLEADDEMOSECRETKEY7'), lead);
  // The overview sends a lead to their cohorts, where they see theirs alone.
  await expect(leadPage).toHaveURL('/console/cohorts');
  await expect(leadPage.getByRole('link', { name: /^Registrars \d+/ })).toHaveCount(0);
  await leadPage.getByRole('link', { name: 'Demo registrars' }).click();
  await expect(leadPage).toHaveURL(/\/console\/cohort\/\d+/);

  const [download] = await Promise.all([
    leadPage.waitForEvent('download'),
    leadPage.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  const emails = [...csv.matchAll(/[\w.+-]+@frcrviva\.test/g)].map((match) => match[0]);
  // The six registrars of the demo cohort (lib/platform/demo/operator.ts), and no one else.
  expect([...new Set(emails)].sort()).toEqual(
    [1, 2, 3, 4, 5, 6].map((n) => `registrar-0${n}@frcrviva.test`),
  );
  await leadPage.context().close();
});

test('a visitor reads the exam viewer’s tools and keys before the exam', async ({ browser }) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/before-your-exam');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('table').first()).toContainText('Scroll');
  await visitor.context().close();
});
