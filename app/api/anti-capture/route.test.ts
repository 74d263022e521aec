import { GET } from './route';

describe('GET /api/anti-capture', () => {
  const saved = process.env.ANTI_CAPTURE;

  afterEach(() => {
    if (saved === undefined) delete process.env.ANTI_CAPTURE;
    else process.env.ANTI_CAPTURE = saved;
  });

  it('reads the switch when asked, not when built', async () => {
    process.env.ANTI_CAPTURE = 'on';
    expect(await GET().json()).toEqual({ enabled: true });
    process.env.ANTI_CAPTURE = 'off';
    const response = GET();
    expect(await response.json()).toEqual({ enabled: false });
    // Kept by the browser for five minutes: a restart with the other setting reaches it by then.
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });
});
