import { expect, test } from '@playwright/test';

const pages = ['/', '/aboutus', '/privacypolicy', '/contactus', '/signin', '/signup'];

test.describe('security headers', () => {
  for (const path of pages) {
    test(`${path} carries the policy and runs without a CSP violation`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text()))
          violations.push(message.text());
      });
      const response = await page.goto(path);
      const headers = response!.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('the API answers with the same headers', async ({ request }) => {
    const response = await request.get('/api/dash/feedback/dashfeed');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain("object-src 'none'");
  });

  test('stored files, lesson media and recordings keep their own sandboxing policy', async ({
    request,
  }) => {
    for (const path of [
      '/api/files/no-such-photo.webp',
      '/api/media/no-such-lesson.webm',
      '/api/practice/recording?paper=1&position=1',
    ]) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });

  test('a page on another site cannot frame the profile', async ({ page }) => {
    const response = await page.request.get('/profile', { maxRedirects: 0 });
    expect(response.headers()['x-frame-options']).toBe('DENY');
  });
});
