import { render, screen } from '@testing-library/react';

import { ReturnKeepingLink } from './return-keeping-link';

afterEach(() => window.history.replaceState(null, '', '/'));

it('keeps a viva room’s invitation between Sign In and Sign Up', () => {
  const invite = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
  window.history.replaceState(null, '', `/signin?from=practice%2Fviva&id=42&invite=${invite}`);
  render(<ReturnKeepingLink href="/signup">Sign Up</ReturnKeepingLink>);
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    `/signup?from=practice%2Fviva&id=42&invite=${invite}`,
  );
});

it('is the bare link without a return address', () => {
  window.history.replaceState(null, '', '/signin?from=https://evil.example');
  render(<ReturnKeepingLink href="/signup">Sign Up</ReturnKeepingLink>);
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
});
