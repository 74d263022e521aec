import { act, render, screen } from '@testing-library/react';

import { site } from '@/lib/site';

import { BLANK_AVATAR } from '@/components/ui/blank-avatar';
import { envelope, studentProfile } from '@/test/form-test-helpers';

import { HeaderAccountStatus } from './header-account-status';
import { forgetOwnProfile } from './own-profile';

const mockLoadPage = jest.fn();
jest.mock('@/lib/browser/navigate', () => ({ loadPage: (path: string) => mockLoadPage(path) }));

const fetchMock = jest.fn();
beforeAll(() => {
  global.fetch = fetchMock;
});
beforeEach(() => {
  jest.clearAllMocks();
  // A browser that has signed in here before carries the hint; the visitor's case removes it.
  document.cookie = 'frcr.signed-in=1; Path=/';
  // Each test is a page load of its own: the profile another test read is not there.
  forgetOwnProfile();
});

const hinted = () => document.cookie.includes('frcr.signed-in=1');

/** Answers Auth.js's session endpoint (signed in or not) and the BFF's profile call. */
function serve(signedIn: boolean, profileAnswer?: Response) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/api/auth/session') {
      return {
        ok: true,
        status: 200,
        json: async () => (signedIn ? { studentId: 7 } : null),
      } as Response;
    }
    if (url === '/api/student/getprofile' && profileAnswer) return profileAnswer;
    throw new Error(`unexpected request to ${url}`);
  });
}

const profileCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/student/getprofile');

const student = studentProfile;

it('asks the BFF once and greets a signed-in student by name, avatar linking to the profile', async () => {
  serve(
    true,
    envelope(200, 'Profile fetched successfully', [{ ...student, profile: 'c0ffee.webp' }]),
  );
  render(<HeaderAccountStatus links={site.auth} />);
  expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
  expect(screen.getByText(/Hi/)).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'My profile' });
  expect(link).toHaveAttribute('href', '/profile');
  expect(link.querySelector('img')).toHaveAttribute('src', '/api/files/c0ffee.webp');
  expect(profileCalls()).toHaveLength(1);
  expect(profileCalls()[0][1]).toMatchObject({ method: 'POST' });
});

it('uses the blank image for a student without a photo', async () => {
  serve(true, envelope(200, 'ok', [{ ...student, profile: null }]));
  render(<HeaderAccountStatus links={site.auth} />);
  await screen.findByText('Asha Rao');
  expect(screen.getByRole('link', { name: 'My profile' }).querySelector('img')).toHaveAttribute(
    'src',
    BLANK_AVATAR,
  );
});

it('shows Sign In and Sign Up to a visitor without asking for a profile', async () => {
  serve(false);
  render(<HeaderAccountStatus links={site.auth} />);
  expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  expect(screen.queryByText(/Hi/)).not.toBeInTheDocument();
  expect(profileCalls()).toHaveLength(0);
  // The sign-in the hint stood for is gone: the next page asks nothing.
  expect(hinted()).toBe(false);
});

it('asks nothing at all in a browser without the sign-in hint', async () => {
  document.cookie = 'frcr.signed-in=; Path=/; Max-Age=0';
  serve(true, envelope(200, 'ok', [{ ...student, profile: null }]));
  render(<HeaderAccountStatus links={site.auth} />);
  const signIn = await screen.findByRole('link', { name: 'Sign In' });
  expect(signIn.closest('.invisible')).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('keeps the hint while the sign-in lasts', async () => {
  serve(true, envelope(200, 'ok', [{ ...student, profile: null }]));
  render(<HeaderAccountStatus links={site.auth} />);
  await screen.findByText('Asha Rao');
  expect(hinted()).toBe(true);
});

it('follows a profile edit without asking again', async () => {
  serve(true, envelope(200, 'ok', [{ ...student, profile: null }]));
  render(<HeaderAccountStatus links={site.auth} />);
  await screen.findByText('Asha Rao');
  act(() => {
    window.dispatchEvent(
      new CustomEvent('frcr:profile-updated', {
        detail: { fullName: 'Asha R. Rao', profile: 'new.webp' },
      }),
    );
  });
  expect(screen.getByText('Asha R. Rao')).toBeInTheDocument();
  expect(profileCalls()).toHaveLength(1);
});

it('ends the session silently on a 403', async () => {
  serve(true, envelope(403, 'Your session has ended.'));
  render(<HeaderAccountStatus links={site.auth} />);
  await act(async () => {});
  expect(mockLoadPage).toHaveBeenCalledWith('/');
});
