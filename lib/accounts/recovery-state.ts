import 'server-only';

import { createHash } from 'node:crypto';

import { getIronSession } from 'iron-session';
import { cookies } from 'next/headers';

import { SIGN_IN_COOKIE_SECURE } from '../security/cookies';
import { authSecret } from '../security/secret';

/**
 * Password recovery's flow state, sealed in its own httpOnly cookie: the email after Forgot
 * Password, then the temporary reset token after Verify OTP. Never in web storage.
 */
export type RecoveryState = { email?: string; resetToken?: string };

const RECOVERY_COOKIE = SIGN_IN_COOKIE_SECURE ? '__Secure-frcr.recovery' : 'frcr.recovery';
/** Long enough for the 10-minute code plus the reset form; the server enforces its own limits. */
const RECOVERY_TTL_SECONDS = 30 * 60;

// iron-session needs a password of at least 32 characters; derived from the auth secret so a
// fresh clone needs no extra setting, and kept distinct from the key Auth.js uses.
function recoveryPassword(): string {
  return createHash('sha256').update(`password-recovery:${authSecret()}`).digest('hex');
}

export async function getRecovery() {
  return getIronSession<RecoveryState>(await cookies(), {
    password: recoveryPassword(),
    cookieName: RECOVERY_COOKIE,
    ttl: RECOVERY_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: SIGN_IN_COOKIE_SECURE,
      path: '/',
    },
  });
}

/** What the recovery pages may show: the address the code went to, and whether a reset is open. */
export async function readRecoveryState(): Promise<{ email: string | null; canReset: boolean }> {
  const recovery = await getRecovery();
  return { email: recovery.email ?? null, canReset: !!recovery.resetToken };
}
