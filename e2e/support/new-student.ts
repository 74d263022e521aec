import { expect, type Page } from '@playwright/test';

type NewStudent = { fullName: string; mobileNumber: string; email: string; password: string };

/**
 * A student of the spec's own, signed up and signed in through the screens: what it buys, books or
 * is refunded changes no demo account another spec reads.
 */
export async function signUpAndSignIn(page: Page, student: NewStudent) {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(student.fullName);
  await page.getByLabel('Mobile Number').fill(student.mobileNumber);
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
