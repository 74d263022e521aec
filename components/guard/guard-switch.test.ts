import { isMobileBrowser } from '@/components/guard/guard-switch';

describe('isMobileBrowser', () => {
  it('recognises phones and tablets', () => {
    expect(
      isMobileBrowser({
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      }),
    ).toBe(true);
    expect(
      isMobileBrowser({
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      }),
    ).toBe(true);
    // iPadOS presents itself as a Mac but has a touch screen.
    expect(
      isMobileBrowser({
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        maxTouchPoints: 5,
      }),
    ).toBe(true);
    expect(isMobileBrowser({ userAgent: 'Mozilla/5.0', userAgentData: { mobile: true } })).toBe(
      true,
    );
  });

  it('recognises desktop browsers', () => {
    expect(
      isMobileBrowser({
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        userAgentData: { mobile: false },
      }),
    ).toBe(false);
    expect(
      isMobileBrowser({
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        maxTouchPoints: 0,
      }),
    ).toBe(false);
  });
});
