import { expect, test } from '@playwright/test';

// The seeded Rapid review category (lib/platform/demo/content.ts): more cases than one request lists.
const CATEGORY = 'Rapid review';
const PAGE_SIZE = 24;

test('a category of more than 100 cases pages through to its last case, which opens', async ({
  page,
  request,
}) => {
  await page.goto('/shorts');
  // The category sits on the grid's last page.
  await page
    .getByRole('navigation', { name: 'Shorts pages' })
    .getByRole('link', { name: 'Last' })
    .click();
  await page.getByRole('link', { name: new RegExp(`^${CATEGORY}`) }).click();
  await expect(page).toHaveURL(/\/subshorts\?short=\d+$/);
  const categoryId = Number(new URL(page.url()).searchParams.get('short'));
  await expect(page.getByRole('heading', { level: 1, name: `${CATEGORY} SHORT` })).toBeVisible();

  const pager = page.getByRole('navigation', { name: `${CATEGORY} SHORT pages` });
  const pageOf = await pager.getByText(/^Page 1 of \d+$/).textContent();
  const pages = Number(/of (\d+)/.exec(pageOf ?? '')?.[1]);
  expect(pages).toBeGreaterThan(100 / PAGE_SIZE);
  const cases = page.getByRole('list', { name: 'Cases' }).getByRole('listitem');
  await expect(cases).toHaveCount(PAGE_SIZE);

  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/subshorts\\?short=${categoryId}&page=2$`));
  await expect(page.getByText(`Case ${PAGE_SIZE + 1}`, { exact: true })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/subshorts\\?short=${categoryId}&page=2$`),
  );

  await pager.getByRole('link', { name: 'Last' }).click();
  await expect(page).toHaveURL(new RegExp(`/subshorts\\?short=${categoryId}&page=${pages}$`));
  await expect(pager.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  const count = await cases.count();
  const total = (pages - 1) * PAGE_SIZE + count;
  expect(total).toBeGreaterThan(100);
  const last = cases.last();
  await expect(last).toContainText(`Case ${total}`);
  const name = (await last.getByText(/^Rapid review \d+:/).textContent()) ?? '';

  await last.getByRole('link').click();
  await expect(page).toHaveURL(/\/subshortsdetails\?case=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Cases in this category' });
  await expect(navigation).toContainText(`Case ${total} of ${total}`);
  await expect(navigation.getByRole('link', { name: 'Previous case' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Next case' })).toHaveCount(0);
  const caseUrl = new URL(page.url());

  // The category link leads back to the page holding the case; the sitemap lists the case.
  await navigation.getByRole('link', { name: `${CATEGORY} SHORT` }).click();
  await expect(page).toHaveURL(new RegExp(`/subshorts\\?short=${categoryId}&page=${pages}$`));
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/subshortsdetails?case=${caseUrl.searchParams.get('case')}</loc>`);
  expect(sitemap).toContain(`/subshorts?short=${categoryId}&amp;page=${pages}</loc>`);

  // One address per page: other spellings lead to it, and past the last page is not found.
  await page.goto(`/subshorts?short=${categoryId}&page=1`);
  await expect(page).toHaveURL(new RegExp(`/subshorts\\?short=${categoryId}$`));
  await page.goto(`/subshorts?short=${categoryId}&page=02`);
  await expect(page).toHaveURL(new RegExp(`/subshorts\\?short=${categoryId}&page=2$`));
  expect((await request.get(`/subshorts?short=${categoryId}&page=${pages + 1}`)).status()).toBe(
    404,
  );
});
