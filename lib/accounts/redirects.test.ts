import {
  afterSignInPath,
  isAuthPage,
  isStudentPage,
  signInHref,
  signInHrefForPath,
  signInReturnQuery,
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
    ['session-room', '42', `/session-room/${btoa('42')}`],
    ['session-room', null, '/session'],
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

describe('a viva room’s invitation', () => {
  const invite = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';

  it('survives Sign In: the partner lands back on the room with the invitation', () => {
    const href = signInHrefForPath('/practice/viva/42', new URLSearchParams({ invite }));
    expect(href).toBe(`/signin?from=practice%2Fviva&id=42&invite=${invite}`);
    const query = new URL(href, 'http://x').searchParams;
    expect(afterSignInPath(query.get('from'), query.get('id'), query.get('invite'))).toBe(
      `/practice/viva/42?invite=${invite}`,
    );
    // A room of their own, without an invitation, is the room.
    expect(signInHrefForPath('/practice/viva/42')).toBe('/signin?from=practice%2Fviva&id=42');
    // A live session's room, by its base64 id, comes back to the same room.
    expect(signInHrefForPath(`/session-room/${btoa('42')}`)).toBe(
      '/signin?from=session-room&id=42',
    );
    expect(signInHrefForPath('/session-room/not-an-id')).toBe('/signin?from=session-room');
    expect(afterSignInPath('practice/viva', '42')).toBe('/practice/viva/42');
  });

  it('only ever leads to a room of this site', () => {
    expect(afterSignInPath('practice/viva', '//evil.example', invite)).toBe('/practice');
    expect(afterSignInPath('practice/viva', '42/../../x', invite)).toBe('/practice');
    expect(afterSignInPath('practice/viva', null, invite)).toBe('/practice');
    for (const bad of ['x&from=video', 'https://evil.example/aaaaaaaaaaaaaaaaaaaaa', 'short']) {
      expect(afterSignInPath('practice/viva', '42', bad)).toBe('/practice/viva/42');
    }
    expect(
      signInHrefForPath('/practice/viva/42', new URLSearchParams({ invite: '//evil.example' })),
    ).toBe('/signin?from=practice%2Fviva&id=42');
    // Other student pages keep their origin only.
    expect(signInHrefForPath('/practice/paper/3', new URLSearchParams({ invite }))).toBe(
      '/signin?from=practice',
    );
  });
});

describe('between Sign In and Sign Up', () => {
  it('keeps where the student lands afterwards, and only that', () => {
    const invite = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
    expect(signInReturnQuery(`?from=practice%2Fviva&id=42&invite=${invite}&x=1`)).toBe(
      `?from=practice%2Fviva&id=42&invite=${invite}`,
    );
    expect(signInReturnQuery('?from=video&id=5')).toBe('?from=video&id=5');
    expect(signInReturnQuery('')).toBe('');
    expect(signInReturnQuery('?from=https://evil.example')).toBe('');
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
