import { expect, test, type Page } from '@playwright/test';

/*
 * The cached copies the list pages' addresses are rewritten to (lib/cache/cached-copies.ts),
 * opened by their own routes: each shows what its public address shows, and names that address
 * as canonical, so a copy reached directly is never indexed apart from it.
 */

/** The path and query of the page's canonical URL. */
async function canonicalAddress(page: Page) {
  const url = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '');
  return `${url.pathname}${url.search}`;
}

test('each copy shows its public page and names that address as canonical', async ({ page }) => {
  const copies = [
    { copy: '/shorts/pages/2', address: '/shorts?page=2', heading: 'Shorts' },
    { copy: '/session/for-visitors/1', address: '/session', heading: 'Sessions' },
    { copy: '/video/for-visitors/first', address: '/video', heading: null },
    { copy: '/video/for-visitors/2', address: '/video?v=2', heading: null },
  ];
  for (const { copy, address, heading } of copies) {
    const response = await page.goto(copy);
    expect(response?.status(), copy).toBe(200);
    expect(await canonicalAddress(page)).toBe(address);
    const title = page.getByRole('heading', { level: 1 });
    if (heading) await expect(title).toHaveText(heading);
    // The copy and the public address render the same page.
    const shown = await title.textContent();
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown ?? '');
  }
});

test('a copy answers 404 for a page or lesson that is not there, and for odd spellings', async ({
  page,
}) => {
  for (const path of [
    '/shorts/pages/999',
    '/shorts/pages/1',
    '/shorts/pages/02',
    '/session/for-visitors/999',
    '/session/for-visitors/abc',
    '/video/for-visitors/987654321',
    '/video/for-visitors/012',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});
