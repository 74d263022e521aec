import { devices, expect, test, type Page } from '@playwright/test';

const guardedURL = `http://localhost:${process.env.E2E_GUARD_PORT}`;

/** Opens a page and waits until the guard has asked the server whether it is on. */
async function openWithGuard(page: Page, url: string) {
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/anti-capture'));
  await page.goto(url);
  return (await asked).json() as Promise<{ enabled: boolean }>;
}

test.describe('anti-capture guard switched on (ANTI_CAPTURE=on)', () => {
  test('Ctrl+S sends the browser to /restricted', async ({ page }) => {
    expect(await openWithGuard(page, `${guardedURL}/`)).toEqual({ enabled: true });
    // Left alone, an ordinary window is not mistaken for one with developer tools open.
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe('/');

    await page.keyboard.press('Control+s');
    await expect(page).toHaveURL(`${guardedURL}/restricted`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Restricted');
    await expect(
      page.getByText(
        'Use of screenshots or developer tools has been detected. This action is not permitted.',
      ),
    ).toBeVisible();
  });

  test('"g" typed into a form field is just typing; outside one it trips the guard', async ({
    page,
  }) => {
    await openWithGuard(page, `${guardedURL}/contactus`);
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await email.fill('');
    await email.pressSequentially('greg@example.org');
    await expect(email).toHaveValue('greg@example.org');
    expect(new URL(page.url()).pathname).toBe('/contactus');

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('g');
    await expect(page).toHaveURL(`${guardedURL}/restricted`);
  });

  test('stays off on a mobile browser', async ({ browser }) => {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    await page.goto(`${guardedURL}/`);
    // Hydrated: the menu toggle answers.
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(500);
    await page.keyboard.press('g');
    await page.keyboard.press('Control+s');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

test('with the guard switched off, Ctrl+S does nothing', async ({ page }) => {
  expect(await openWithGuard(page, '/')).toEqual({ enabled: false });
  await page.keyboard.press('Control+s');
  await page.keyboard.press('g');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to FRCR Viva');
});
