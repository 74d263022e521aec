import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { generate } from 'otplib';

import { Browser } from './client';
import { startFromPreparedDemo } from './server';

/*
 * Posting the console's server actions as their pages' own script does: the build's id of the
 * action in the Next-Action header, the arguments as React sends one plain object.
 */

const root = path.resolve(__dirname, '..', '..');

/** The build's server actions by id, as its manifest lists them. */
function actionIds(): Record<string, { exportedName: string }> {
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
  return manifest;
}

/** The build's id of a server action, as the page's own script sends it. */
function actionId(name: string): string {
  const id = Object.entries(actionIds()).find(([, entry]) => entry.exportedName === name)?.[0];
  if (!id) throw new Error(`No server action ${name} in the build`);
  return id;
}

/**
 * What a page posts for `action`: an action of its own (the sign-in's), or a console call's name,
 * which its form posts to the console's one action (`consoleCall(name, input)`) before the
 * arguments it is given.
 */
function posted(action: string, body: string): { id: string; body: string } {
  if (Object.values(actionIds()).some((entry) => entry.exportedName === action)) {
    return { id: actionId(action), body };
  }
  let args: unknown;
  try {
    args = JSON.parse(body);
  } catch {
    // Not JSON at all: posted as it is, for the middleware to refuse.
    return { id: actionId('consoleCall'), body };
  }
  return {
    id: actionId('consoleCall'),
    body: JSON.stringify(Array.isArray(args) ? [action, ...args] : [action, args]),
  };
}

/**
 * Posts a console action (its own, or a call's name for the console's one action) as its page
 * does; the HTTP status and the action's result. `headers` go with it (an X-Forwarded-For a
 * trusted proxy appended, say).
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
  const sent = posted(action, body);
  const response = await fetch(`${baseURL}${page}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin,
      accept: 'text/x-component',
      'content-type': 'text/plain;charset=UTF-8',
      'next-action': sent.id,
      ...(browser.cookie ? { cookie: browser.cookie } : {}),
      ...headers,
    },
    body: sent.body,
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
  startFromPreparedDemo(dataDir);
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
