import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';

// Seeded demo content (lib/platform/demo/content.ts): the first chest case and its answer.
const CASE_NAME = 'Left upper lobe collapse';
const ANSWER_TEXT = 'the luftsichel sign, and the left hilum is elevated';
const SUBSCRIBED = { email: 'subscribed@frcrviva.test', password: 'DemoPass123' };

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The sum of the canvas's red channel: a greyscale image's brightness, read back. */
const brightness = (canvas: Locator) =>
  canvas.evaluate((element) => {
    const context = (element as HTMLCanvasElement).getContext('2d')!;
    const { width, height } = element as HTMLCanvasElement;
    const { data } = context.getImageData(0, 0, width, height);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += data[i];
    return sum;
  });

/** The page's HTML as the server sends it (with the browser's cookies) lacks the answer. */
async function expectNoAnswerIn(page: Page, url: string) {
  const source = await (await page.request.get(url)).text();
  expect(source).toContain(CASE_NAME);
  expect(source).not.toContain(ANSWER_TEXT);
}

async function openFirstChestCase(page: Page) {
  await page.goto('/shorts');
  await page.getByRole('link', { name: /^Chest/ }).click();
  await page.getByRole('link', { name: new RegExp(CASE_NAME) }).click();
  await expect(page).toHaveURL(/\/subshortsdetails\?case=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: CASE_NAME })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('a plain film is a one-slice stack: it zooms, pans, windows its greys, resets and goes full screen', async ({
  page,
}) => {
  await openFirstChestCase(page);
  // The film (an 8-bit WebP) is decoded by the browser into the stack viewer, one slice, its
  // greys shown as they are (docs/imaging.md, "Pictures as stacks").
  const viewer = page.getByTestId('stack-viewer');
  await expect(viewer).toHaveAttribute('data-painted-slice', '1');
  await expect(viewer).toHaveAccessibleName(new RegExp(`${CASE_NAME}, slice 1 of 1\\.`));
  await expect(viewer).toContainText('Slice 1 / 1');
  await expect(viewer).toContainText('W 256 L 128');
  await expect(page.getByRole('slider', { name: 'Slice' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next slice' })).toHaveCount(0);
  const canvas = page.getByTestId('stack-canvas');
  await expect.poll(() => brightness(canvas)).toBeGreaterThan(0);
  const opening = await brightness(canvas);

  // Ctrl + wheel and + zoom; with the pan tool, dragging pans.
  await viewer.scrollIntoViewIfNeeded();
  const box = (await viewer.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expect(viewer).toHaveAttribute('data-zoom', '1.250');
  await viewer.focus();
  await page.keyboard.press('+');
  await expect(viewer).not.toHaveAttribute('data-zoom', '1.250');
  await page.getByRole('button', { name: /^Pan/ }).click();
  await expect(viewer).toHaveAttribute('data-tool', 'pan');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 60, { steps: 10 });
  await page.mouse.up();
  await expect(viewer).toHaveAttribute('data-pan', '80,60');

  // Window and level on the film's 8-bit values, then invert: the pixels change, read back.
  await page.keyboard.press('e');
  await expect(viewer).toHaveAttribute('data-zoom', '1.000');
  await expect.poll(() => brightness(canvas)).toBe(opening);
  await page.keyboard.press('w');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowUp');
  await expect(viewer).not.toHaveAttribute('data-window-center', '128');
  await expect.poll(() => brightness(canvas)).toBeLessThan(opening);
  await page.getByRole('button', { name: /^Invert/ }).click();
  await expect(page.getByRole('button', { name: /^Invert/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(viewer).toHaveAttribute('data-invert', 'true');
  await expect.poll(() => brightness(canvas)).toBeGreaterThan(opening);

  // Reset brings back the whole image and the film's own greys.
  await page.getByRole('button', { name: /^Reset/ }).click();
  await expect(viewer).toHaveAttribute('data-window-width', '256');
  await expect(viewer).toHaveAttribute('data-window-center', '128');
  await expect(viewer).toHaveAttribute('data-invert', 'false');
  await expect.poll(() => brightness(canvas)).toBe(opening);

  // Full screen, and back.
  await page.getByRole('button', { name: /^Full screen/ }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.getByRole('button', { name: /^Exit full screen/ }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await expect(page.getByRole('button', { name: /^Full screen/ })).toBeVisible();
});

test('a visitor browses to a case; a student reveals the answer and comments', async ({
  page,
  browser,
}) => {
  // Categories, nine to a page.
  await page.goto('/shorts');
  await expect(page.getByRole('heading', { level: 1, name: 'Shorts' })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Shorts pages' });
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Chest/ })).toBeVisible();
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/shorts\?page=2$/);
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Chest/ })).toHaveCount(0);
  await pages.getByRole('link', { name: 'First' }).click();
  await expect(page).toHaveURL(/\/shorts$/);

  // A category, then a case.
  await page.getByRole('link', { name: /^Chest/ }).click();
  await expect(page).toHaveURL(/\/subshorts\?short=\d+$/);
  const categoryId = Number(new URL(page.url()).searchParams.get('short'));
  await expect(page.getByRole('heading', { level: 1, name: 'Chest SHORT' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(CASE_NAME) }).click();
  await expect(page).toHaveURL(/\/subshortsdetails\?case=\d+$/);
  const caseUrl = page.url();
  await expect(page.getByRole('application', { name: new RegExp(CASE_NAME) })).toBeVisible();
  await expect(page.getByText(ANSWER_TEXT)).toHaveCount(0);

  // Nothing the server sends a visitor holds the answer: the page, nor any call about the case.
  await expectNoAnswerIn(page, caseUrl);
  const caseId = Number(new URL(caseUrl).searchParams.get('case'));
  for (const [path, body] of [
    ['short/sub/list', { shortId: categoryId, limit: 100 }],
    ['short/sub/list', { shortId: categoryId, subshortId: caseId }],
    ['short/sub/view', { subshortId: caseId }],
    ['short/sub/answer', { subshortId: caseId }],
  ] as const) {
    const answer = await page.request.post(`/api/${path}`, { data: body });
    expect(await answer.text()).not.toContain(ANSWER_TEXT);
  }

  // Model Answer asks a visitor to sign in, and Sign In brings them back here.
  await page.getByRole('button', { name: 'Model Answer' }).click();
  const prompt = page.getByRole('dialog', { name: 'Login Required' });
  await expect(prompt.getByText('Please log in to continue')).toBeVisible();
  await prompt.getByRole('link', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/signin\?from=subshortsdetails&id=\d+$/);
  await page.getByLabel('Email').fill(SUBSCRIBED.email);
  await page.getByLabel('Password', { exact: true }).fill(SUBSCRIBED.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(caseUrl);

  // The answer, fetched when revealed: nothing the page loads carries it, even now (the HTML,
  // its RSC payload, prefetches and calls), so the student can commit to a reading first.
  await expectNoAnswerIn(page, caseUrl);
  const bodies: Promise<string>[] = [];
  const collect = (response: Response) => {
    bodies.push(response.text().catch(() => ''));
  };
  page.on('response', collect);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Shorts', exact: true }).first().hover();
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  for (const body of await Promise.all(bodies)) expect(body).not.toContain(ANSWER_TEXT);
  await page.getByRole('button', { name: 'Model Answer' }).click();
  await expect(page.getByText(ANSWER_TEXT, { exact: false })).toBeVisible();

  // Post, edit and delete a comment.
  const text = `Check the aortic knuckle ${Date.now()}`;
  await page.getByLabel('Your comment').fill(`  ${text}  `);
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Comment added successfully')).toBeVisible();
  const mine = page.getByRole('listitem').filter({ hasText: text });
  await expect(mine).toBeVisible();

  await mine.getByRole('button', { name: /Edit/ }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Comment' });
  await expect(editor.getByLabel('Your comment')).toHaveValue(text);
  await editor.getByLabel('Your comment').fill(`${text} (edited)`);
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Comment updated successfully')).toBeVisible();
  const edited = page.getByRole('listitem').filter({ hasText: `${text} (edited)` });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: /Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm.getByText("You won't be able to revert this!")).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(toast(page, 'Comment deleted successfully')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

  // The copied URL opens the same case in a fresh browser.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(caseUrl);
    await expect(other.getByRole('heading', { level: 1, name: CASE_NAME })).toBeVisible();
    await expect(other.getByRole('application', { name: new RegExp(CASE_NAME) })).toBeVisible();
    await expect(other.getByText(ANSWER_TEXT)).toHaveCount(0);
  } finally {
    await fresh.close();
  }
});

test('the shorts pages have no serious accessibility faults', async ({ page }) => {
  await page.goto('/shorts');
  const paths = ['/shorts'];
  await page.getByRole('link', { name: /^Chest/ }).click();
  await expect(page).toHaveURL(/\/subshorts\?short=\d+$/);
  paths.push(new URL(page.url()).pathname + new URL(page.url()).search);
  await page.getByRole('link', { name: new RegExp(CASE_NAME) }).click();
  await expect(page.getByTestId('stack-viewer')).toHaveAttribute('data-painted-slice', '1');
  paths.push(new URL(page.url()).pathname + new URL(page.url()).search);
  for (const path of paths) {
    await page.goto(path);
    if (path.startsWith('/subshortsdetails')) {
      await expect(page.getByTestId('stack-viewer')).toHaveAttribute('data-painted-slice', '1');
    }
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ path, id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    expect(serious).toEqual([]);
  }
});
