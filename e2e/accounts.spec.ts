import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

import { typeMobileNumber } from './support/new-student';

// playwright.config.ts chooses the server's data directory and passes it down in the environment.
const outbox = path.join(process.env.E2E_DATA_DIR ?? '.data', 'outbox');
const SIGN_IN_COOKIE = 'frcr.session';

const email = `asha.${Date.now()}@example.com`;
const FIRST_PASSWORD = 'Radiology1';
const SECOND_PASSWORD = 'Ultrasound2';
const THIRD_PASSWORD = 'Fluoroscopy3';

/** A photo with some structure, so a crop and a re-encode are visible. */
async function photo(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#1e3a8a"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f59e0b"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The newest code mailed to the address, read from the dev outbox (.eml files). */
async function codeFromOutbox(to: string, after: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((name) => name.endsWith(`${to}.eml`) && Number(name.split('-')[0]) >= after)
      .sort();
    const newest = files.at(-1);
    if (newest) {
      const eml = await readFile(path.join(outbox, newest), 'utf8');
      const code = /reset code is: (\d{6})/.exec(eml)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${to} in ${outbox}`);
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

async function signIn(page: Page, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Nothing a script on the page can read holds the sign-in token. */
async function expectNoTokenInBrowserStorage(page: Page) {
  const cookies = await page.context().cookies();
  const signInCookie = cookies.find((cookie) => cookie.name.startsWith(SIGN_IN_COOKIE));
  expect(signInCookie, 'the sign-in cookie is set').toBeDefined();
  expect(signInCookie!.httpOnly).toBe(true);
  expect(signInCookie!.sameSite).toBe('Lax');

  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
  }));
  expect(visible.cookie).not.toContain(SIGN_IN_COOKIE);
  expect(visible.cookie).not.toContain(signInCookie!.value.slice(0, 40));
  expect(visible.local).toEqual([]);
  expect(visible.session).toEqual([]);

  // What Auth.js tells the browser about the sign-in: the student id, never a token.
  const answer = await page.request.get('/api/auth/session');
  const body = JSON.stringify(await answer.json());
  expect(body).toContain('studentId');
  expect(body).not.toMatch(/token/i);
}

test.describe.configure({ mode: 'serial' });

test('a student’s whole account journey', async ({ page }) => {
  test.setTimeout(240_000);

  await test.step('visitors are sent from the profile to Sign In', async () => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/signin\?from=profile$/);
  });

  await test.step('sign up with a photo', async () => {
    await page.goto('/signup');
    await page.getByLabel('Profile photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await photo(320, 240),
    });
    await expect(page.getByAltText('Selected profile photo')).toBeVisible();
    await page.getByLabel('Full Name').fill('Asha Rao');
    // Another country's number, typed over India's code, picks its country.
    const country = page.getByRole('combobox', { name: 'Country selector' });
    await expect(country).toHaveAttribute('title', 'India');
    await typeMobileNumber(page, '+44 7700 900123');
    await expect(page.getByLabel('Mobile Number')).toHaveValue('+44 7700 900123');
    await expect(country).toHaveAttribute('title', 'United Kingdom');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(toast(page, 'Registered Successfully')).toBeVisible();
    await expect(page).toHaveURL('/signin');
  });

  await test.step('sign in; the header greets the student by name', async () => {
    await signIn(page, FIRST_PASSWORD);
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    await expect(toast(page, 'Login Successfully')).toBeVisible();
    await expect(page).toHaveURL('/');
    const header = page.getByRole('banner');
    await expect(header.getByText('Hi')).toBeVisible();
    await expect(header.getByText('Asha Rao')).toBeVisible();
    const avatar = header.getByRole('link', { name: 'My profile' }).locator('img');
    await expect(avatar).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}\.webp$/);
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  await test.step('no sign-in token anywhere a script can read', async () => {
    await expectNoTokenInBrowserStorage(page);
  });

  await test.step('the pages’ sign-in hint holds nothing, and a student page restores it', async () => {
    const hint = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'frcr.signed-in');
    expect(await hint()).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax' });
    await page.context().clearCookies({ name: 'frcr.signed-in' });
    await page.goto('/profile');
    await expect(page).toHaveURL('/profile');
    expect(await hint()).toMatchObject({ value: '1' });
    await page.goto('/aboutus');
    await expect(page.getByRole('banner').getByText('Asha Rao')).toBeVisible();
  });

  await test.step('auth pages lead home while signed in', async () => {
    for (const path of [
      '/signin',
      '/signup',
      '/forgot-password',
      '/verify-otp',
      '/resetpassword',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
    }
  });

  await test.step('edit the profile with a cropped photo', async () => {
    await page.goto('/profile');
    await expect(page.getByRole('tab', { name: 'Edit Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The number given at Sign Up, stored as its two parts.
    await expect(page.getByLabel('Mobile Number')).toHaveValue('7700900123');
    await expect(page.getByRole('combobox', { name: 'Country selector' })).toHaveAttribute(
      'title',
      'United Kingdom',
    );
    const before = await page.getByAltText('Your profile photo').getAttribute('src');
    await page.getByLabel('Profile photo').setInputFiles({
      name: 'new.png',
      mimeType: 'image/png',
      buffer: await photo(600, 400),
    });
    const dialog = page.getByRole('dialog', { name: 'Crop Profile Image' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Crop & Save' }).click();
    await expect(dialog).toBeHidden();
    const preview = page.getByAltText('New profile photo (not saved yet)');
    await expect(preview).toHaveAttribute('src', /^blob:/);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(100);

    await page.getByLabel('Full Name').fill('Asha R. Rao');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile Updated Successfully')).toBeVisible();
    const saved = page.getByAltText('Your profile photo');
    await expect(saved).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}\.webp$/);
    expect(await saved.getAttribute('src')).not.toBe(before);
    await expect.poll(() => saved.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(100);
    await expect(page.getByRole('banner').getByText('Asha R. Rao')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('Asha R. Rao');
  });

  await test.step('change the password', async () => {
    await page.getByRole('tab', { name: 'Change Password' }).click();
    await page.getByLabel('Old Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill(SECOND_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(SECOND_PASSWORD);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Password Changed Successfully')).toBeVisible();
  });

  await test.step('moving the sign-in email needs the current password', async () => {
    const changed = `moved.${Date.now()}@example.com`;
    const asked = Date.now() - 1000;
    await page.getByRole('tab', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel('Current Password', { exact: true })).toHaveCount(0);
    await page.getByLabel('Email').fill(changed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter your current password to change your email')).toBeVisible();

    await page.getByLabel('Current Password', { exact: true }).fill('NotMyPassword9');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Current Password is incorrect')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await page.getByLabel('Email').fill(changed);
    await page.getByLabel('Current Password', { exact: true }).fill(SECOND_PASSWORD);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile Updated Successfully')).toBeVisible();
    await expect(page.getByLabel('Current Password', { exact: true })).toHaveCount(0);
    // The notice goes through the job queue: wait for the worker to deliver it.
    const notices = async () =>
      (await readdir(outbox).catch(() => [] as string[])).filter(
        (name) => name.endsWith(`${email}.eml`) && Number(name.split('-')[0]) >= asked,
      );
    await expect.poll(async () => (await notices()).length, { timeout: 20_000 }).toBeGreaterThan(0);

    // And back, so the rest of the journey signs in with the first address.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Current Password', { exact: true }).fill(SECOND_PASSWORD);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // Saved once the form holds the stored address again: the password field goes away.
    await expect(page.getByLabel('Current Password', { exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });

  await test.step('give feedback', async () => {
    await page.getByRole('tab', { name: 'Feedback' }).click();
    await page.getByRole('radio', { name: '5 stars' }).click();
    await page.getByLabel('Description').fill('The viva cases are exactly what I needed.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Feedback added successfully')).toBeVisible();
  });

  await test.step('sign out after confirming', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog.getByText('You will be signed out!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, sign out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(
      (await page.context().cookies()).filter((c) => c.name.startsWith(SIGN_IN_COOKIE)),
    ).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('frcr.signed-in');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/signin\?from=profile$/);
  });

  await test.step('recover the account with the emailed code', async () => {
    const asked = Date.now() - 1000;
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(
      toast(page, 'If an account exists for this email, a 6-digit OTP has been sent to it.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/verify-otp');
    await expect(page.getByText(email)).toBeVisible();

    const code = await codeFromOutbox(email, asked);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(code[5]);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(toast(page, 'OTP Verified Successfully')).toBeVisible();
    await expect(page).toHaveURL('/resetpassword');

    await page.getByLabel('New Password', { exact: true }).fill(THIRD_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(THIRD_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, 'Password Reset Successfully')).toBeVisible();
    await expect(page).toHaveURL('/signin');

    // The recovery state is spent: the pages send a visitor back to the start.
    await page.goto('/resetpassword');
    await expect(page).toHaveURL('/forgot-password');
  });

  await test.step('the old password no longer works; the new one does', async () => {
    await signIn(page, SECOND_PASSWORD);
    await expect(toast(page, 'Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL('/signin');

    await page.getByLabel('Password', { exact: true }).fill(THIRD_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByText('Asha R. Rao')).toBeVisible();
    await expectNoTokenInBrowserStorage(page);
  });
});

test('a sign-in sent from another screen returns there at once', async ({ page }) => {
  await page.goto('/signin?from=profile');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(THIRD_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
});

test('Get Started sends a visitor to Sign Up and a student without a plan to the plans', async ({
  page,
}) => {
  const visitor = await page.request.get('/get-started', { maxRedirects: 0 });
  expect(visitor.status()).toBe(303);
  expect(new URL(visitor.headers().location).pathname).toBe('/signup');

  await signIn(page, THIRD_PASSWORD);
  await expect(page).toHaveURL('/');
  const student = await page.request.get('/get-started', { maxRedirects: 0 });
  expect(new URL(student.headers().location).pathname).toBe('/subscription');
});

test('uploads are refused by content, whatever the name says', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Mallory');
  await page.getByLabel('Email').fill(`mallory.${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel('Profile photo').setInputFiles({
    name: 'cat.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<?php system($_GET["c"]); ?>'),
  });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    toast(page, 'Profile image must be an image file (JPEG, PNG, WebP, GIF, AVIF or TIFF)'),
  ).toBeVisible();
  await expect(page).toHaveURL('/signup');
});

test.describe('before the page’s script runs', () => {
  test.use({ javaScriptEnabled: false });

  // Without its handler a form is the browser's to submit: a GET to the page's own address, every
  // named field in it. Nothing typed may reach the address, the server's logs or the history.
  test('a form sent by its handler cannot be submitted, so no password reaches the address', async ({
    page,
  }) => {
    for (const [path, button] of [
      ['/signin', 'Sign In'],
      ['/signup', 'Sign Up'],
      ['/forgot-password', 'Get OTP'],
      ['/contactus', 'Send Message'],
    ] as const) {
      await page.goto(path);
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: button }) });
      const fields = form.locator('input[name]:not([type=hidden]):not([type=file])');
      for (const field of await fields.all()) {
        await field.fill((await field.getAttribute('type')) === 'email' ? email : FIRST_PASSWORD);
      }
      const submit = form.getByRole('button', { name: button });
      await expect(submit).toBeDisabled();
      await fields.first().press('Enter');
      await submit.click({ force: true });
      await page.waitForLoadState();
      expect(new URL(page.url()).search, path).toBe('');
    }
  });

  test('a button that acts through its handler is disabled until then', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/session');
    await expect(page.getByRole('button', { name: 'Send Request' }).first()).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeDisabled();
  });
});
