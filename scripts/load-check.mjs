#!/usr/bin/env node
// Load without loss: two `next start` instances on one PostgreSQL database, loopback only, for a
// fixed time; reads mixed with comment posts, session bookings and demo purchases. Afterwards the
// database is asked whether every acknowledged write is there exactly once, and the run fails on
// any 5xx.
//
//   TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres npm run load:check
//   npm run load:check -- --seconds=30 --readers=8
//
// It serves the production build the end-to-end tests made (NEXT_DIST_DIR or .next-e2e).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { startNext, stopAll, waitFor } from './next-processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, '').split('=');
    return [key, value.length ? value.join('=') : 'true'];
  }),
);
const seconds = Number(args.seconds ?? 20);
const readers = Number(args.readers ?? 6);
const serverUrl = process.env.TEST_DATABASE_URL;
const distDir = process.env.NEXT_DIST_DIR ?? '.next-e2e';
const ports = [Number(args.port ?? 3980), Number(args.port ?? 3980) + 1];
const DEMO = { password: 'DemoPass123' };

if (!serverUrl) {
  console.error('Set TEST_DATABASE_URL to a PostgreSQL server whose role may CREATE DATABASE.');
  process.exit(1);
}
if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.error(`No build in ${distDir}: run \`npm run test:e2e\` first (or set NEXT_DIST_DIR).`);
  process.exit(1);
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function start(port, env) {
  return startNext({
    cwd: root,
    port,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      AUTH_SECRET: 'load-check-secret-not-for-production-0123456789',
      ANTI_CAPTURE: 'off',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
      SITE_URL: `http://localhost:${port}`,
    },
  });
}

/** A student's browser on one instance: the session cookie and same-origin calls. */
function browser(base) {
  let cookie = '';
  const keep = (response) => {
    const jar = new Map(
      cookie
        .split('; ')
        .filter(Boolean)
        .map((c) => [c.split('=')[0], c]),
    );
    for (const set of response.headers.getSetCookie()) {
      const pair = set.split(';')[0];
      jar.set(pair.split('=')[0], pair);
    }
    cookie = [...jar.values()].join('; ');
  };
  const send = async (pathname, init = {}) => {
    const response = await fetch(`${base}${pathname}`, {
      redirect: 'manual',
      ...init,
      headers: { origin: base, ...(cookie ? { cookie } : {}), ...init.headers },
    });
    keep(response);
    const text = await response.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      // a page
    }
    return { status: response.status, body };
  };
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value) {
      cookie = value;
    },
    send,
    call: (pathname, input) =>
      send(`/api/${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      }),
    async signIn(email, password) {
      const csrf = await send('/api/auth/csrf');
      await send('/api/auth/callback/credentials', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password, csrfToken: csrf.body.csrfToken }).toString(),
      });
      if (!/session/.test(cookie)) throw new Error(`${email} could not sign in`);
    },
  };
}

const tally = { requests: 0, byStatus: {}, serverErrors: [] };
function count(label, status) {
  tally.requests++;
  tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
  if (status >= 500) tally.serverErrors.push(`${label}: ${status}`);
}

async function main() {
  const name = `frcr_load_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-load-'));
  const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
  const servers = [];
  const acknowledged = { comments: [], bookings: [], purchases: [] };
  try {
    // The first instance migrates and seeds; the second starts on the ready database.
    servers.push(start(ports[0], env));
    await waitFor(`http://localhost:${ports[0]}/api/health`);
    servers.push(start(ports[1], env));
    await waitFor(`http://localhost:${ports[1]}/api/health`);
    const bases = ports.map((port) => `http://localhost:${port}`);

    // The two demo students, each signed in on both instances (one cookie serves both).
    const students = [];
    for (const email of ['subscribed@frcrviva.test', 'demo@frcrviva.test']) {
      const onA = browser(bases[0]);
      await onA.signIn(email, DEMO.password);
      const onB = browser(bases[1]);
      onB.cookie = onA.cookie;
      students.push({ email, on: [onA, onB] });
    }
    const sessions = (
      await students[0].on[0].call('student/session/list', { limit: 50, offset: 0 })
    ).body.data.lists;
    const plans = (await students[1].on[0].call('student/plan/list', {})).body.data;
    const stopAt = Date.now() + seconds * 1000;
    let turn = 0;

    const reader = async () => {
      const pages = ['/', '/video', '/shorts', '/session', '/aboutus'];
      while (Date.now() < stopAt) {
        const base = bases[turn++ % 2];
        const page = pages[turn % pages.length];
        const answer = await fetch(`${base}${page}`, { redirect: 'manual' });
        await answer.arrayBuffer();
        count(`GET ${page}`, answer.status);
      }
    };

    const commenter = async (student, index) => {
      let n = 0;
      while (Date.now() < stopAt) {
        const via = student.on[n % 2];
        const description = `Load ${name} ${index}-${n++}`;
        const answer = await via.call('student/comment/save', {
          type: 'SHORT',
          subshortId: 1 + (n % 3),
          description,
        });
        count('comment', answer.status);
        if (answer.status === 200) acknowledged.comments.push(answer.body.data.commentId);
        if (answer.status === 429) await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };

    const booker = async () => {
      // Every open session, asked for on both instances at once.
      for (const session of sessions) {
        if (Date.now() > stopAt) break;
        const answers = await Promise.all(
          students[0].on.map((via) =>
            via.call('student/session/book', { sessionId: session.sessionId }),
          ),
        );
        for (const answer of answers) {
          count('booking', answer.status);
          if (answer.status === 200) acknowledged.bookings.push(session.sessionId);
        }
      }
    };

    const buyer = async () => {
      for (const plan of plans) {
        if (Date.now() > stopAt) break;
        const via = students[1].on[plan.planId % 2];
        const order = await via.call('student/payment/create', {
          planId: plan.planId,
          provider: 'Demo',
        });
        count('order', order.status);
        if (order.status !== 200) continue;
        // The browser callback, twice and on both instances: one purchase.
        const confirmations = await Promise.all(
          students[1].on.flatMap((other) => [
            other.call('student/payment/confirm', { orderId: order.body.data.orderId }),
            other.call('student/payment/confirm', { orderId: order.body.data.orderId }),
          ]),
        );
        for (const answer of confirmations) count('confirm', answer.status);
        if (confirmations.some((answer) => answer.status === 200)) {
          acknowledged.purchases.push(order.body.data.orderId);
        }
      }
    };

    console.log(`Load for ${seconds} s on ${bases.join(' and ')} (one PostgreSQL database) …`);
    await Promise.all([
      ...Array.from({ length: readers }, reader),
      ...students.map((student, index) => commenter(student, index)),
      booker(),
      buyer(),
    ]);

    // What the database holds for every acknowledged write.
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const problems = [];
    try {
      for (const id of acknowledged.comments) {
        const { rows } = await db.query('select count(*)::int as n from comments where id = $1', [
          id,
        ]);
        if (rows[0].n !== 1) problems.push(`comment ${id}: ${rows[0].n} rows`);
      }
      const booked = await db.query(
        'select session_id, count(*)::int as n from session_bookings group by student_id, session_id',
      );
      for (const row of booked.rows) {
        if (row.n !== 1) problems.push(`session ${row.session_id}: ${row.n} bookings`);
      }
      for (const id of acknowledged.bookings) {
        if (!booked.rows.some((row) => row.session_id === id)) problems.push(`booking ${id} lost`);
      }
      if (booked.rows.length !== acknowledged.bookings.length) {
        problems.push(
          `${booked.rows.length} bookings stored, ${acknowledged.bookings.length} acknowledged`,
        );
      }
      for (const id of acknowledged.purchases) {
        const { rows } = await db.query(
          'select count(*)::int as n from purchases where payment_order_id = $1',
          [id],
        );
        if (rows[0].n !== 1) problems.push(`order ${id}: ${rows[0].n} purchases`);
      }
    } finally {
      await db.end();
    }
    const summary = {
      seconds,
      requests: tally.requests,
      byStatus: tally.byStatus,
      acknowledged: Object.fromEntries(
        Object.entries(acknowledged).map(([kind, list]) => [kind, list.length]),
      ),
      serverErrors: tally.serverErrors.slice(0, 20),
      problems,
    };
    console.log(JSON.stringify(summary, null, 2));
    mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    const file = path.join(
      root,
      'bench',
      'results',
      `load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
    if (problems.length || tally.serverErrors.length) process.exitCode = 1;
  } finally {
    await stopAll(servers);
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

await main();
