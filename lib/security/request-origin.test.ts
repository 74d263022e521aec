import { isSameSiteRequest } from './request-origin';

const headers = (values: Record<string, string>) => new Headers(values);

describe('isSameSiteRequest', () => {
  const saved = process.env.SITE_URL;
  beforeEach(() => {
    process.env.SITE_URL = 'https://frcrviva.example';
  });
  afterAll(() => {
    process.env.SITE_URL = saved;
  });

  it.each([
    ['the configured site', { origin: 'https://frcrviva.example', host: 'internal:3000' }],
    [
      'the host the request was sent to',
      { origin: 'http://localhost:3100', host: 'localhost:3100' },
    ],
    ['no Origin from a same-origin fetch', { 'sec-fetch-site': 'same-origin' }],
    ['no Origin and no fetch metadata (not a browser)', {}],
  ])('allows a write from %s', (_label, values) => {
    expect(isSameSiteRequest('POST', headers(values))).toBe(true);
  });

  it.each([
    ['another site', { origin: 'https://evil.example', host: 'localhost:3000' }],
    ['a look-alike port', { origin: 'http://localhost:3001', host: 'localhost:3000' }],
    ['a sandboxed frame (null)', { origin: 'null', host: 'localhost:3000' }],
    ['an unparsable Origin', { origin: 'not a url', host: 'localhost:3000' }],
    ['no Origin but marked cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin but marked same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a write from %s', (_label, values) => {
    expect(isSameSiteRequest('POST', headers(values))).toBe(false);
    expect(isSameSiteRequest('DELETE', headers(values))).toBe(false);
  });

  it('lets reads through whatever their origin', () => {
    expect(isSameSiteRequest('GET', headers({ origin: 'https://evil.example' }))).toBe(true);
  });
});
