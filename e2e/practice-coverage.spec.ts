import { expect, test } from '@playwright/test';

/*
 * The coverage page as a student first meets it: a visitor is sent to Sign In and brought back,
 * and a student who has taken no paper is told what the page will show and where to start. The
 * figures themselves are the service's tests (lib/practice/coverage.test.ts); the page changing
 * after a paper is part of the practice journey (e2e/practice.spec.ts).
 */

const DEMO_STUDENT = { email: 'demo@frcrviva.test', password: 'DemoPass123' };

test('a student without papers is shown what the coverage page will show', async ({ page }) => {
  await page.goto('/practice/coverage');
  await expect(page).toHaveURL(/\/signin/);

  await page.goto('/signin?from=practice/coverage');
  await page.getByLabel('Email').fill(DEMO_STUDENT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_STUDENT.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/practice/coverage');

  await expect(page).toHaveTitle(/Coverage/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { name: 'No papers yet' })).toBeVisible();
  await expect(page.getByText(/You have seen 0 of the \d+ cases? in the bank/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start practising' })).toHaveAttribute(
    'href',
    '/practice',
  );
});
