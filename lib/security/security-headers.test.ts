import {
  contentSecurityPolicy,
  FILE_POLICY,
  securityHeaderRoutes,
  securityHeaders,
} from './security-headers';

const production = { development: false, https: true };

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `) || part === name)
    ?.split(' ')
    .slice(1);

describe('security headers', () => {
  it('lets the console connect to the S3 bucket it uploads lesson files to, and nowhere else new', () => {
    const without = directive(contentSecurityPolicy(production), 'connect-src')!;
    expect(without).not.toContain('https://frcr.s3.eu-west-2.amazonaws.com');
    const withBucket = directive(
      contentSecurityPolicy({
        ...production,
        uploadOrigins: ['https://frcr.s3.eu-west-2.amazonaws.com'],
      }),
      'connect-src',
    )!;
    expect(withBucket).toEqual([...without, 'https://frcr.s3.eu-west-2.amazonaws.com']);
  });

  it('forbids framing, sniffing and plugins, and keeps forms and base URLs on this site', () => {
    const policy = contentSecurityPolicy(production);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    const headers = Object.fromEntries(securityHeaders(production).map((h) => [h.key, h.value]));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toContain('max-age=');
  });

  it('lets our own pages, and no frame, use the microphone: the oral recorder and a viva room', () => {
    const headers = Object.fromEntries(securityHeaders(production).map((h) => [h.key, h.value]));
    const features = headers['Permissions-Policy']!.split(', ');
    expect(features).toContain('microphone=(self)');
    expect(features).toContain('camera=()');
  });

  it('lets scripts come only from this site and the payment providers, never eval in production', () => {
    const scripts = directive(contentSecurityPolicy(production), 'script-src')!;
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((source) => source.startsWith('https://'))).toEqual([
      'https://www.paypal.com',
      'https://*.paypal.com',
      'https://checkout.razorpay.com',
    ]);
    expect(
      directive(contentSecurityPolicy({ development: true, https: false }), 'script-src'),
    ).toContain("'unsafe-eval'");
  });

  it('allows the video hosts and payment checkouts to be framed', () => {
    const frames = directive(contentSecurityPolicy(production), 'frame-src')!;
    for (const host of [
      'https://www.youtube.com',
      'https://player.vimeo.com',
      'https://www.paypal.com',
      'https://api.razorpay.com',
    ]) {
      expect(frames).toContain(host);
    }
  });

  it('sends HSTS only over https in production', () => {
    const keys = (options: { development: boolean; https: boolean }) =>
      securityHeaders(options).map((h) => h.key);
    expect(keys({ development: false, https: false })).not.toContain('Strict-Transport-Security');
    expect(keys({ development: true, https: true })).not.toContain('Strict-Transport-Security');
  });

  it('gives the file routes their own sandboxing policy and every other path the pages’ one', () => {
    const headers = securityHeaders({ development: false, https: true });
    const routes = securityHeaderRoutes(headers);
    const policyOf = (source: string) =>
      routes
        .find((route) => route.source === source)
        ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value;
    expect(policyOf('/api/files/:path*')).toBe(FILE_POLICY);
    expect(policyOf('/api/media/:path*')).toBe(FILE_POLICY);
    expect(policyOf('/api/practice/recording')).toBe(FILE_POLICY);
    expect(policyOf('/api/practice/paper/:path*')).toBe(FILE_POLICY);
    // The pages' route comes first and leaves every file route out (next-config.test.ts checks
    // which policy each route handler's path gets).
    expect(routes[0]!.source).toMatch(/^\/\(\(\?!.*api\/practice\/recording/);
    expect(policyOf(routes[0]!.source)).toBe(
      contentSecurityPolicy({ development: false, https: true }),
    );
    for (const route of routes.filter((r) => r.source !== '/console/:path*')) {
      expect(route.headers).toHaveLength(headers.length);
    }
  });

  it('asks search engines to leave the console out', () => {
    const routes = securityHeaderRoutes(securityHeaders({ development: false, https: true }));
    expect(routes.find((route) => route.source === '/console/:path*')?.headers).toEqual([
      { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
    ]);
  });
});
