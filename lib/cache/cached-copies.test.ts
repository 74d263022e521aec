import { NextRequest, type NextFetchEvent } from 'next/server';
import { SIGN_IN_COOKIE, SIGN_IN_COOKIE_NAMES } from '@/lib/security/cookies';

import { cachedCopyRewrites, cachedPageParam, FIRST_LESSON, type Rewrite } from './cached-copies';

/** Whether a rewrite applies, the way Next matches `has` and `missing` (values anchored). */
function applies(rule: Rewrite, query: Record<string, string>, cookies: string[] = []) {
  const present = (c: NonNullable<Rewrite['has']>[number]) => {
    const value = c.type === 'query' ? query[c.key] : cookies.includes(c.key) ? 'x' : undefined;
    if (value === undefined) return false;
    return c.value === undefined || new RegExp(`^${c.value}$`).test(value);
  };
  return (rule.has ?? []).every(present) && !(rule.missing ?? []).some(present);
}

const destination = (source: string, query: Record<string, string>, cookies: string[] = []) => {
  const rule = cachedCopyRewrites().find((r) => r.source === source && applies(r, query, cookies));
  if (!rule) return null;
  return rule.destination.replace(
    /:(\w+)/g,
    (_, name: string) => query[name === 'v' ? 'v' : 'page'],
  );
};

describe('the cached copies of the list pages', () => {
  it('sends each canonical page of the case category grid to its copy, for everyone', () => {
    expect(destination('/shorts', { page: '2' })).toBe('/shorts/pages/2');
    expect(destination('/shorts', { page: '9999' }, [SIGN_IN_COOKIE])).toBe('/shorts/pages/9999');
    for (const odd of ['1', '01', '0', 'abc', '2.5', '10000', ''])
      expect(destination('/shorts', { page: odd })).toBeNull();
  });

  it('lets middleware redirect exactly the spellings no copy answers', async () => {
    process.env.AUTH_SECRET ??= 'cached-copies-test-secret';
    const { default: middleware } = await import('@/middleware');
    const redirected = async (page: string) => {
      const request = new NextRequest(`http://localhost:3000/shorts?page=${page}`);
      const response = (await middleware(request, {} as NextFetchEvent)) as Response;
      return response.status === 307;
    };
    for (const page of ['1', '01', 'abc', '10000', '', '2', '10', '9999', '123'])
      expect(await redirected(page)).toBe(destination('/shorts', { page }) === null);
  });

  it('gives a visitor the cached sessions and lessons, a student the per-request pages', () => {
    expect(destination('/session', {})).toBe('/session/for-visitors/1');
    expect(destination('/session', { page: '3' })).toBe('/session/for-visitors/3');
    expect(destination('/session', { page: '1' })).toBeNull();
    expect(destination('/video', {})).toBe(`/video/for-visitors/${FIRST_LESSON}`);
    expect(destination('/video', { v: '12' })).toBe('/video/for-visitors/12');
    expect(destination('/video', { v: '012' })).toBeNull();
    for (const cookie of SIGN_IN_COOKIE_NAMES) {
      expect(destination('/session', {}, [cookie])).toBeNull();
      expect(destination('/video', { v: '12' }, [cookie])).toBeNull();
    }
    expect(SIGN_IN_COOKIE_NAMES).toContain(SIGN_IN_COOKIE);
  });

  it('reads a page number from a copy only as the address spells it', () => {
    expect(cachedPageParam('2')).toBe(2);
    expect(cachedPageParam('9999')).toBe(9999);
    expect(cachedPageParam('1')).toBeNull();
    expect(cachedPageParam('1', { first: 1 })).toBe(1);
    for (const odd of ['01', '0', 'x', '10000', '-2']) expect(cachedPageParam(odd)).toBeNull();
  });
});
