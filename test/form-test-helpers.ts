import { screen } from '@testing-library/react';

import type { Profile } from '@/lib/accounts/calls';

/** A fetch answer shaped like the BFF's envelope. */
export function envelope(status: number, message: string, data: unknown = null): Response {
  return {
    ok: status === 200,
    status,
    json: async () => ({ status, message, data }),
  } as Response;
}

/** The text of every alert on screen (field messages are role="alert"). */
export function alerts(): string[] {
  return screen.queryAllByRole('alert').map((element) => element.textContent ?? '');
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A signed-in student's profile as the BFF answers it: Asha Rao, number 7, no photo. */
export const studentProfile: Profile = {
  studentId: 7,
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  mobileNumber: '',
  countryCode: '91',
  profile: null,
  isSubscribe: 0,
};
