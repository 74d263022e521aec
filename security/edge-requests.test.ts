import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { FILE_POLICY } from '@/lib/security/security-headers';

import { Browser } from './support/client';
import { addOperatorByCommandLine, postAction, signInOperator } from './support/console-actions';
import { startServer, type RunningServer } from './support/server';

/*
 * What a visitor can send that no page ever does, over HTTP on a real `next start`: server
 * actions holding React's references, server actions posted to any path, an oversized upload of
 * unknown length to the console's BFF. Each gets a 4xx, never a 500, and the server logs no
 * unhandled failure; and every route that serves stored files keeps its sandboxing policy.
 */

let server: RunningServer;
let dataDir: string;
let editor: Browser;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-security-edges-'));
  const who = addOperatorByCommandLine(dataDir, 'editor.edges@frcrviva.test', 'editor');
  server = await startServer({ dataDir });
  editor = await signInOperator(server.baseURL, who);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Next's lines for a failure it did not expect: an unhandled one, or a 500's error. */
const unexpectedFailures = () =>
  server
    .stderr()
    .split('\n')
    .filter((line) => /unhandled|uncaught/i.test(line));

/** The student site's five actions, each posted to a page of its own, as their forms do. */
const SITE_ACTIONS = [
  ['signInAction', '/signin'],
  ['forgotPasswordAction', '/forgot-password'],
  ['verifyOtpAction', '/verify-otp'],
  ['resetPasswordAction', '/resetpassword'],
  ['signOutAction', '/signin'],
] as const;

describe('a server action holding React’s references', () => {
  it.each(SITE_ACTIONS)('%s answers 400, not 500, and runs nothing', async (action, page) => {
    for (const body of ['[{"email":"$Q5"}]', '["$F0"]', '["$h1","$T"]', '[{"otp":"$@1"}]']) {
      const answer = await postAction(
        server.baseURL,
        action,
        page,
        new Browser(server.baseURL),
        body,
      );
      expect({ body, status: answer.status, result: answer.result }).toEqual({
        body,
        status: 400,
        result: null,
      });
    }
  });

  it('still takes a value that starts with "$", as React escapes it ("$$")', async () => {
    const answer = await postAction(
      server.baseURL,
      'signInAction',
      '/signin',
      new Browser(server.baseURL),
      JSON.stringify([{ email: 'dollar@example.com', password: '$$Radiology1' }]),
    );
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ status: 401, message: 'Invalid email or password' });
  });

  it('the console’s sign-in form answers other arguments than its form with 4xx', async () => {
    for (const body of ['[null]', '[null,{"email":"a@b.co"}]']) {
      const answer = await postAction(
        server.baseURL,
        'operatorSignInFormAction',
        '/console/signin',
        new Browser(server.baseURL),
        body,
      );
      expect(answer.status).toBe(200);
      expect(answer.result).toMatchObject({ status: 422 });
    }
  });

  it('posted without JavaScript, answers 400 for references and arguments React never writes', async () => {
    const form = (parts: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(parts)) body.append(name, value);
      return body;
    };
    const signInPage = await (await fetch(`${server.baseURL}/console/signin`)).text();
    const id = /\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(
      signInPage,
    )![1]!;
    const meta = (bound: unknown) => JSON.stringify({ id, bound });
    const refused: Record<string, string>[] = [
      { '$ACTION_1:0': meta('$@1'), '$ACTION_1:1': '["$Q5"]' },
      { '$ACTION_1:0': meta(null) },
      { '$ACTION_1:0': meta('$@2'), '$ACTION_1:1': '[null]' },
    ];
    for (const fields of refused) {
      const answer = await new Browser(server.baseURL).send('/console/signin', {
        body: form({ $ACTION_REF_1: '', ...fields, email: 'a@b.co', password: 'x', code: '1' }),
      });
      expect({ fields, status: answer.status }).toEqual({ fields, status: 400 });
    }
    // The form as the page writes it still signs in, or here says why not.
    const page = await new Browser(server.baseURL).send('/console/signin', {
      body: form({
        $ACTION_REF_1: '',
        '$ACTION_1:0': meta('$@1'),
        '$ACTION_1:1': '[null]',
        email: 'nobody@example.com',
        password: 'Wrong-password-1',
        code: '123456',
      }),
    });
    expect(page.status).toBe(200);
  });
});

describe('a server action posted to any path', () => {
  const paths = ['/console/enrol.txt', '/signin.txt', '/favicon.ico', '/_next/x', '/api/nothing'];

  it.each(paths)('%s: another site or a sandboxed frame gets 403', async (page) => {
    for (const origin of ['null', 'https://evil.example']) {
      const answer = await postAction(
        server.baseURL,
        'signInAction',
        page,
        new Browser(server.baseURL),
        '[{"email":"a@b.co","password":"x"}]',
        origin,
      );
      expect({ origin, status: answer.status }).toEqual({ origin, status: 403 });
    }
  });

  it.each(paths)('%s: a body Next cannot decode gets 400', async (page) => {
    const answer = await postAction(
      server.baseURL,
      'signInAction',
      page,
      new Browser(server.baseURL),
      '[{"email":"$Q5"}]',
    );
    expect(answer.status).toBe(400);
  });
});

/**
 * Posts 12 MB of unknown length as a lesson's cover, sending until the answer comes. On a
 * connection of its own: the server may cut it once it has dropped what it drops of a refused
 * body, and a pooled connection reused by the next request would then be reset.
 */
function postOversizedCover(): Promise<{ status: number; text: string }> {
  const head = new TextEncoder().encode(
    '--x\r\nContent-Disposition: form-data; name="videoId"\r\n\r\n1\r\n' +
      '--x\r\nContent-Disposition: form-data; name="picture"; filename="cover.png"\r\n' +
      'Content-Type: image/png\r\n\r\n',
  );
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const chunk = new Uint8Array(64 * 1024);
    const target = new URL('/console/api/console/lesson/cover', server.baseURL);
    const request = http.request(target, {
      method: 'POST',
      agent: false,
      headers: {
        origin: server.baseURL,
        cookie: editor.cookie,
        'content-type': 'multipart/form-data; boundary=x',
      },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (text += part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.write(head);
    let sent = 0;
    const more = () => {
      while (!answered && sent < 12 * 1024 * 1024) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) return void request.once('drain', more);
      }
      request.end();
    };
    more();
  });
}

it('refuses a 12 MB upload of unknown length to the console’s BFF, and logs no unhandled failure', async () => {
  const before = unexpectedFailures().length;
  // Twenty times: the refusal comes while the sender is still sending, and a server that cut the
  // connection at once lost the answer under a reset about one time in ten.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await postOversizedCover();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 413, message: 'Request too large' });
  }
  // The server would log the rejection once the body it stopped reading is torn down.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(unexpectedFailures().slice(before)).toEqual([]);
});

it.each([
  ['an uploaded photo', '/api/files/missing.webp'],
  ['a lesson file', '/api/media/missing.webm'],
  ['a practice recording', '/api/practice/recording?paper=1&position=1'],
])('serves %s with the sandboxing policy, whatever the answer', async (_label, address) => {
  const answer = await fetch(`${server.baseURL}${address}`, { redirect: 'manual' });
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.headers.get('content-security-policy')).toBe(FILE_POLICY);
});

it('logged no unhandled failure for anything above', () => {
  expect(unexpectedFailures()).toEqual([]);
});
