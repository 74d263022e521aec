import { expect, test, type Page, type Request } from '@playwright/test';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('site shell', () => {
  test('renders header, navigation and footer on the home page', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('FRCR | Educational Platform for FRCR 2B');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

    const header = page.getByRole('banner');
    await expect(
      header.getByRole('link', { name: 'FRCR Viva ONE STOP SOLUTION, home', exact: true }),
    ).toHaveAttribute('href', '/');
    await expect(mainNav(page).getByRole('link')).toHaveText([
      'Home',
      'About Us',
      'Videos',
      'Subscription',
      'Shorts',
      'Practice',
      'Sessions',
    ]);
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

    const quick = footer(page).getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
    const quickHrefs = await quick.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(quickHrefs).toEqual(['/', '/aboutus', '/video', '/shorts', '/subscription', '/session']);

    const important = footer(page)
      .getByRole('navigation', { name: 'Important Links' })
      .getByRole('link');
    const importantHrefs = await important.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    );
    expect(importantHrefs).toEqual([
      '/privacypolicy',
      '/termsandconditions',
      '/cancellationandrefundpolicy',
      '/contactus',
    ]);

    await expect(footer(page).getByRole('link', { name: 'admin@frcrviva.co.uk' })).toHaveAttribute(
      'href',
      'mailto:admin@frcrviva.co.uk',
    );
    await expect(
      footer(page).getByRole('link', { name: 'enquiry@frcrviva.co.uk' }),
    ).toHaveAttribute('href', 'mailto:enquiry@frcrviva.co.uk');

    const channel = footer(page).getByRole('link', { name: /YouTube/ });
    await expect(channel).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\//);
    await expect(channel).toHaveAttribute('target', '_blank');
    await expect(channel).toHaveAttribute('rel', /noopener/);

    await expect(footer(page)).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('offers a skip link to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await skip.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('marks the active navigation item', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);

    // A session details path marks Sessions, even when no session has that id.
    const response = await page.goto(`/session-details/${btoa('99999')}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Session not found')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Sessions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('moves the active mark when navigating in the app', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Shorts' }).click();
    await expect(page).toHaveURL(/\/shorts$/);
    await expect(mainNav(page).getByRole('link', { name: 'Shorts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  test('gives the header its fixed style once scrolled 10 px', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-fixed', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-fixed', 'true');
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-fixed', 'false');
  });

  test('shows the scroll-to-top button past 500 px and scrolls back up', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('starts a newly visited page at the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await footer(page)
      .getByRole('navigation', { name: 'Important Links' })
      .getByRole('link', { name: 'Contact Us' })
      .click();
    await expect(page).toHaveURL(/\/contactus$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('shows the not-found page with status 404 for an unknown path and at /404', async ({
    page,
  }) => {
    for (const path of ['/no-such-page', '/404']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('FRCR | Page Not Found');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Back to Home' }),
      ).toHaveAttribute('href', '/');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(footer(page)).toBeVisible();
    }
  });
});

test.describe('site shell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu toggle opens and closes the menu, and a link closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#site-menu');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(menu.locator('a[aria-current="page"]')).toHaveText('About Us');
  });

  test('shows the full-width menu without horizontal scrolling', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/** Next's router marks the requests that fetch a page ahead of a click. */
const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1';

test.describe('links fetch their page on intent, not on sight', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    for (const path of ['/', '/aboutus', '/privacypolicy']) {
      test(`${path} fetches no other page while it starts up`, async ({ page }) => {
        const prefetches: string[] = [];
        const sessionChecks: string[] = [];
        page.on('request', (request) => {
          if (isPrefetch(request)) prefetches.push(request.url());
          if (new URL(request.url()).pathname === '/api/auth/session') {
            sessionChecks.push(request.url());
          }
        });
        await page.goto(path);
        // The header's account links (in the closed menu on a phone) are unhidden once its
        // island has hydrated.
        const signIn = page.locator('header a[href="/signin"]');
        await expect(signIn).toHaveCount(1);
        await expect(page.locator('header .invisible').filter({ has: signIn })).toHaveCount(0);
        // Longer than the router takes to prefetch the links in view once it is idle.
        await page.waitForTimeout(1500);
        expect(prefetches).toEqual([]);
        // A browser that never signed in here has no sign-in for the page to look up.
        expect(sessionChecks).toEqual([]);
      });
    }
  });

  test('hovering a link fetches its page, and following it shows the page', async ({ page }) => {
    await page.goto('/privacypolicy');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    const prefetch = page.waitForRequest(
      (request) => isPrefetch(request) && new URL(request.url()).pathname === '/aboutus',
    );
    await mainNav(page).getByRole('link', { name: 'About Us' }).hover();
    await prefetch;
    await mainNav(page).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });
});

test('every script a page starts with asks V8 to compile it while it downloads', async ({
  page,
}) => {
  await page.goto('/aboutus');
  const sources = await page
    .locator('script[src]:not([nomodule])')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  expect(sources.length).toBeGreaterThan(3);
  for (const source of sources) {
    const body = await (await page.request.get(source)).text();
    expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), source).toBe(true);
  }
});
