import { devices, expect, test, type Page } from '@playwright/test';

import {
  finishAnyRunningPaper,
  finishPaper,
  launchZoomed,
  paperBar,
  signIn,
  startButton,
} from './support/paper-a11y';

const guardedURL = `http://localhost:${process.env.E2E_GUARD_PORT}`;

/**
 * Opens a page and waits until the guard has asked the server whether it is on and, when it is,
 * until the guard is armed (it loads its key handling only then: components/guard/arm-guard.ts).
 */
async function openWithGuard(page: Page, url: string) {
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/anti-capture'));
  await page.goto(url);
  const answer = (await (await asked).json()) as { enabled: boolean };
  if (answer.enabled) await expect(page.locator('html')).toHaveAttribute('data-guard', 'armed');
  return answer;
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

test.describe('anti-capture guard switched on, at browser zoom and with panels', () => {
  /** What the guard reads each second (components/guard/capture-keys.ts, dockedPanelBelow). */
  const sizes = (page: Page) =>
    page.evaluate(() => [outerWidth, innerWidth, outerHeight, innerHeight, devicePixelRatio]);

  test('zoom from 110 % to 400 % never trips it on /signin, /video or /console/signin', async ({
    playwright,
  }, testInfo) => {
    test.setTimeout(240_000);
    const seen: Record<string, number[]> = {};
    for (const zoom of [1.1, 1.25, 1.5, 2, 3, 4]) {
      const context = await launchZoomed(playwright.chromium, testInfo, zoom);
      const page = context.pages()[0] ?? (await context.newPage());
      try {
        for (const path of ['/signin', '/video', '/console/signin']) {
          expect(await openWithGuard(page, `${guardedURL}${path}`)).toEqual({ enabled: true });
          // Two size checks (one a second) and then some.
          await page.waitForTimeout(2200);
          expect(new URL(page.url()).pathname, `${path} at ${zoom * 100} %`).toBe(path);
        }
        seen[`${zoom * 100} %`] = await sizes(page);
      } finally {
        await context.close();
      }
    }
    // The window stays 1280 × 900 screen pixels while the page lays out in fewer CSS pixels:
    // outer minus inner width grew past 160 from 125 %, which the old rule took for open
    // developer tools.
    expect(seen['200 %']).toEqual([1280, 640, 900, expect.any(Number), 2]);
    testInfo.annotations.push({ type: 'window sizes by zoom', description: JSON.stringify(seen) });
  });

  test('a side panel does not trip it; a panel docked below the page does', async ({ page }) => {
    await openWithGuard(page, `${guardedURL}/signin`);
    const cdp = await page.context().newCDPSession(page);
    const window = await sizes(page);
    // A 400-pixel panel beside the page: the viewport narrows, the window does not.
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width: window[1]! - 400,
      height: window[3]!,
      deviceScaleFactor: 1,
      mobile: false,
    });
    await page.waitForTimeout(2200);
    expect(new URL(page.url()).pathname).toBe('/signin');
    // Developer tools docked at the bottom, 300 pixels tall.
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width: window[1]!,
      height: window[3]! - 300,
      deviceScaleFactor: 1,
      mobile: false,
    });
    await expect(page).toHaveURL(`${guardedURL}/restricted`, { timeout: 5000 });
  });

  test('a running paper is never left: "g" on the viewer is the viewer’s, Ctrl+S and a docked panel warn and are noted, the clock runs on', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, guardedURL);
    await finishAnyRunningPaper(page, guardedURL);
    await startButton(page, 'Short cases', 'Start: 5 cases in 24 minutes').click();
    // The paper names its case in the address once it has hydrated (?case=1): the address to
    // stay on is that one.
    await expect(page).toHaveURL(/\/practice\/paper\/\d+\?case=1$/, { timeout: 15_000 });
    const paperURL = page.url();
    const viewer = page.getByRole('application');
    await viewer.focus();
    await page.keyboard.press('g');
    await page.locator('h1').click();
    await page.keyboard.press('g');
    await page.waitForTimeout(1200);
    expect(page.url()).toBe(paperURL);
    await expect(page.locator('main').getByRole('alert')).toHaveCount(0);

    const countdown = paperBar(page).getByTestId('countdown');
    const before = await countdown.textContent();
    await page.keyboard.press('Control+s');
    await expect(paperBar(page).getByRole('alert')).toContainText(
      'Use of screenshots or developer tools has been detected. This action is not permitted. It is noted on this paper, which carries on.',
    );
    expect(page.url()).toBe(paperURL);
    await expect(countdown).not.toHaveText(before!);

    const cdp = await page.context().newCDPSession(page);
    const [, innerWidth, , innerHeight] = await sizes(page);
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width: innerWidth!,
      height: innerHeight! - 300,
      deviceScaleFactor: 1,
      mobile: false,
    });
    await page.waitForTimeout(2500);
    await cdp.send('Emulation.clearDeviceMetricsOverride');
    expect(page.url()).toBe(paperURL);

    await finishPaper(page);
    await expect(
      page.getByText('The anti-capture guard warned 2 times during this paper.'),
    ).toBeVisible();
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
