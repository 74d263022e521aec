import {
  forgotPasswordAction,
  resetPasswordAction,
  signInAction,
  signOutAction,
  verifyOtpAction,
} from './actions';
import type { ActionResult } from '../calls/action-result';

/*
 * Anyone can post any JSON to a server action, whatever its TypeScript type says. Each action
 * checks its argument before it reads a cookie or asks the API, so malformed input answers 4xx
 * in the shared `{ status, message, data }` shape (outside a request, reading a cookie would
 * throw: these tests would fail rather than pass by accident).
 */

const TWO_MB = 'x'.repeat(2 * 1024 * 1024);

const actions: [string, (input: unknown) => Promise<ActionResult>][] = [
  ['signInAction', signInAction],
  ['forgotPasswordAction', forgotPasswordAction],
  ['verifyOtpAction', verifyOtpAction],
  ['resetPasswordAction', resetPasswordAction],
  ['signOutAction', signOutAction],
];

const malformed: [string, unknown][] = [
  ['null', null],
  ['an array', []],
  ['[null]', [null]],
  ['zero', 0],
  ['a string', 'x'],
  ['2^31', 2 ** 31],
  ['a 2 MB string', TWO_MB],
  ['true', true],
];

describe.each(actions)('%s', (_name, action) => {
  it.each(malformed)('answers %s with 422 and a message', async (_label, input) => {
    const result = await action(input);
    expect(result.status).toBe(422);
    expect(result.message.length).toBeGreaterThan(0);
    expect(result.data).toBeNull();
  });
});

it.each([
  ['signInAction', () => signInAction({ email: `${TWO_MB}@example.com`, password: 'x' })],
  ['signInAction', () => signInAction({ email: 'asha@example.com', password: 2 ** 31 })],
  ['signInAction', () => signInAction({ email: 'asha@example.com', password: TWO_MB })],
  ['forgotPasswordAction', () => forgotPasswordAction({ email: TWO_MB })],
  ['verifyOtpAction', () => verifyOtpAction({ otp: TWO_MB })],
  ['verifyOtpAction', () => verifyOtpAction({ otp: 123456 })],
  ['resetPasswordAction', () => resetPasswordAction({ password: TWO_MB, confirmPassword: 1 })],
])('%s refuses fields of the wrong type or size with 422', async (_name, run) => {
  const result = await run();
  expect(result.status).toBe(422);
  expect(result.message).toBeTruthy();
});
