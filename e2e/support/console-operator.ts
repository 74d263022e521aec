import type { Page } from '@playwright/test';
import { generate } from 'otplib';

/*
 * Signing in to the console in a browser. Each authenticator code opens the console once, so a
 * sign-in waits for a step no earlier sign-in has used, as an operator waits for the app's next
 * code; the e2e projects run one worker, one file at a time.
 */

/** The demo operator the setup makes on this machine (lib/platform/demo/operator.ts, README). */
export const DEMO_OPERATOR = {
  email: 'operator@frcrviva.test',
  password: 'ConsoleDemo123',
  totpSecret: 'FRCRVIVACONSOLEDEMOSECRETKEY2345',
};

/** The code of the next 30-second step, once it has begun. */
export async function freshCode(secret = DEMO_OPERATOR.totpSecret): Promise<string> {
  const msIntoStep = Date.now() % 30_000;
  await new Promise((resolve) => setTimeout(resolve, 30_000 - msIntoStep + 250));
  return generate({ secret });
}

export async function signInToConsole(
  page: Page,
  code: string,
  operator: { email: string; password: string } = DEMO_OPERATOR,
) {
  await page.goto('/console/signin');
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Sign in to the console' }).click();
}

/** Signs the demo operator in with the next code and waits for the console's overview. */
export async function signInAsDemoOperator(page: Page) {
  await signInToConsole(page, await freshCode());
  await page.waitForURL('/console');
}
