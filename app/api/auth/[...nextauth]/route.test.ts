import { NextRequest } from 'next/server';

import { GET } from './route';

it('answers Auth.js’s error page with 400 and a way back to Sign In, not 500', async () => {
  for (const error of ['Configuration', 'AccessDenied', 'Verification', 'x'.repeat(3000)]) {
    const response = await GET(
      new NextRequest(`http://localhost/api/auth/error?error=${encodeURIComponent(error)}`),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('href="/signin"');
  }
});
