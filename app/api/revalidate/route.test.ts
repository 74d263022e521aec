import { revalidatePath, revalidateTag } from 'next/cache';

import { POST } from './route';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const SECRET = 'test-revalidate-secret';

function call(body?: unknown, token: string | null = SECRET) {
  return POST(
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

describe('POST /api/revalidate', () => {
  const saved = process.env.REVALIDATE_SECRET;

  beforeEach(() => {
    process.env.REVALIDATE_SECRET = SECRET;
    jest.mocked(revalidatePath).mockClear();
    jest.mocked(revalidateTag).mockClear();
  });

  afterAll(() => {
    process.env.REVALIDATE_SECRET = saved;
  });

  it('does not exist unless REVALIDATE_SECRET is set', async () => {
    delete process.env.REVALIDATE_SECRET;
    expect((await call()).status).toBe(404);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('refuses a missing or wrong token', async () => {
    expect((await call(undefined, null)).status).toBe(401);
    expect((await call(undefined, 'wrong')).status).toBe(401);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('regenerates the pages asked for', async () => {
    const response = await call({ paths: ['/privacypolicy'] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ['/privacypolicy'],
      tags: ['shorts', 'videos', 'sessions', 'comments', 'testimonials', 'policies'],
    });
    expect(revalidatePath).toHaveBeenCalledWith('/privacypolicy');
    // The shorts, lessons and sessions behind the dynamic pages are read afresh as well.
    expect(revalidateTag).toHaveBeenCalledWith('shorts');
    expect(revalidateTag).toHaveBeenCalledWith('videos');
  });

  it('regenerates the sitemap, which lists every item, whatever was asked', async () => {
    await call({ paths: ['/privacypolicy'] });
    expect(revalidatePath).toHaveBeenCalledWith('/sitemap.xml');
    expect(revalidatePath).toHaveBeenCalledWith('/sitemap', 'layout');
  });

  it('regenerates only the named items’ pages when tags name them', async () => {
    const response = await call({ tags: ['videos:3', 'shorts:case:12'] });
    expect(await response.json()).toEqual({
      revalidated: [],
      tags: ['videos:3', 'shorts:case:12'],
    });
    expect(revalidateTag).toHaveBeenCalledTimes(2);
    expect(revalidateTag).not.toHaveBeenCalledWith('videos');
    expect((await call({ tags: ['videos'] })).status).toBe(422);
    expect((await call({ tags: ['anything:1'] })).status).toBe(422);
  });

  it('regenerates every public page when no path is named', async () => {
    const response = await call();
    const { revalidated } = (await response.json()) as { revalidated: string[] };
    expect(revalidated).toEqual(expect.arrayContaining(['/', '/aboutus', '/contactus']));
    // Each page, and the sitemap's two addresses.
    expect(revalidatePath).toHaveBeenCalledTimes(revalidated.length + 2);
  });

  it('accepts only public pages', async () => {
    expect((await call({ paths: ['/profile'] })).status).toBe(422);
    expect((await call({ paths: '/privacypolicy' })).status).toBe(422);
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a body past its cap, and regenerates nothing', async () => {
    const answer = await call({ paths: Array.from({ length: 20_000 }, () => '/privacypolicy') });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: 'Request too large' });
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
