import { clientAddress, createClientLimiter } from './client-limiter';

describe('per-client limiter', () => {
  it('allows up to the limit in a window, then says how long to wait', () => {
    const limiter = createClientLimiter({ limit: 3, windowMinutes: 15 });
    const start = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterMinutes('203.0.113.9', start + i)).toBe(0);
      limiter.hit('203.0.113.9', start + i);
    }
    expect(limiter.retryAfterMinutes('203.0.113.9', start + 10)).toBe(15);
    expect(limiter.retryAfterMinutes('203.0.113.9', start + 14 * 60_000)).toBe(1);
    // Another client is not affected; the window ends.
    expect(limiter.retryAfterMinutes('198.51.100.4', start)).toBe(0);
    expect(limiter.retryAfterMinutes('203.0.113.9', start + 15 * 60_000)).toBe(0);
  });
});

describe('client address', () => {
  it('takes the hop nearest the server from X-Forwarded-For', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '10.0.0.1, 203.0.113.9' }))).toBe(
      '203.0.113.9',
    );
    expect(clientAddress(new Headers({ 'x-forwarded-for': '::1' }))).toBe('::1');
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.4' }))).toBe('198.51.100.4');
    expect(clientAddress(new Headers())).toBe('unknown');
  });
});
