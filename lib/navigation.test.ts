import { activeNavHref, isNavItemActive, normalizeNavPath } from '@/lib/navigation';
import { navItems } from '@/lib/routes';

const active = (pathname: string) => activeNavHref(navItems, pathname);

describe('normalizeNavPath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/aboutus/', '/aboutus'],
    ['/video//', '/video'],
    ['/video/12', '/video'],
    ['/video/12/', '/video'],
    ['/video/abc', '/video/abc'],
    ['/shorts?page=2#top', '/shorts'],
    ['/12', '/'],
  ])('%s becomes %s', (input, expected) => {
    expect(normalizeNavPath(input)).toBe(expected);
  });
});

describe('active menu item', () => {
  it('marks Home only on the root path', () => {
    expect(active('/')).toBe('/');
    expect(active('/aboutus')).toBe('/aboutus');
    expect(active('/signin')).toBeNull();
  });

  it('marks each top item on its own path', () => {
    for (const item of navItems) expect(active(item.href)).toBe(item.href);
  });

  it('marks the session item for any path starting with /session', () => {
    expect(active('/session')).toBe('/session');
    expect(active('/session-details/MTI=')).toBe('/session');
    expect(active('/sessions')).toBe('/session');
  });

  it('ignores a trailing numeric segment', () => {
    expect(active('/video/42')).toBe('/video');
    expect(active('/shorts/3')).toBe('/shorts');
    expect(active('/aboutus/7/')).toBe('/aboutus');
  });

  it('ignores trailing slashes', () => {
    expect(active('/video/')).toBe('/video');
    expect(active('/subscription//')).toBe('/subscription');
  });

  it('marks an item for pages below its section but not for look-alike paths', () => {
    expect(active('/video/chest-xray-case')).toBe('/video');
    expect(active('/videos')).toBeNull();
    expect(active('/aboutusx')).toBeNull();
  });

  it('marks Shorts on the case pages and Subscription on the payment page', () => {
    expect(active('/subshorts')).toBe('/shorts');
    expect(active('/subshortsdetails/5')).toBe('/shorts');
    expect(active('/subscriptionpayment')).toBe('/subscription');
  });

  it('never marks two items at once', () => {
    for (const path of ['/', '/session-details/MTI=', '/subshorts', '/video/1', '/subscription']) {
      expect(navItems.filter((item) => isNavItemActive(item, path))).toHaveLength(1);
    }
  });
});
