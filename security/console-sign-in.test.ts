import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { unspentCode } from '@/test/authenticator-steps';

import { Browser } from './support/client';
import {
  addOperatorByCommandLine,
  postAction,
  type OperatorCredentials,
} from './support/console-actions';
import { startServer, type RunningServer } from './support/server';

/*
 * The console's sign-in against guessing and lock-outs (docs/console.md, "Signing in"), over HTTP
 * on a real `next start` behind one trusted proxy (TRUST_PROXY=1), so each test's clients speak
 * from addresses of their own through X-Forwarded-For. The numbers are written out here, not read
 * from the code, so a limit changed in the code fails this file.
 */

/** Failed sign-ins to one address from one client, and the window they count in. */
const PER_CLIENT = { points: 5, minutes: 15 };
/** Failures to one address from browsers without its key that lock such browsers out. */
const LOCK = { failures: 30, minutes: 60 };

const REFUSED = { status: 401, message: 'The email, password or code is not right.' };
const TOO_MANY = {
  status: 429,
  message: `Too many attempts. Please try again in ${PER_CLIENT.minutes} minutes.`,
};
const LOCKED = {
  status: 429,
  message: `Too many failed sign-ins. This account can try again in ${LOCK.minutes} minutes.`,
};

let server: RunningServer;
let dataDir: string;
let target: OperatorCredentials;
let besieged: OperatorCredentials;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-security-console-sign-in-'));
  target = addOperatorByCommandLine(dataDir, 'target@console-lock.test', 'owner');
  besieged = addOperatorByCommandLine(dataDir, 'besieged@console-lock.test', 'owner');
  server = await startServer({ dataDir, env: { TRUST_PROXY: '1' } });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The last authenticator step each operator spent: a code opens the console once. */
const spentSteps = new Map<string, number>();

/** A code of the operator's no sign-in has used (test/authenticator-steps.ts). */
async function freshCode(who: OperatorCredentials): Promise<string> {
  const { code, step } = await unspentCode(who.totpSecret, spentSteps.get(who.email));
  spentSteps.set(who.email, step);
  return code;
}

/** A browser whose requests reach the app through the proxy from `address`. */
class ConsoleClient extends Browser {
  constructor(
    baseURL: string,
    public forwardedFor: string,
  ) {
    super(baseURL);
  }

  /** Posts the sign-in form; what the form would show, and the cookies the answer sets. */
  async signInToConsole(email: string, password: string, code: string) {
    const started = performance.now();
    const answer = await postAction(
      this.baseURL,
      'operatorSignInAction',
      '/console/signin',
      this,
      JSON.stringify([{ email, password, code }]),
      this.baseURL,
      { 'x-forwarded-for': this.forwardedFor },
    );
    const ms = performance.now() - started;
    const jar = new Map(
      this.cookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => [pair.split('=')[0]!, pair] as const),
    );
    for (const set of answer.setCookies) {
      const pair = set.split(';')[0]!;
      jar.set(pair.split('=')[0]!, pair);
    }
    this.cookie = [...jar.values()].join('; ');
    expect(answer.status).toBe(200);
    const { status, message } = answer.result!;
    return { seen: { status, message }, setCookies: answer.setCookies, ms };
  }

  async signInAs(who: OperatorCredentials) {
    return this.signInToConsole(who.email, who.password, await freshCode(who));
  }

  guess(email: string) {
    return this.signInToConsole(email, 'a guessed password', '123456');
  }
}

const client = (address: string) => new ConsoleClient(server.baseURL, address);

it('stops an attacker’s client on the address, and signs the operator in from another', async () => {
  const attacker = client('198.51.100.10');
  for (let i = 0; i < PER_CLIENT.points; i++) {
    expect((await attacker.guess(target.email)).seen).toEqual(REFUSED);
  }
  // The right password and code from that client wait now, and so does a forged address that
  // the client wrote before the proxy's own entry.
  expect((await attacker.signInAs(target)).seen).toEqual(TOO_MANY);
  attacker.forwardedFor = '203.0.113.9, 198.51.100.10';
  expect((await attacker.guess(target.email)).seen).toEqual(TOO_MANY);
  expect(attacker.cookie).not.toMatch(/frcr\.console=/);

  const operator = client('203.0.113.10');
  const signedIn = await operator.signInAs(target);
  expect(signedIn.seen).toEqual({ status: 200, message: 'Signed in to the console.' });
  const session = signedIn.setCookies.find((set) => set.startsWith('frcr.console='));
  const device = signedIn.setCookies.find((set) => set.startsWith('frcr.console-device='));
  for (const cookie of [session, device]) {
    expect(cookie).toMatch(/; Path=\/console/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
  }
  expect((await operator.send('/console', { method: 'GET' })).status).toBe(200);
}, 120_000);

it('locks out new browsers after failures from many clients, never the operator’s own browser, and answers an unknown address alike at every count', async () => {
  const operator = client('203.0.113.20');
  expect((await operator.signInAs(besieged)).seen.status).toBe(200);
  const nobody = 'nobody@console-lock.test';

  // Attackers at ever new addresses, each as far as it is let, against the operator's address
  // and against an address that is no operator's, side by side.
  const timings: { operator: number[]; nobody: number[] } = { operator: [], nobody: [] };
  const clients = Math.ceil(LOCK.failures / PER_CLIENT.points) + 1;
  const seen: { operator: unknown; nobody: unknown }[] = [];
  for (let n = 0; n < clients; n++) {
    const atOperator = client(`198.51.100.${100 + n}`);
    const atNobody = client(`192.0.2.${100 + n}`);
    for (let i = 0; i <= PER_CLIENT.points; i++) {
      const one = await atOperator.guess(besieged.email);
      const other = await atNobody.guess(nobody);
      seen.push({ operator: one.seen, nobody: other.seen });
      if (one.seen.status === 401) timings.operator.push(one.ms);
      if (other.seen.status === 401) timings.nobody.push(other.ms);
    }
  }
  for (const pair of seen) expect(pair.nobody).toEqual(pair.operator);
  // Each client: five refusals, then the web tier's answer; from the lock on, the lock's.
  expect(seen.map((pair) => pair.operator)).toEqual(
    Array.from({ length: clients }, (_, n) =>
      Array.from({ length: PER_CLIENT.points + 1 }, (_, i) => {
        const failuresBefore = n * PER_CLIENT.points + i;
        if (i === PER_CLIENT.points) return TOO_MANY;
        return failuresBefore < LOCK.failures - 1 ? REFUSED : LOCKED;
      }),
    ).flat(),
  );
  // Both kinds of refusal cost a password check: neither is answered in a fraction of the other's time.
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  expect(median(timings.nobody)).toBeGreaterThan(median(timings.operator) / 3);
  expect(median(timings.operator)).toBeGreaterThan(median(timings.nobody) / 3);

  // A new browser, with the right password and code, waits; an unknown address says the same.
  const elsewhere = client('203.0.113.21');
  expect((await elsewhere.signInAs(besieged)).seen).toEqual(LOCKED);
  expect((await client('203.0.113.22').guess(nobody)).seen).toEqual(LOCKED);
  expect(elsewhere.cookie).not.toMatch(/frcr\.console=/);

  // The operator's own browser signs in with the right password and code.
  operator.cookie = operator.cookie
    .split('; ')
    .filter((pair) => !pair.startsWith('frcr.console='))
    .join('; ');
  const again = await operator.signInAs(besieged);
  expect(again.seen).toEqual({ status: 200, message: 'Signed in to the console.' });
}, 600_000);

it('gives the sign-in form an action a validator accepts: the page’s own address, not empty', async () => {
  const page = await fetch(`${server.baseURL}/console/signin`);
  const html = await page.text();
  const forms = html.match(/<form\b[^>]*>/g) ?? [];
  expect(forms).toHaveLength(1);
  for (const form of forms) {
    expect(form).not.toMatch(/\saction=""/);
    expect(form).toMatch(/\saction="\/console\/signin"/);
  }
});
