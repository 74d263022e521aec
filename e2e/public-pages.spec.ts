import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const baseURL = `http://localhost:${process.env.E2E_PORT}`;

const policies = [
  { path: '/privacypolicy', title: 'Privacy Policy', section: '6. Your rights' },
  { path: '/termsandconditions', title: 'Terms and Conditions', section: '9. Governing law' },
  {
    path: '/cancellationandrefundpolicy',
    title: 'Cancellation and Refund Policy',
    section: '4. How to cancel',
  },
];

const aboutSections = [
  'Revolutionizing FRCR 2B Success',
  'Educational Platform for FRCR 2B',
  'Future of FRCR Exam',
  'Goal: Pass FRCR 2B with Ease',
  'Regular VIVA Sessions',
  'VIVA Component Mastery',
  'Comprehensive Practice with VIVA Videos',
  'Strategic Case Selection',
  'Additional Benefits for FRCR LONGS',
  'Flexible Learning',
];

type JsonLd = { '@type': string; [key: string]: unknown };

/** The share and search metadata every public page carries in its server HTML. */
async function expectPageMetadata(page: Page, path: string, title: string) {
  await expect(page).toHaveTitle(title);
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /^.{50,}$/);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    path === '/' ? baseURL : `${baseURL}${path}`,
  );
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${baseURL}/opengraph-image`,
  );
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as JsonLd));
  expect(blocks.map((b) => b['@type'])).toContain('EducationalOrganization');
  return blocks;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows every section and its metadata', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Welcome to FRCR Viva');
    await expect(main.getByText('ONE STOP SOLUTION', { exact: true }).first()).toBeVisible();
    await expect(main.getByText('Educational Platform for FRCR 2B').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/get-started',
    );
    await expect(main.getByRole('img', { name: /chest radiograph/ })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Learn More about us' })).toHaveAttribute(
      'href',
      '/aboutus',
    );
    await expect(main.getByRole('heading', { name: 'Why Choose FRCR Viva' })).toBeVisible();
    for (const card of [
      'Expert Guidance',
      'Tailored Learning Resources',
      'A Proven Track Record',
    ]) {
      await expect(main.getByRole('heading', { name: card })).toBeVisible();
    }
    await expect(main.getByRole('heading', { name: 'Meet Our Medical Director' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: /^Dr / })).toHaveCount(2);
    await expect(main.getByRole('img', { name: /^Portrait of Dr / })).toHaveCount(2);
    await expect(main.getByRole('heading', { name: 'Viva Videos' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Shorts', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'View All viva videos' })).toHaveAttribute(
      'href',
      '/video',
    );
    const carousel = main.getByRole('region', { name: 'Student testimonials' });
    await expect(carousel.getByRole('group').first()).toBeVisible();
    await expect(
      carousel.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ }).first(),
    ).toBeVisible();

    const blocks = await expectPageMetadata(page, '/', 'FRCR | Educational Platform for FRCR 2B');
    const courses = blocks.find((b) => b['@type'] === 'ItemList') as
      { itemListElement: { item: { '@type': string; name: string } }[] } | undefined;
    expect(courses?.itemListElement.map((e) => e.item['@type'])).toEqual([
      'Course',
      'Course',
      'Course',
    ]);
  });

  test('on a phone, the home page is no wider than the screen', async ({ page }) => {
    // Content wider than the screen makes a phone zoom the whole page out.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Student testimonials' })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(412);
  });

  test('About Us shows its breadcrumb, heading, subtitle and ten sections in order', async ({
    page,
  }) => {
    await page.goto('/aboutus');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(main.getByText('ONE STOP SOLUTION', { exact: true })).toBeVisible();
    const trail = main.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(trail.getByText('About Us')).toHaveAttribute('aria-current', 'page');

    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.filter((h) => aboutSections.includes(h))).toEqual(aboutSections);
    await expect(main.getByRole('link', { name: 'Watch viva videos' })).toHaveAttribute(
      'href',
      '/video',
    );
    await expect(main.getByRole('link', { name: 'Try the shorts' })).toHaveAttribute(
      'href',
      '/shorts',
    );
    await expectPageMetadata(page, '/aboutus', 'FRCR | About Us');
  });

  for (const policy of policies) {
    test(`${policy.title} shows the stored text`, async ({ page }) => {
      await page.goto(policy.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(policy.title);
      const document = main.locator('article');
      await expect(document.getByRole('heading', { level: 2, name: policy.section })).toBeVisible();
      expect(await document.locator('p').count()).toBeGreaterThan(3);
      await expectPageMetadata(page, policy.path, `FRCR | ${policy.title}`);
    });
  }

  test('Contact Us shows the form, addresses and channel', async ({ page }) => {
    await page.goto('/contactus');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(main.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'admin@frcrviva.co.uk' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'enquiry@frcrviva.co.uk' }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: /YouTube/ })).toHaveAttribute(
      'href',
      /youtube\.com/,
    );
    await expectPageMetadata(page, '/contactus', 'FRCR | Contact Us');
  });
});

test.describe('testimonials carousel', () => {
  /** Scrolls to the carousel, which fetches and starts embla once it comes near the viewport. */
  const readyCarousel = async (page: Page) => {
    const carousel = page.getByRole('region', { name: 'Student testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('[data-ready="true"]')).toBeAttached();
    return carousel;
  };

  /** Whether any script the page has fetched so far holds embla's own code. */
  const emblaFetched = (page: Page) =>
    page.evaluate(async () => {
      const scripts = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.js'));
      const texts = await Promise.all(scripts.map((url) => fetch(url).then((r) => r.text())));
      // An option value only embla's source spells; the carousels ask for 'trimSnaps'.
      return texts.some((text) => text.includes('keepSnaps'));
    });

  test('fetches and starts embla only when it comes near the viewport', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Student testimonials' });
    expect(await carousel.evaluate((node) => node.getBoundingClientRect().top)).toBeGreaterThan(
      2 * 900,
    );
    // A click from the DOM does not scroll; the dialog opening shows the page has hydrated.
    await carousel
      .getByRole('button', { name: /^Read More/ })
      .first()
      .evaluate((button: HTMLElement) => button.click());
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(carousel.locator('[data-ready="true"]')).toHaveCount(0);
    expect(await emblaFetched(page)).toBe(false);
    await page.keyboard.press('Escape');
    await readyCarousel(page);
    expect(await emblaFetched(page)).toBe(true);
  });

  const visibleSlides = (page: Page) =>
    page.getByRole('region', { name: 'Student testimonials' }).evaluate((carousel) => {
      const viewport = carousel.querySelector('[data-ready]')!.getBoundingClientRect();
      // A slide's box includes the 30 px gap on its left; the card is what shows.
      return [...carousel.querySelectorAll('[data-slide] > figure')].filter((card) => {
        const box = card.getBoundingClientRect();
        return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
      }).length;
    });

  for (const [width, expected] of [
    [1280, 3],
    [800, 2],
    [400, 1],
  ] as const) {
    test(`shows ${expected} per view at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await readyCarousel(page);
      expect(await visibleSlides(page)).toBe(expected);
    });
  }

  test('moves with its buttons and the arrow keys', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const carousel = await readyCarousel(page);
    const status = carousel.locator('[aria-live]');
    await expect(status).toHaveText(/^Showing testimonials 1 to 3 of \d+$/);
    await carousel.getByRole('button', { name: 'Next testimonials' }).click();
    await expect(status).toHaveText(/^Showing testimonials 2 to 4 of \d+$/);
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText(/^Showing testimonials 1 to 3 of \d+$/);
  });

  test('Read More opens the full text in a dialog that closes', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const carousel = await readyCarousel(page);
    const card = carousel
      .getByRole('group')
      .filter({ has: page.getByRole('button', { name: /^Read More/ }) })
      .first();
    const readMore = card.getByRole('button', { name: /^Read More/ });
    const name = (await card.locator('figcaption p').first().textContent())!.trim();

    await readMore.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: /^Rated/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused();

    await readMore.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });
});

/** Reads the stored contact messages from a copy of the server's embedded database. */
async function storedContactMessages(email: string) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  // The running server holds the database open; PGlite is single-process, so read a snapshot.
  const copy = await mkdtemp(path.join(tmpdir(), 'frcr-e2e-db-'));
  try {
    await cp(path.join(dataDir, 'pglite'), copy, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(copy);
    try {
      const result = await db.query<{ email: string; message: string }>(
        'select email, message from contact_messages where email = $1',
        [email],
      );
      return result.rows;
    } finally {
      await db.close();
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

test('the contact form checks its fields and stores the message', async ({ page }) => {
  await page.goto('/contactus');
  const form = page.locator('form');
  const email = form.getByRole('textbox', { name: 'Email', exact: true });
  const send = form.getByRole('button', { name: 'Send Message' });

  await send.click();
  await expect(form.getByText('Email Is Required')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill('not-an-email');
  await send.click();
  await expect(form.getByText('Invalid email')).toBeVisible();

  const address = `e2e-${Date.now()}@example.com`;
  const message = 'Do the live sessions cover the LONGS as well as the viva?';
  await email.fill(address);
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  await send.click();
  await expect(form.getByRole('status')).toHaveText(
    'Thank you for your message. We will get back to you soon.',
  );
  await expect(email).toHaveValue('');

  await expect.poll(() => storedContactMessages(address)).toEqual([{ email: address, message }]);
});

test.describe('accessibility', () => {
  for (const path of [
    '/',
    '/aboutus',
    '/privacypolicy',
    '/termsandconditions',
    '/cancellationandrefundpolicy',
    '/contactus',
    '/restricted',
  ]) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      // Scanned once the islands have hydrated (the header's account corner appears then).
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.map((n) => n.target.join(' ')),
        }));
      expect(serious).toEqual([]);
    });
  }
});

test('dynamic pages give a browser their metadata in <head>, not streamed into <body>', async ({
  request,
}) => {
  const chrome =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  for (const path of ['/subscription', '/subshorts?short=1', `/session-details/${btoa('1')}`]) {
    const html = await (await request.get(path, { headers: { 'user-agent': chrome } })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toMatch(/<title>[^<]+<\/title>/);
    expect(head, path).toContain('<meta name="description"');
    expect(head, path).toContain('<meta property="og:title"');
  }
});
