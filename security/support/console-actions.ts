import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { generate } from 'otplib';

import { Browser } from './client';

/*
 * Posting the console's server actions as their pages' own script does: the build's id of the
 * action in the Next-Action header, the arguments as React sends one plain object.
 */

const root = path.resolve(__dirname, '..', '..');

/** The build's id of a server action, as the page's own script sends it. */
function actionId(name: string): string {
  const manifest = JSON.parse(
    readFileSync(
      path.join(
        root,
        process.env.E2E_DIST_DIR ?? '.next-e2e',
        'server',
        'server-reference-manifest.json',
      ),
      'utf8',
    ),
  ).node as Record<string, { exportedName: string }>;
  const id = Object.entries(manifest).find(([, entry]) => entry.exportedName === name)?.[0];
  if (!id) throw new Error(`No server action ${name} in the build`);
  return id;
}

/**
 * Posts a console action as its page does; the HTTP status and the action's result. `headers`
 * go with it (an X-Forwarded-For a trusted proxy appended, say).
 */
export async function postAction(
  baseURL: string,
  action: string,
  page: string,
  browser: Browser,
  body: string,
  origin = baseURL,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseURL}${page}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin,
      accept: 'text/x-component',
      'content-type': 'text/plain;charset=UTF-8',
      'next-action': actionId(action),
      ...(browser.cookie ? { cookie: browser.cookie } : {}),
      ...headers,
    },
    body,
  });
  const setCookies = response.headers.getSetCookie();
  const text = await response.text();
  const row = /"a":"\$@([0-9a-f]+)"/.exec(text)?.[1];
  const line = row ? text.split('\n').find((candidate) => candidate.startsWith(`${row}:`)) : null;
  const result = line
    ? (JSON.parse(line.slice(row!.length + 1)) as {
        status: number;
        message?: string;
        data?: unknown;
      })
    : null;
  return { status: response.status, result, setCookies };
}

export type OperatorCredentials = { email: string; password: string; totpSecret: string };

/**
 * An operator made by the command line (`npm run operator:add`) in a server's data directory
 * before it starts, as a deployment's owner makes one; its credentials read from what it prints.
 */
export function addOperatorByCommandLine(
  dataDir: string,
  email: string,
  role: 'owner' | 'editor' | 'support',
): OperatorCredentials {
  const printed = execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/operator-add.ts',
      email,
      '--role',
      role,
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  const field = (name: string) => new RegExp(`${name}\\s+(\\S+)`).exec(printed)![1]!;
  return { email, password: field('Password'), totpSecret: field('TOTP secret') };
}

/** A browser signed in to the console as `who`, with the authenticator's current code. */
export async function signInOperator(baseURL: string, who: OperatorCredentials): Promise<Browser> {
  const browser = new Browser(baseURL);
  const code = await generate({ secret: who.totpSecret });
  const signedIn = await postAction(
    baseURL,
    'operatorSignInAction',
    '/console/signin',
    browser,
    JSON.stringify([{ email: who.email, password: who.password, code }]),
  );
  if (signedIn.result?.status !== 200) {
    throw new Error(`${who.email} could not sign in: ${JSON.stringify(signedIn.result)}`);
  }
  browser.cookie = signedIn.setCookies
    .find((set) => set.startsWith('frcr.console='))!
    .split(';')[0]!;
  return browser;
}
