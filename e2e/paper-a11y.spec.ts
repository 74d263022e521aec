import fs from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import {
  announcer,
  axeViolations,
  finishAnyRunningPaper,
  finishPaper,
  focusState,
  launchZoomed,
  paperBar,
  signIn,
  startButton,
  tabTo,
} from './support/paper-a11y';

/*
 * A paper a student can rely on whatever their browser and their needs (docs/practice.md,
 * "Heard and seen"): taken with the keyboard alone, at 200 % browser zoom, and under axe. The
 * server runs practice clocks at PRACTICE_TIME_SCALE 0.06 (playwright.config.ts): a 24-minute
 * paper lasts about a minute and a half.
 */

/**
 * A picture of the viewport to look at. Through the DevTools protocol: under Chromium's real page
 * zoom, Playwright's own screenshot clips the wrong region once the page is scrolled.
 */
async function shot(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
  fs.writeFileSync(test.info().outputPath(`${name}.png`), Buffer.from(data, 'base64'));
  await cdp.detach();
}

test('a brief short paper taken with the keyboard alone: focus never on the body nor hidden, each case change said once, the clock warns, Finish from the bar', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await finishAnyRunningPaper(page);
  await page.goto('/practice');

  // From the top of the page to the start button, and Enter.
  await tabTo(page, startButton(page, 'Short cases', 'Start: 5 cases in 24 minutes'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/practice\/paper\/\d+/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Short cases');
  await expect(paperBar(page).getByText('Case 1 of 5')).toBeVisible();
  await expect(announcer(page)).toHaveText('');

  await tabTo(page, page.getByLabel('Report'));
  await page.keyboard.type('Right lower lobe consolidation.');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Further management')).toBeFocused();
  await page.keyboard.type('Antibiotics.');
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  // Saving after a pause is shown, not said.
  await expect(announcer(page)).toHaveText('');

  // One minute left: on screen and said, once.
  await expect(paperBar(page).getByText('1 minute left')).toBeVisible({ timeout: 60_000 });
  await expect(announcer(page)).toHaveText(/^1 minute left\s*$/);

  // Next, case after case: each change said once, focus stays on Next, even at the last case.
  const next = page.getByRole('button', { name: 'Next case' });
  await tabTo(page, next);
  for (let n = 2; n <= 5; n++) {
    await page.keyboard.press('Enter');
    await expect(paperBar(page).getByText(`Case ${n} of 5`)).toBeVisible();
    await expect(announcer(page)).toHaveText(new RegExp(`^Case ${n} of 5\\s*$`));
    await expect(next).toBeFocused();
  }
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(next).toBeFocused();
  await expect(paperBar(page).getByText('Case 5 of 5')).toBeVisible();

  // The case list: the case shown and the answered ones are told apart by more than colour.
  const list = page.getByRole('navigation', { name: 'Cases' });
  await expect(list.getByRole('button', { name: /^5\b/ })).toHaveAttribute('aria-current', 'step');
  await expect(list.getByRole('button', { name: /^1\b.*answered/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /^1\b.*answered/ }).locator('svg')).toHaveCount(1);
  await expect(list.getByRole('button', { name: /^2$/ }).locator('svg')).toHaveCount(0);
  await shot(page, 'keyboard-100');

  // Back to the top with Shift+Tab to Finish: the bar is there wherever the page is scrolled.
  const finish = paperBar(page).getByRole('button', { name: 'Finish paper' });
  await tabTo(page, finish, { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Finish paper' }));
  await page.keyboard.press('Enter');
  // The review replaces the paper, and focus goes to its heading, not the body.
  const heading = page.getByRole('heading', { name: 'Review: case 1 of 5' });
  await expect(heading).toBeFocused();
  const next2 = page.getByRole('button', { name: 'Next case' });
  await tabTo(page, next2);
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toHaveText(/^Review: case 2 of 5\s*$/);
  await expect(next2).toBeFocused();
});

test('at 200 % browser zoom the clock and Finish stay in view, no focused control is covered, and the zoomed series pans with all four arrows', async ({
  playwright,
}, testInfo) => {
  test.setTimeout(180_000);
  const context = await launchZoomed(
    playwright.chromium,
    testInfo,
    2,
    testInfo.project.use.baseURL as string,
  );
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await signIn(page);
    await finishAnyRunningPaper(page);
    await page.goto('/practice');
    expect(await page.evaluate(() => [devicePixelRatio, innerWidth])).toEqual([2, 640]);
    await startButton(page, 'Long cases', 'Start: 2 cases in 25 minutes').click();
    await expect(page).toHaveURL(/\/practice\/paper\/\d+/, { timeout: 15_000 });
    await expect(page.getByRole('application')).toBeVisible();
    await shot(page, 'paper-200-top');

    // Every focus stop from the top of the page to the last answer field shows, uncovered.
    const stops = await tabTo(page, page.getByLabel('Further management'));
    expect(stops.length).toBeGreaterThan(10);

    // Scrolled anywhere, the clock and Finish are in view and on top; the site header is not.
    const bar = paperBar(page);
    for (const to of [0.5, 1]) {
      await page.evaluate((share) => window.scrollTo(0, document.body.scrollHeight * share), to);
      await expect(bar.getByTestId('countdown')).toBeInViewport();
      const finishOnTop = await bar
        .getByRole('button', { name: 'Finish paper' })
        .evaluate((button) => {
          const rect = button.getBoundingClientRect();
          const hit = document.elementFromPoint(
            rect.left + rect.width / 2,
            rect.top + rect.height / 2,
          );
          return !!hit && button.contains(hit);
        });
      expect(finishOnTop).toBe(true);
      await expect(page.getByRole('banner')).not.toBeInViewport();
    }
    await shot(page, 'paper-200-scrolled');

    // The series' image, zoomed in: the arrows pan in all four directions, the slice stays;
    // Page Down changes the slice. The stack viewer moves the image the way the arrow points,
    // whether the case's series came in as DICOM or as pictures.
    const image = page.getByTestId('stack-viewer');
    const pan = async () => {
      const [x, y] = ((await image.getAttribute('data-pan')) ?? '0,0').split(',').map(Number);
      return { x, y };
    };
    await tabTo(page, page.getByRole('application'), { back: true });
    await expect((await focusState(page)).shown).toBe(true);
    await expect(image).toHaveAttribute('data-slice', '1');
    await page.keyboard.press('+');
    await expect(image).not.toHaveAttribute('data-zoom', '1.000');
    await page.waitForTimeout(400);
    let before = await pan();
    for (const [key, axis, sign] of [
      ['ArrowDown', 'y', 1],
      ['ArrowRight', 'x', 1],
      ['ArrowUp', 'y', -1],
      ['ArrowLeft', 'x', -1],
    ] as const) {
      await page.keyboard.press(key);
      await expect.poll(async () => Math.sign((await pan())[axis] - before[axis])).toBe(sign);
      before = await pan();
      await expect(image).toHaveAttribute('data-slice', '1');
    }
    await page.keyboard.press('PageDown');
    await expect(image).toHaveAttribute('data-slice', '2');
    await shot(page, 'paper-200-viewer');
    await finishPaper(page);
  } finally {
    await context.close();
  }
});

test('axe finds nothing on the practice page and on every paper page: short, long, oral, a due review, and the marking', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  await finishAnyRunningPaper(page);
  const scans: Record<string, unknown[]> = {};
  const scan = async (name: string) => {
    scans[name] = await axeViolations(page);
  };

  await page.goto('/practice');
  await scan('practice');

  await startButton(page, 'Short cases', 'Start: 5 cases in 24 minutes').click();
  await expect(page.getByRole('application')).toBeVisible();
  await page.getByLabel('Report').fill('Pneumothorax.');
  await page.getByRole('button', { name: 'Next case' }).click();
  await scan('short paper');
  await finishPaper(page);
  await scan('short paper, marking');
  // Mark the first case missed, so it is due for review today.
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Save mark' }) });
  const findings = form.getByRole('radio', { name: /^Missed/ });
  for (let i = 0; i < (await findings.count()); i++) await findings.nth(i).check();
  await form.getByRole('radio', { name: 'Missed', exact: true }).check();
  await form.getByRole('button', { name: 'Save mark' }).click();
  await expect(page.getByText(/^Marked /)).toBeVisible();
  await scan('short paper, a case marked');

  await page.goto('/practice');
  await startButton(page, 'Long cases', 'Start: 2 cases in 25 minutes').click();
  await expect(page.getByRole('application')).toBeVisible();
  await scan('long paper');
  await finishPaper(page);
  await scan('long paper, marking');

  await page.goto('/practice');
  await startButton(page, 'Oral station', 'Start: 6 cases in 30 minutes').click();
  await expect(page.getByRole('button', { name: 'Allow microphone' })).toBeVisible();
  await scan('oral station');
  await finishPaper(page);
  await scan('oral station, marking');

  await page.goto('/practice');
  await scan('practice, with a review due');
  await page.getByRole('button', { name: 'Review this case' }).first().click();
  await expect(page).toHaveURL(/\/practice\/paper\/\d+/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review');
  await scan('review paper');
  await finishPaper(page);

  expect(scans).toEqual(Object.fromEntries(Object.keys(scans).map((name) => [name, []])));
});
