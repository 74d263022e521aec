import { expect, test, type Page } from '@playwright/test';

import { signInAsDemoOperator } from './support/console-operator';

/*
 * The console for everyone (docs/console.md, "For everyone"): a skip link past the menu, the
 * current section marked, errors and hints tied to their fields, names unique in context, and no
 * sideways scrolling at 320 px on any console page.
 */

test.describe.configure({ mode: 'serial' });

/** What sticks out past the viewport's right edge, outside any scrolling box of its own. */
async function wideParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // A box that scrolls clips what it contains, except what is positioned against an ancestor
    // outside it (a visually hidden heading, absolute, with no positioned ancestor in between).
    const clipped = (element: Element) => {
      if (getComputedStyle(element).position === 'absolute') return false;
      for (let at = element.parentElement; at; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '')
            .split(' ')
            .slice(0, 4)
            .join('.')} → ${Math.round(element.getBoundingClientRect().right)}`,
      );
  });
}

test('the console can be used with a keyboard, a screen reader and a narrow screen', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAsDemoOperator(page);

  // The skip link is the first stop, and lands past the console's menu.
  await page.goto('/console/purchases');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#console-content')).toBeFocused();
  await page.keyboard.press('Tab');
  const inContent = await page.evaluate(() =>
    document.getElementById('console-content')!.contains(document.activeElement),
  );
  expect(inContent).toBe(true);

  // The current section is marked in the menu, and only it; a lesson's page marks Lessons.
  const menu = page.getByRole('navigation', { name: 'Console' });
  await expect(menu.getByRole('link', { name: 'Purchases' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.locator('[aria-current]')).toHaveCount(1);

  await page.goto('/console/lessons');
  const lessonLink = page.getByRole('table').getByRole('link').first();
  const lessonHref = await lessonLink.getAttribute('href');
  const title = (await lessonLink.innerText()).trim();
  await page.goto(lessonHref!);
  await expect(menu.getByRole('link', { name: 'Lessons' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current]')).toHaveCount(1);

  // Names unique in context: each upload says what it uploads; the arrows name the lesson.
  for (const name of ['Upload the video', 'Upload captions', 'Upload the cover']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(1);
  }
  await expect(page.getByRole('button', { name: /^Upload$/ })).toHaveCount(0);
  await expect(page.getByLabel('Or a link', { exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^Move ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (up|down)$`),
    }),
  ).toHaveCount(2);

  // A refusal is tied to the field it is about, and so is the field's hint.
  const link = page.getByLabel('Or a link to the video');
  await expect(link).toHaveAttribute('aria-describedby', /-hint/);
  const hint = await link.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${hint}"]`)).toContainText('YouTube, Vimeo');
  await link.fill('http://example.com/lesson.mp4');
  await page.getByRole('button', { name: 'Save the video link' }).click();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  // Read in one go, and again until it holds: the ids the field names can change while the
  // refusal's answer renders, and an id read before that is never found.
  await expect
    .poll(() =>
      link.evaluate((field) =>
        (field.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.innerText ?? '')
          .join(' '),
      ),
    )
    .toContain('https://');

  // Nothing scrolls sideways at 320 px: the lesson's page, and every page of the menu.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.reload();
  await page.screenshot({ path: test.info().outputPath('console-lesson-320.png'), fullPage: true });
  const pages = [
    lessonHref!,
    ...(await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))),
  ];
  const wide: Record<string, { scrollWidth: number; parts: string[] }> = {};
  for (const href of pages) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > 320) wide[href] = { scrollWidth, parts: await wideParts(page) };
    if (href === '/console/purchases') {
      await page.screenshot({
        path: test.info().outputPath('console-purchases-320.png'),
        fullPage: true,
      });
    }
  }
  expect(wide).toEqual({});
});
