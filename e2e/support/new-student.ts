import { expect, type Page } from '@playwright/test';

let addresses = Math.floor(Math.random() * 200);

/**
 * Types an international number into Sign Up's phone field once its country picker is there. The
 * picker takes keys and pastes; a whole number inserted as one text (Playwright's `fill`) it
 * refuses as it refuses a typed letter, so a fill could land before or after it arrived.
 */
export async function typeMobileNumber(page: Page, number: string) {
  await expect(page.getByRole('combobox', { name: 'Country selector' })).toBeVisible();
  const box = page.getByLabel('Mobile Number');
  await box.clear();
  await box.pressSequentially(number);
}

type NewStudent = { fullName: string; mobileNumber: string; email: string; password: string };

/**
 * A student of the spec's own, signed up and signed in through the screens: what it buys, books or
 * is refunded changes no demo account another spec reads.
 */
export async function signUpAndSignIn(page: Page, student: NewStudent) {
  // Each from an address of its own (TEST-NET-2), which the suite's server trusts from its proxy
  // header (playwright.config.ts): sign-ups are limited per client.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${++addresses}` });
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(student.fullName);
  await typeMobileNumber(page, student.mobileNumber);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/signin', { timeout: 10_000 });
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}
