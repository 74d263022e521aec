import {
  afterSignInPath,
  isAuthPage,
  isStudentPage,
  signInHref,
  signInHrefForPath,
} from './redirects';

describe('after sign-in', () => {
  it.each([
    ['video', null, '/video'],
    ['video', '5', '/video?v=5'],
    ['video', '5/../x', '/video'],
    ['subshortsdetails', null, '/subshortsdetails'],
    ['subshortsdetails', '12', '/subshortsdetails?case=12'],
    ['subshortsdetails', '12&x=1', '/subshortsdetails'],
    ['session', null, '/session'],
    ['session-details', '42', `/session-details/${btoa('42')}`],
    ['session-details', null, '/session'],
    ['profile', null, '/profile'],
    ['subscriptionpayment', null, '/subscription'],
  ])('from=%s id=%s goes to %s', (from, id, path) => {
    expect(afterSignInPath(from, id)).toBe(path);
  });

  it('goes home (after the delay) otherwise, and never off-site', () => {
    for (const from of [null, '', 'https://evil.example', '//evil.example', '../video', 'admin']) {
      expect(afterSignInPath(from)).toBeNull();
    }
    expect(afterSignInPath('session-details', '../../x')).toBe('/session');
  });
});

describe('sign-in links', () => {
  it('carry the origin and the session id', () => {
    expect(signInHref()).toBe('/signin');
    expect(signInHref('video')).toBe('/signin?from=video');
    expect(signInHref('video', 5)).toBe('/signin?from=video&id=5');
    expect(signInHref('session-details', 7)).toBe('/signin?from=session-details&id=7');
    expect(signInHref('subshortsdetails', 12)).toBe('/signin?from=subshortsdetails&id=12');
    expect(signInHrefForPath('/profile')).toBe('/signin?from=profile');
    expect(signInHrefForPath('/paymentstatus')).toBe('/signin?from=paymentstatus');
  });
});

describe('page kinds', () => {
  it('knows auth pages and student pages', () => {
    expect(isAuthPage('/signin')).toBe(true);
    expect(isAuthPage('/verify-otp')).toBe(true);
    expect(isAuthPage('/signing')).toBe(false);
    expect(isStudentPage('/profile')).toBe(true);
    expect(isStudentPage('/subscription')).toBe(false);
  });
});
