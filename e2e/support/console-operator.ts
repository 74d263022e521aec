import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { unspentCode } from '../../test/authenticator-steps';

/*
 * Signing in to the console in a browser. Each authenticator code opens the console once, and the
 * console takes the code of the step before or after the current one too (lib/operators/totp.ts),
 * so a sign-in takes the first step no earlier sign-in used, waiting only when even the next step
 * is spent. The steps used are kept per server (its port) in a file, as the e2e projects run one
 * worker and a retry starts a new one.
 */

/** The demo operator the setup makes on this machine (lib/platform/demo/operator.ts, README). */
export const DEMO_OPERATOR = {
  email: 'operator@frcrviva.test',
  password: 'ConsoleDemo123',
  totpSecret: 'FRCRVIVACONSOLEDEMOSECRETKEY2345',
};

const spentStepsFile = path.join(
  tmpdir(),
  'frcr-e2e',
  `console-steps-${process.env.E2E_PORT ?? 'default'}.json`,
);

function readSpentSteps(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(spentStepsFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** A code no sign-in of this run has used (test/authenticator-steps.ts). */
export async function freshCode(secret = DEMO_OPERATOR.totpSecret): Promise<string> {
  const spent = readSpentSteps();
  const { code, step } = await unspentCode(secret, spent[secret]);
  mkdirSync(path.dirname(spentStepsFile), { recursive: true });
  writeFileSync(spentStepsFile, JSON.stringify({ ...spent, [secret]: step }));
  return code;
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
