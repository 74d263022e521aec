import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { freePort } from '@/test/ports';

import { Browser, type Answer } from './support/client';
import { startServer, type RunningServer } from './support/server';

/*
 * The abuse limits of docs/accounts.md ("Abuse limits"), reached over HTTP on a real `next start`:
 * each is spent to the documented number, the next request is refused (429, Retry-After, the
 * documented message) and what it would have written is not there. The numbers are written out
 * here, not read from lib/limits, so a limit removed or changed in the code fails this file.
 *
 * How a refusal reaches the wire:
 * - Auth.js's credentials callback (POST /api/auth/callback/credentials): a wrong password is
 *   Auth.js's own answer, a 302 to /signin?error=CredentialsSignin&code=<the API's message>;
 *   once a limit is reached, lib/accounts/auth.ts answers with a JSON 429 and a Retry-After
 *   header: before Auth.js, or after it for attempts of a burst refused inside `authorize`.
 * - The BFF (sign-up, contact, comments): a JSON 429 with a Retry-After header.
 * - The account server actions (the sign-in form, forgot password, verify OTP): Next.js answers
 *   the action with HTTP 200; the action's result is `{ status: 429, message }` and carries no
 *   Retry-After (docs/accounts.md says so).
 */

const root = path.resolve(__dirname, '..');
const PASSWORD = 'DemoPass123';
const OWNER = 'demo@frcrviva.test';
const SUBSCRIBED = 'subscribed@frcrviva.test';
const MINUTE = 60;
/** Each sign-in or sign-up costs the server a 128 MB scrypt; on a busy 2-core host that is ~1 s. */
const SCRYPT_HEAVY = 120_000;

/** docs/accounts.md's table: how many a key may spend, and the window in seconds. */
const LIMITS = {
  signInFailuresPerAccountAndClient: { points: 5, window: 15 * MINUTE },
  signInFailuresPerClient: { points: 20, window: 15 * MINUTE },
  otpRequestsPerClient: { points: 10, window: 15 * MINUTE },
  otpFailuresPerClient: { points: 20, window: 15 * MINUTE },
  signUpsPerClient: { points: 5, window: 60 * MINUTE },
  contactMessagesPerClient: { points: 5, window: 60 * MINUTE },
  commentsPerStudent: { points: 10, window: 10 * MINUTE },
};
type Limit = (typeof LIMITS)[keyof typeof LIMITS];

/** What every refusal says, for a window just opened (docs/accounts.md). */
const tooMany = (limit: Limit) =>
  `Too many attempts. Please try again in ${limit.window / MINUTE} minutes.`;

const BAD_CREDENTIALS = 'Invalid email or password';

type ActionResult = { status: number; message: string; data: unknown };
type AccountAction = 'signInAction' | 'forgotPasswordAction' | 'verifyOtpAction';

/** The build's ids of the account server actions, as the pages' own script sends them. */
const actionIds: Record<string, string> = Object.fromEntries(
  Object.entries(
    JSON.parse(
      readFileSync(
        path.join(
          root,
          process.env.E2E_DIST_DIR ?? '.next-e2e',
          'server',
          'server-reference-manifest.json',
        ),
        'utf8',
      ),
    ).node as Record<string, { exportedName: string }>,
  ).map(([id, entry]) => [entry.exportedName, id]),
);

/**
 * A browser at one network address: `headers` go with each request (with TRUST_PROXY=1, the
 * X-Forwarded-For the trusted proxy appends), and the account server actions can be posted.
 */
class Client extends Browser {
  constructor(
    baseURL: string,
    public headers: Record<string, string> = {},
  ) {
    super(baseURL);
  }

  /** A client whose proxy-appended address is `address`. */
  static at(baseURL: string, address: string) {
    return new Client(baseURL, { 'x-forwarded-for': address });
  }

  override send(target: string, init: Parameters<Browser['send']>[1] = {}): Promise<Answer> {
    return super.send(target, { ...init, headers: { ...this.headers, ...init.headers } });
  }

  /** Posts a server action to `page` as Next's client does; its result as the form reads it. */
  async act(page: string, action: AccountAction, input: Record<string, unknown>) {
    const response = await fetch(`${this.baseURL}${page}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        origin: this.baseURL,
        accept: 'text/x-component',
        'content-type': 'text/plain;charset=UTF-8',
        'next-action': actionIds[action],
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...this.headers,
      },
      body: JSON.stringify([input]),
    });
    this.remember(response);
    const text = await response.text();
    // The flight answer: row 0 names the row holding the action's result ("a":"$@<row>").
    const row = /"a":"\$@([0-9a-f]+)"/.exec(text)?.[1];
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${row}:`));
    if (response.status !== 200 || !row || !line) {
      throw new Error(`${action} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return { result: JSON.parse(line.slice(row.length + 1)) as ActionResult, response };
  }

  get signedIn() {
    return /(^|; )frcr\.session=/.test(this.cookie);
  }

  /** One post to Auth.js's credentials callback, as the sign-in form (or a script) sends it. */
  async postCredentials(email: string, password: string): Promise<Answer> {
    const csrf = await this.send('/api/auth/csrf', { method: 'GET' });
    const csrfToken = (csrf.body as unknown as { csrfToken: string }).csrfToken;
    return this.send('/api/auth/callback/credentials', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password, csrfToken }).toString(),
    });
  }
}

/** A refused route-handler request: 429, a Retry-After within the window, the message. */
function expectThrottled(answer: Answer, limit: Limit) {
  expect(answer.status).toBe(429);
  const wait = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(wait)).toBe(true);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(limit.window);
  expect(answer.body).toEqual({
    status: 429,
    message: tooMany(limit),
    data: null,
    code: 'too_many_requests',
  });
}

/** Auth.js's answer to refused credentials: back to Sign In with the API's words. */
function expectWrongCredentials(answer: Answer, client: Client) {
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get('location') ?? '', 'http://x');
  expect(location.pathname).toBe('/signin');
  expect(location.searchParams.get('error')).toBe('CredentialsSignin');
  expect(location.searchParams.get('code')).toBe(BAD_CREDENTIALS);
  expect(client.signedIn).toBe(false);
}

/**
 * Makes `count` attempts that a failure limit counts, two at a time (each costs the server a
 * scrypt) but the last two alone: such a limit is checked before the attempt is counted, so only
 * attempts made one at a time pin the exact number (a limit lowered by one would still refuse
 * the last of them).
 */
async function failuresInPairs(count: number, attempt: (i: number) => Promise<void>) {
  let i = 0;
  for (; i + 2 <= count - 2; i += 2) await Promise.all([attempt(i), attempt(i + 1)]);
  for (; i < count; i++) await attempt(i);
}

/** The messages the dev outbox holds for `address` (written as `<time>-<address>.eml`). */
function mailsTo(dataDir: string, address: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  const suffix = `-${address.replace(/[^a-z0-9@._-]/gi, '_')}.eml`;
  try {
    return readdirSync(outbox)
      .filter((name) => name.endsWith(suffix))
      .map((name) => readFileSync(path.join(outbox, name), 'utf8'));
  } catch {
    return [];
  }
}

/** The codes are mailed after the answer: wait for the mail. */
async function waitForMails(dataDir: string, address: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (mailsTo(dataDir, address).length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mailsTo(dataDir, address);
}

/** The contact messages stored in a stopped server's PGlite database, read by a plain Node. */
function storedContactMessages(dataDir: string): string[] {
  const script = [
    "import { PGlite } from '@electric-sql/pglite';",
    'const db = new PGlite(process.argv[1]);',
    "const { rows } = await db.query('SELECT message FROM contact_messages ORDER BY id');",
    'await db.close();',
    'process.stdout.write(JSON.stringify(rows.map((row) => row.message)));',
  ].join('\n');
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, path.join(dataDir, 'pglite')],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`Could not read the database: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** The last test stops this server early to read its database; afterAll must not stop it again. */
function stopsOnce(server: RunningServer): RunningServer {
  let stopped: Promise<void> | undefined;
  return { ...server, stop: () => (stopped ??= server.stop()) };
}

/*
 * Two servers, started together (each boot seeds a fresh database): one as deployed with no proxy,
 * one behind one trusted proxy, where each test speaks from addresses of its own so the limits'
 * keys never meet.
 */
let direct: RunningServer;
let proxied: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-throttling-'));
  const directPort = await freePort();
  const proxiedPort = await freePort([directPort]);
  const started = await Promise.allSettled([
    startServer({ port: directPort }),
    startServer({ port: proxiedPort, dataDir, env: { TRUST_PROXY: '1' } }),
  ]);
  if (started[0].status === 'fulfilled') direct = started[0].value;
  if (started[1].status === 'fulfilled') proxied = stopsOnce(started[1].value);
  for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
}, 120_000);
afterAll(async () => {
  await Promise.all([direct?.stop(), proxied?.stop()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('with no trusted proxy (TRUST_PROXY unset): the socket is the client', () => {
  it(
    'gives no fresh sign-in tries for a new X-Forwarded-For or a forged client header',
    async () => {
      const limit = LIMITS.signInFailuresPerAccountAndClient;
      await failuresInPairs(limit.points, async (i) => {
        const client = Client.at(direct.baseURL, `198.51.100.${i + 1}`);
        expectWrongCredentials(await client.postCredentials(OWNER, 'WrongPass123'), client);
      });
      const disguises: Record<string, string>[] = [
        { 'x-forwarded-for': '198.51.100.77' },
        { 'x-forwarded-for': '198.51.100.78, 198.51.100.79' },
        { 'x-frcr-client-address': '198.51.100.80' },
        {},
      ];
      for (const headers of disguises) {
        const client = new Client(direct.baseURL, headers);
        expectThrottled(await client.postCredentials(OWNER, PASSWORD), limit);
        expect(client.signedIn).toBe(false);
      }
    },
    SCRYPT_HEAVY,
  );
});

describe('behind one trusted proxy (TRUST_PROXY=1): X-Forwarded-For names the client', () => {
  let url: string;
  beforeAll(() => {
    url = proxied.baseURL;
  });

  describe('sign-in through Auth.js', () => {
    it(
      "stops one client on one account after 5 wrong passwords, not the owner's other browsers",
      async () => {
        const limit = LIMITS.signInFailuresPerAccountAndClient;
        const attacker = '203.0.113.10';
        await failuresInPairs(limit.points, async (i) => {
          const client = Client.at(url, attacker);
          expectWrongCredentials(await client.postCredentials(OWNER, `WrongPass${i}A`), client);
        });

        // The right password from that client is refused too, by the callback and the form alike.
        const locked = Client.at(url, attacker);
        expectThrottled(await locked.postCredentials(OWNER, PASSWORD), limit);
        expect(locked.signedIn).toBe(false);
        const form = await locked.act('/signin', 'signInAction', {
          email: OWNER,
          password: PASSWORD,
        });
        expect(form.result).toEqual({
          status: 429,
          message: tooMany(limit),
          data: null,
          code: 'too_many_requests',
        });
        expect(locked.signedIn).toBe(false);
        // Entries the client wrote before the proxy's own are not its address.
        const forged = new Client(url, { 'x-forwarded-for': `198.51.100.9, ${attacker}` });
        expectThrottled(await forged.postCredentials(OWNER, PASSWORD), limit);

        // The lock is on this account from this client: another account signs in from there, and
        // the owner signs in from their own address.
        const sameClientOtherAccount = Client.at(url, attacker);
        await sameClientOtherAccount.signIn(SUBSCRIBED, PASSWORD);
        const owner = Client.at(url, '203.0.113.11');
        await owner.signIn(OWNER, PASSWORD);
        expect((await owner.call('getProfile')).status).toBe(200);
      },
      SCRYPT_HEAVY,
    );

    it(
      'stops a client spraying one password over many addresses after 20 failures',
      async () => {
        const limit = LIMITS.signInFailuresPerClient;
        const sprayer = '203.0.113.20';
        await failuresInPairs(limit.points, async (i) => {
          const client = Client.at(url, sprayer);
          expectWrongCredentials(
            await client.postCredentials(`spray-${i}@example.com`, 'Summer2024!'),
            client,
          );
        });
        const next = Client.at(url, sprayer);
        expectThrottled(await next.postCredentials('spray-next@example.com', 'Summer2024!'), limit);
        // Every address from that client, the right password included.
        const right = Client.at(url, sprayer);
        expectThrottled(await right.postCredentials(SUBSCRIBED, PASSWORD), limit);
        expect(right.signedIn).toBe(false);
        // Another client is not affected.
        await Client.at(url, '203.0.113.21').signIn(SUBSCRIBED, PASSWORD);
      },
      SCRYPT_HEAVY,
    );
  });

  describe('password recovery', () => {
    let code: string;
    /** The owner's browser, holding a code for SUBSCRIBED in its recovery cookie. */
    let owner: Client;

    it('answers 10 code requests per client, then sends nothing more', async () => {
      const limit = LIMITS.otpRequestsPerClient;
      const client = Client.at(url, '203.0.113.30');
      for (let i = 0; i < limit.points; i++) {
        const { result } = await client.act('/forgot-password', 'forgotPasswordAction', {
          email: `nobody-${i}@example.com`,
        });
        expect(result.status).toBe(200);
      }
      const { result: refused, response } = await client.act(
        '/forgot-password',
        'forgotPasswordAction',
        { email: SUBSCRIBED },
      );
      expect(refused).toEqual({
        status: 429,
        message: tooMany(limit),
        data: null,
        code: 'too_many_requests',
      });
      expect(response.headers.get('retry-after')).toBeNull();

      // The same address from another client is answered and mailed: exactly one mail, so the
      // refused request sent none.
      owner = Client.at(url, '203.0.113.31');
      const { result } = await owner.act('/forgot-password', 'forgotPasswordAction', {
        email: SUBSCRIBED,
      });
      expect(result.status).toBe(200);
      const mails = await waitForMails(dataDir, SUBSCRIBED, 1);
      expect(mails).toHaveLength(1);
      code = /reset code is: (\d{6})/.exec(mails[0])![1];
    });

    it('refuses a client after 20 wrong codes, the right code included', async () => {
      const limit = LIMITS.otpFailuresPerClient;
      const guesserAddress = '203.0.113.32';
      const guesser = Client.at(url, guesserAddress);
      const asked = await guesser.act('/forgot-password', 'forgotPasswordAction', {
        email: 'guessed@example.com',
      });
      expect(asked.result.status).toBe(200);
      for (let i = 0; i < limit.points; i++) {
        const { result } = await guesser.act('/forgot-password', 'verifyOtpAction', {
          otp: String(100000 + i),
        });
        expect(result).toEqual({
          status: 400,
          message: 'Invalid OTP',
          data: null,
          code: 'bad_request',
        });
      }
      const { result: refused } = await guesser.act('/forgot-password', 'verifyOtpAction', {
        otp: '999999',
      });
      expect(refused).toEqual({
        status: 429,
        message: tooMany(limit),
        data: null,
        code: 'too_many_requests',
      });

      // The owner's browser, from that client's address, is refused with the right code, and no
      // reset token is given; from its own address the code (unspent) still works.
      owner.headers = { 'x-forwarded-for': guesserAddress };
      const blocked = await owner.act('/forgot-password', 'verifyOtpAction', { otp: code });
      expect(blocked.result).toEqual({
        status: 429,
        message: tooMany(limit),
        data: null,
        code: 'too_many_requests',
      });
      owner.headers = { 'x-forwarded-for': '203.0.113.31' };
      const verified = await owner.act('/forgot-password', 'verifyOtpAction', { otp: code });
      expect(verified.result).toEqual({
        status: 200,
        message: 'OTP Verified Successfully',
        data: null,
      });
    });
  });

  it(
    'takes 5 sign-ups per client an hour and creates nothing for the 6th',
    async () => {
      const limit = LIMITS.signUpsPerClient;
      const client = Client.at(url, '203.0.113.40');
      const register = (email: string) =>
        client.call('register', {
          fullName: 'Throttle Test',
          email,
          password: 'Radiology1',
          confirmPassword: 'Radiology1',
          countryCode: '44',
          mobileNumber: '',
        });
      // All at once: each is counted as it arrives, so a lower limit would refuse one of them.
      const answers = await Promise.all(
        Array.from({ length: limit.points }, (_, i) => register(`signup-${i + 1}@example.com`)),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body?.message).toBe('Registered Successfully');
      }
      expectThrottled(await register('signup-6@example.com'), limit);

      // From elsewhere: the 6th address has no account, the 1st has one.
      const checker = Client.at(url, '203.0.113.41');
      expectWrongCredentials(
        await checker.postCredentials('signup-6@example.com', 'Radiology1'),
        checker,
      );
      await Client.at(url, '203.0.113.41').signIn('signup-1@example.com', 'Radiology1');
    },
    SCRYPT_HEAVY,
  );

  it(
    'takes 10 comments per student in 10 minutes, from any address',
    async () => {
      const limit = LIMITS.commentsPerStudent;
      const student = Client.at(url, '203.0.113.60');
      await student.signIn(SUBSCRIBED, PASSWORD);
      const categories = await student.call('listCaseCategories', { limit: 9, offset: 0 });
      const categoryId = (
        categories.body?.data as { list: { shortId: number; count: number }[] }
      ).list.find((category) => category.count > 0)!.shortId;
      const cases = await student.call('listCases', {
        shortId: categoryId,
        limit: 1,
        offset: 0,
      });
      const caseId = (cases.body?.data as { list: { subshortId: number }[] }).list[0].subshortId;
      const list = async () =>
        (await student.call('listComments', { subshortId: caseId, limit: 100, offset: 0 })).body
          ?.data as {
          list: { description: string }[];
          total: number;
        };
      const before = (await list()).total;

      for (let i = 0; i < limit.points; i++) {
        const answer = await student.call('saveComment', {
          type: 'SHORT',
          subshortId: caseId,
          description: `Throttle comment ${i}`,
        });
        expect(answer.status).toBe(200);
      }
      const post = { type: 'SHORT', subshortId: caseId, description: 'One comment too many' };
      expectThrottled(await student.call('saveComment', post), limit);
      // The limit follows the student, not the address.
      student.headers = { 'x-forwarded-for': '203.0.113.61' };
      expectThrottled(await student.call('saveComment', post), limit);
      const after = await list();
      expect(after.total).toBe(before + limit.points);
      expect(after.list.map((comment) => comment.description)).not.toContain(post.description);

      // Another student comments as usual.
      const other = Client.at(url, '203.0.113.62');
      await other.signIn(OWNER, PASSWORD);
      expect((await other.call('saveComment', post)).status).toBe(200);
    },
    SCRYPT_HEAVY,
  );

  it('takes 5 contact messages per client an hour and stores nothing more', async () => {
    const limit = LIMITS.contactMessagesPerClient;
    const client = Client.at(url, '203.0.113.50');
    for (let i = 0; i < limit.points; i++) {
      const answer = await client.call('contact', {
        email: 'visitor@example.com',
        message: `Throttle message ${i}`,
      });
      expect(answer.status).toBe(200);
      expect(answer.body?.message).toBe(
        'Thank you for your message. We will get back to you soon.',
      );
    }
    const refused = { email: 'visitor@example.com', message: 'Throttle message refused' };
    expectThrottled(await client.call('contact', refused), limit);
    // Per client: another address is answered.
    const other = Client.at(url, '203.0.113.51');
    const accepted = { email: 'other@example.com', message: 'Throttle message from elsewhere' };
    expect((await other.call('contact', accepted)).status).toBe(200);

    // What was stored, read from the database once the server has stopped (no call reads it).
    await proxied.stop();
    const stored = storedContactMessages(dataDir).filter((text) => text.startsWith('Throttle'));
    expect(stored).toEqual([
      ...Array.from({ length: limit.points }, (_, i) => `Throttle message ${i}`),
      accepted.message,
    ]);
  });
});
