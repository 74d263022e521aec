import { createHmac } from 'node:crypto';

import {
  newStreamId,
  playbackTokenKey,
  signPlaybackToken,
  verifyPlaybackToken,
} from './playback-tokens';

const key = playbackTokenKey('a-root-secret-of-thirty-two-bytes-or-more');
const now = new Date('2026-11-26T10:00:00Z');
const claims = { studentId: 42, lessonId: 7, streamId: newStreamId() };
const expected = { lessonId: 7, studentId: 42, now };

/** The token with its claims part replaced, the MAC kept. */
function withClaims(token: string, claimsJson: object) {
  const [version, , mac] = token.split('.');
  return `${version}.${Buffer.from(JSON.stringify(claimsJson)).toString('base64url')}.${mac}`;
}

it('admits its own student to its own lesson until it expires, an hour later', () => {
  const token = signPlaybackToken(claims, key, now);
  expect(verifyPlaybackToken(token, key, expected)).toEqual({
    ok: true,
    claims: { ...claims, expiresAt: now.getTime() / 1000 + 3600 },
  });
  const later = (seconds: number) => ({
    ...expected,
    now: new Date(now.getTime() + seconds * 1000),
  });
  expect(verifyPlaybackToken(token, key, later(3599)).ok).toBe(true);
  expect(verifyPlaybackToken(token, key, later(3600))).toEqual({ ok: false, refusal: 'expired' });
});

it('refuses another lesson, another student, and a visitor holding a student’s token', () => {
  const token = signPlaybackToken(claims, key, now);
  expect(verifyPlaybackToken(token, key, { ...expected, lessonId: 8 })).toEqual({
    ok: false,
    refusal: 'other-lesson',
  });
  expect(verifyPlaybackToken(token, key, { ...expected, studentId: 43 })).toEqual({
    ok: false,
    refusal: 'other-student',
  });
  expect(verifyPlaybackToken(token, key, { ...expected, studentId: null })).toEqual({
    ok: false,
    refusal: 'other-student',
  });
});

it('admits a visitor’s token for a free preview only as a visitor', () => {
  const token = signPlaybackToken({ ...claims, studentId: null }, key, now);
  expect(verifyPlaybackToken(token, key, { ...expected, studentId: null }).ok).toBe(true);
  expect(verifyPlaybackToken(token, key, expected)).toEqual({
    ok: false,
    refusal: 'other-student',
  });
});

it('refuses a token whose claims were changed, signed with another key, or cut', () => {
  const token = signPlaybackToken(claims, key, now);
  const decoded = { s: 42, l: 7, i: claims.streamId, e: now.getTime() / 1000 + 3600 };
  for (const tampered of [
    withClaims(token, { ...decoded, s: 43 }),
    withClaims(token, { ...decoded, l: 8 }),
    withClaims(token, { ...decoded, e: decoded.e + 86_400 }),
  ]) {
    expect(verifyPlaybackToken(tampered, key, expected)).toEqual({ ok: false, refusal: 'forged' });
  }
  const otherKey = playbackTokenKey('another-root-secret-of-thirty-two-bytes!!');
  expect(verifyPlaybackToken(signPlaybackToken(claims, otherKey, now), key, expected)).toEqual({
    ok: false,
    refusal: 'forged',
  });
  const [version, body, mac] = token.split('.');
  const flipped = `${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
  expect(verifyPlaybackToken(`${version}.${body}.${flipped}`, key, expected).ok).toBe(false);
  expect(verifyPlaybackToken(`${version}.${body}.${mac.slice(0, 20)}`, key, expected)).toEqual({
    ok: false,
    refusal: 'forged',
  });
});

it('refuses what is not a token, whatever its shape', () => {
  const token = signPlaybackToken(claims, key, now);
  for (const malformed of [
    '',
    'null',
    token.replace(/^v1/, 'v2'),
    `${token}.extra`,
    token.split('.').slice(0, 2).join('.'),
    `v1.${'A'.repeat(600)}.${'A'.repeat(43)}`,
    token.replace('.', '.%2E'),
  ]) {
    expect(verifyPlaybackToken(malformed, key, expected)).toEqual({
      ok: false,
      refusal: 'malformed',
    });
  }
});

it('refuses a correctly signed token whose claims are not a playback’s', () => {
  // Signed with the right key, as a bug elsewhere might: the claims are still checked.
  const sign = (body: object) => {
    const part = Buffer.from(JSON.stringify(body)).toString('base64url');
    return `v1.${part}.${createHmac('sha256', key).update(`v1.${part}`).digest('base64url')}`;
  };
  const e = now.getTime() / 1000 + 60;
  expect(verifyPlaybackToken(sign({ s: 42, l: 7, i: 'abc', e }), key, expected).ok).toBe(true);
  for (const body of [
    { s: '42', l: 7, i: 'abc', e },
    { s: 42, l: 0, i: 'abc', e },
    { s: 42, l: 7, i: '../x', e },
    { s: 42, l: 7, i: 'abc', e: 'never' },
    [42, 7, 'abc', e],
  ]) {
    expect(verifyPlaybackToken(sign(body), key, expected)).toEqual({
      ok: false,
      refusal: 'malformed',
    });
  }
});

it('derives its key from a long enough secret only', () => {
  expect(() => playbackTokenKey('short')).toThrow(/at least 32 bytes/);
  expect(playbackTokenKey('a-root-secret-of-thirty-two-bytes-or-more')).toEqual(key);
  expect(newStreamId()).toMatch(/^[A-Za-z0-9_-]{16}$/);
  expect(newStreamId()).not.toBe(newStreamId());
});
