import * as jwt from 'next-auth/jwt';

import { SIGN_IN_COOKIE } from '../security/cookies';
import { authSecret } from '../security/secret';
import { readStudentSignIn } from './student-sign-in';

const cookieOf = async (claims: Record<string, unknown>, maxAge?: number) =>
  jwt.encode({ token: claims, secret: authSecret(), salt: SIGN_IN_COOKIE, maxAge });

const request = (cookie: string) => new Headers({ cookie: `${SIGN_IN_COOKIE}=${cookie}` });

// The library's own decode, watched: how often a cookie is actually opened.
jest.mock('next-auth/jwt', () => {
  const actual = jest.requireActual('next-auth/jwt');
  return { ...actual, decode: jest.fn(actual.decode) };
});
const decodes = jwt.decode as jest.MockedFunction<typeof jwt.decode>;
beforeEach(() => decodes.mockClear());

it('reads the student and their API token from the cookie, opening it once', async () => {
  const cookie = await cookieOf({ studentId: 7, apiToken: 'api-token-7' });
  expect(await readStudentSignIn(request(cookie))).toEqual({ studentId: 7, token: 'api-token-7' });
  expect(await readStudentSignIn(request(cookie))).toEqual({ studentId: 7, token: 'api-token-7' });
  expect(decodes).toHaveBeenCalledTimes(1);
});

it('keeps cookies apart: each student gets their own session', async () => {
  const first = await cookieOf({ studentId: 1, apiToken: 'one' });
  const second = await cookieOf({ studentId: 2, apiToken: 'two' });
  await readStudentSignIn(request(first));
  expect(await readStudentSignIn(request(second))).toEqual({ studentId: 2, token: 'two' });
  expect(await readStudentSignIn(request(first))).toEqual({ studentId: 1, token: 'one' });
});

it('keeps an opened cookie no longer than it is valid: past its expiry it is opened again', async () => {
  const cookie = await cookieOf({ studentId: 3, apiToken: 'three' }, 1);
  expect(await readStudentSignIn(request(cookie))).not.toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await readStudentSignIn(request(cookie));
  expect(decodes).toHaveBeenCalledTimes(2);
});

it('refuses an expired cookie', async () => {
  const cookie = await cookieOf({ studentId: 5, apiToken: 'five' }, -60);
  expect(await readStudentSignIn(request(cookie))).toBeNull();
});

it('refuses a cookie that does not open, every time', async () => {
  const cookie = await cookieOf({ studentId: 4, apiToken: 'four' });
  const forged = `${cookie.slice(0, -4)}AAAA`;
  expect(await readStudentSignIn(request(forged))).toBeNull();
  expect(await readStudentSignIn(request(forged))).toBeNull();
  expect(decodes).toHaveBeenCalledTimes(2);
});

it('is signed out without a cookie, or with one that carries no student', async () => {
  expect(await readStudentSignIn(new Headers())).toBeNull();
  expect(await readStudentSignIn(request(await cookieOf({ sub: 'x' })))).toBeNull();
});
