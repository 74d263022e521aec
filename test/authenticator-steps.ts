import { generate } from 'otplib';

const STEP_MS = 30_000;

/**
 * An authenticator code no sign-in has used, given the last step one used: the current step's,
 * else the next one's, which the console also takes (lib/operators/totp.ts); when both are spent,
 * once the next step begins. The code and its step, for the caller to mark as used.
 */
export async function unspentCode(
  secret: string,
  lastSpentStep = -1,
): Promise<{ code: string; step: number }> {
  const currentStep = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(currentStep, lastSpentStep + 1);
  if (step > currentStep + 1) {
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS + 250 - Date.now()));
  }
  return { code: await generate({ secret, epoch: step * (STEP_MS / 1000) }), step };
}
