import sharp from 'sharp';

import type { CallName } from '@/lib/platform/calls';
import type { TestBackend } from '@/test/test-backend';

export const PASSWORD = 'Radiology1';

/** Calls the backend as the browser's BFF would, with a sign-in token or none. */
export function caller(t: TestBackend) {
  return (name: CallName, input: unknown = {}, token: string | null = null) =>
    t.backend.handle(name, { token, input });
}

/** A small real image in the given format, as an upload. */
export async function imageBlob(format: 'png' | 'jpeg' | 'gif' = 'png', size = 32): Promise<Blob> {
  const bytes = await sharp({
    create: { width: size, height: size, channels: 3, background: { r: 154, g: 36, b: 36 } },
  })
    .toFormat(format)
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: `image/${format}` });
}

/** Registers a student and signs them in; answers the ids and token. */
export async function registerAndSignIn(
  t: TestBackend,
  email: string,
  extra: Record<string, unknown> = {},
) {
  const call = caller(t);
  const registered = await call('register', {
    fullName: 'Asha Rao',
    email,
    mobileNumber: '9876543210',
    countryCode: '91',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...extra,
  });
  if (registered.status !== 200) throw new Error(`register failed: ${registered.message}`);
  const login = await call('login', { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.message}`);
  const data = login.data as { token: string; studentId: number };
  return { token: data.token, studentId: data.studentId };
}
