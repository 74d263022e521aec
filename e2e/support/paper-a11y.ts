import fs from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type BrowserContext,
  type BrowserType,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

/*
 * Helpers for taking a paper as a keyboard user, at a browser zoom, under axe
 * (e2e/paper-a11y.spec.ts, e2e/guard.spec.ts).
 */

const SUBSCRIBED = { email: 'subscribed@frcrviva.test', password: 'DemoPass123' };

export async function signIn(page: Page, base = '') {
  await page.goto(`${base}/signin?from=practice`);
  await page.getByLabel('Email').fill(SUBSCRIBED.email);
  await page.getByLabel('Password', { exact: true }).fill(SUBSCRIBED.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${base}/practice`, { timeout: 15_000 });
}

/** A paper left running by an earlier test is finished first: one paper runs at a time. */
export async function finishAnyRunningPaper(page: Page, base = '') {
  const running = page.getByRole('link', { name: 'Return to the paper' });
  if (!(await running.isVisible())) return;
  await running.click();
  await finishPaper(page);
  await page.goto(`${base}/practice`);
}

export async function finishPaper(page: Page) {
  await paperBar(page).getByRole('button', { name: 'Finish paper' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish paper' }).click();
  await expect(page.getByRole('heading', { name: /^Review: case 1 of/ })).toBeVisible();
}

export function startButton(page: Page, card: string, label: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: card }) })
    .getByRole('button', { name: label });
}

/** The running paper's sticky bar: the case shown, the save state, the clock and Finish. */
export const paperBar = (page: Page) => page.getByRole('region', { name: 'Paper clock' });
export const announcer = (page: Page) => page.getByTestId('announcer');

/**
 * Where focus is, and whether any of it shows: not the page body, and at least one point of the
 * focused element inside the viewport that is not under something else (the sticky bar, the
 * header, a floating button).
 */
export async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { onBody: true, shown: false, name: '' };
    const rect = element.getBoundingClientRect();
    let shown = false;
    for (let i = 1; i < 6 && !shown; i++) {
      for (let j = 1; j < 6 && !shown; j++) {
        const x = rect.left + (rect.width * i) / 6;
        const y = rect.top + (rect.height * j) / 6;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        shown = !!hit && (element === hit || element.contains(hit) || hit.contains(element));
      }
    }
    const name =
      element.getAttribute('aria-label') ||
      (element as HTMLInputElement).labels?.[0]?.textContent ||
      element.textContent ||
      element.tagName;
    return { onBody: false, shown, name: name.trim().slice(0, 60) };
  });
}

/** Presses Tab until `target` has focus, checking at every stop that focus shows. */
export async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}) {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page);
    stops.push(state.name);
    expect(state.onBody, `focus fell to the body after ${stops.join(' → ')}`).toBe(false);
    expect(state.shown, `focus is hidden on "${state.name}" after ${stops.join(' → ')}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return stops;
  }
  throw new Error(`never reached the target; stops: ${stops.join(' → ')}`);
}

/** axe's findings on the page, by rule and element; WCAG 2.2 A and AA. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * A Chromium with its page zoom preference set, as a student's browser zoomed with Ctrl and +:
 * the window keeps its size in screen pixels while the page lays out in fewer CSS pixels, and
 * `devicePixelRatio` follows the zoom. (Emulating a smaller viewport or a device scale factor is
 * not the same: neither changes what the window reports against the page.)
 */
export async function launchZoomed(
  chromium: BrowserType,
  testInfo: TestInfo,
  zoom: number,
  baseURL?: string,
): Promise<BrowserContext> {
  // In the test's output folder, which Playwright empties before each run.
  const profile = testInfo.outputPath(`profile-${zoom * 100}-${Date.now()}`);
  fs.mkdirSync(path.join(profile, 'Default'), { recursive: true });
  fs.writeFileSync(
    path.join(profile, 'Default', 'Preferences'),
    // Chromium stores zoom as a level: the zoom factor is 1.2 to the power of the level.
    JSON.stringify({
      partition: { default_zoom_level: { x: Math.log(zoom) / Math.log(1.2) } },
    }),
  );
  const launchOptions = testInfo.project.use.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--window-size=1280,900'],
    // The window's own size, not an emulated viewport: what a zoomed browser reports.
    viewport: null,
    deviceScaleFactor: undefined,
    isMobile: undefined,
    hasTouch: undefined,
    baseURL,
  });
  return context;
}
