import { createHash, randomInt } from 'node:crypto';

import { generateSecret, generateURI, verify } from 'otplib';

/*
 * The operator's second factor: RFC 6238 codes (30-second steps, six digits, SHA-1, as every
 * authenticator app reads an otpauth:// QR code) from otplib, and one-time recovery codes.
 */

const ISSUER = 'FRCR Viva Console';
const STEP_SECONDS = 30;
const RECOVERY_CODES = 10;

export const newTotpSecret = () => generateSecret();

/** The otpauth:// address an authenticator app reads from the enrolment QR code. */
export const totpUri = (email: string, secret: string) =>
  generateURI({ issuer: ISSUER, label: email, secret });

/**
 * The time step at which `code` is the operator's code (the current one, or the one either side,
 * for a clock a little off), or null when it is none of them.
 */
export async function totpStepOf(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: STEP_SECONDS });
  if (!result.valid) return null;
  return Math.floor(epoch / STEP_SECONDS) + result.delta;
}

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/** Ten codes like `7kq2-9xw4`, shown once at enrolment; each opens the console once. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}
