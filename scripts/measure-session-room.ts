/*
 * `npm run measure:rooms -- [--clients 50] [--events 40] [--gap 250] [--event hand]
 * [--tier embedded|api]` — a live session's room with many watching clients across two instances
 * (docs/performance.md, "Viva rooms"). Not a test: figures for the docs.
 *
 * Starts two `next start` of the production build in .next-e2e (E2E_DIST_DIR moves it) on one
 * fresh PostgreSQL database (made with MEASURE_DATABASE_URL or TEST_DATABASE_URL, a role that may
 * create databases; dropped at the end) and one data directory, as two hosts behind a load
 * balancer (the demo lessons' packaging they queue at start is cancelled, or waited for if it
 * runs). Seeds a live session tomorrow with its room open and `clients` + 1 booked students
 * (rows written with the project's own schema and password hash), signs each in through Auth.js
 * on the instance it will use, and opens each watcher's event stream
 * (`/api/session-room/events/<id>`), half on each instance. Then the sender, on instance A, sends
 * `events` events one after another (`gap` ms apart, each after every watcher has the one
 * before), and each watcher's delay is its receipt's time minus the moment the sender's request
 * began. Prints p50, p95 and max of the delays (all, and per instance), and each instance's CPU
 * time (its process tree's, from /proc) during the burst and during as long a quiet spell with the
 * streams open, per watching client and per event.
 *
 * With `--tier api` each side is a web process (no database) before an API tier of its own
 * (`lib/platform/http-api-serve.ts`), both tiers on the one database: the events are answered by
 * the API tiers and piped through the web processes (docs/viva-rooms.md, "Live events").
 *
 * The event is chosen by `--event`: `hand` (a watching student raises and lowers their hand; each
 * is a bare `state` event to the room). Another kind is one more entry in SENDERS: the call the
 * sender makes for the i-th event, and the event kind the watchers count.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';

import { hashPassword } from '../lib/accounts/password';
import * as schema from '../lib/db/schema';
import { zonedDateTime } from '../lib/live-sessions/zoned-time';
import { Browser } from '../security/support/client';
import { freePort } from '../test/ports';
import { createServerDatabase } from '../test/server-database';
import { readServerSentEvents } from '../test/server-sent-events';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1]! : fallback;
};
const CLIENTS = Number(option('clients', '50'));
const EVENTS = Number(option('events', '40'));
const GAP_MS = Number(option('gap', '250'));
const EVENT = option('event', 'hand');
const TIER = option('tier', 'embedded');
const PASSWORD = 'MeasureRooms123';
const APP_TOKEN = randomBytes(16).toString('hex');

/** `count` distinct free ports. */
async function ports(count: number) {
  const chosen: number[] = [];
  while (chosen.length < count) chosen.push(await freePort(chosen));
  return chosen;
}

const root = path.resolve(__dirname, '..');
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const adminUrl = process.env.MEASURE_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** How the sender makes the i-th event, and the kind of event each watcher counts. */
type Sender = {
  kind: string;
  send(browser: Browser, sessionId: number, index: number): Promise<{ status: number }>;
};

const SENDERS: Record<string, Sender> = {
  // A watching student raises their hand, then lowers it: each a change of the room.
  hand: {
    kind: 'state',
    send: (browser, sessionId, index) =>
      browser.call('raiseSessionHand', { sessionId, raised: index % 2 === 0 }),
  },
};

type Instance = {
  /** `A` or `B`: the side of the load balancer (its web process, and its API tier if any). */
  side: 'A' | 'B';
  tier: 'web' | 'api';
  baseURL: string;
  child: ChildProcess;
};

const label = (one: Instance) => (one.tier === 'web' ? one.side : `API ${one.side}`);

/** A process serving at `baseURL`, once `ready` answers without a server error. */
async function startProcess(
  instance: Omit<Instance, 'child'>,
  argv: string[],
  env: NodeJS.ProcessEnv,
  ready: string,
): Promise<Instance> {
  const child = spawn(process.execPath, argv, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += String(chunk)));
  for (const until = Date.now() + 180_000; ;) {
    if (child.exitCode !== null)
      throw new Error(`${label({ ...instance, child })} exited:\n${errors}`);
    try {
      if ((await fetch(ready, { redirect: 'manual' })).status < 500) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${ready} did not come up:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { ...instance, child };
}

const baseEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: 'measure-rooms-secret-not-for-production-0123456789',
    ANTI_CAPTURE: 'off',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
    LESSON_PACKAGE_PRESET: 'ultrafast',
  };
  delete env.DATABASE_URL;
  delete env.API_BASE_URL;
  return env;
};

/** `next start` of the build: with the embedded backend on `DATABASE_URL`, or before an API tier. */
function startWeb(side: 'A' | 'B', port: number, env: Record<string, string>) {
  const baseURL = `http://localhost:${port}`;
  return startProcess(
    { side, tier: 'web', baseURL },
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
    { ...baseEnv(), NEXT_DIST_DIR: distDir, SITE_URL: baseURL, ...env },
    baseURL,
  );
}

/** The API served as its own tier (`npm run api:serve`), one process so stopping it stops it. */
function startApi(side: 'A' | 'B', port: number, env: Record<string, string>) {
  const baseURL = `http://localhost:${port}`;
  return startProcess(
    { side, tier: 'api', baseURL },
    ['--import', 'tsx', 'lib/platform/http-api-serve.ts'],
    { ...baseEnv(), PORT: String(port), ...env },
    `${baseURL}/health`,
  );
}

async function stopInstance(instance: Instance | undefined) {
  const child = instance?.child;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The CPU time (user + system, ms) of a process and every process under it, from /proc. */
function treeCpuMs(pid: number): number {
  const ticks = 100; // USER_HZ on Linux
  const stats = new Map<number, { parent: number; cpu: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, ppid, …, utime (14), stime (15).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), {
        parent: Number(fields[1]),
        cpu: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // Gone meanwhile.
    }
  }
  let total = 0;
  const pending = [pid];
  while (pending.length) {
    const current = pending.pop()!;
    total += stats.get(current)?.cpu ?? 0;
    for (const [child, stat] of stats) if (stat.parent === current) pending.push(child);
  }
  return (total * 1000) / ticks;
}

/** A watcher's event stream: the times its events of `kind` came, in order. */
async function watch(browser: Browser, sessionId: number, kind: string) {
  const abort = new AbortController();
  const response = await fetch(`${browser.baseURL}/api/session-room/events/${sessionId}`, {
    headers: { cookie: browser.cookie },
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`event stream answered ${response.status}`);
  const received: number[] = [];
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  readServerSentEvents(response.body!, (event) => {
    if (event.event === 'open') opened();
    else if (event.event === kind) received.push(performance.now());
  });
  await open;
  return { received, close: () => abort.abort() };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
};
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, ` +
  `max ${Math.max(...values).toFixed(1)} ms (${values.length} deliveries)`;

async function main() {
  const sender = SENDERS[EVENT];
  if (!sender) throw new Error(`--event is one of ${Object.keys(SENDERS).join(', ')}`);
  if (!adminUrl)
    throw new Error(
      'Set MEASURE_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL role that may create databases.',
    );
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    throw new Error(`No production build in ${distDir}: NEXT_DIST_DIR=${distDir} npx next build`);
  }
  const database = await createServerDatabase(adminUrl, 'frcr_rooms');
  const databaseUrl = database.url;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-rooms-'));
  const instances: Instance[] = [];
  const streams: { close(): void }[] = [];
  const pool = new Pool({ connectionString: databaseUrl });
  try {
    // One after the other: the first migrates and seeds the empty database.
    const [portA, portB, apiPortA, apiPortB] = (await ports(4)) as [number, number, number, number];
    const sites = { A: `http://localhost:${portA}`, B: `http://localhost:${portB}` };
    if (TIER === 'api') {
      // Each side's web process before an API tier of its own, both tiers on the one database;
      // the web processes have no database at all.
      for (const [side, port] of [
        ['A', apiPortA],
        ['B', apiPortB],
      ] as const) {
        instances.push(
          await startApi(side, port, {
            DATABASE_URL: databaseUrl,
            DATA_DIR: dataDir,
            SITE_URL: sites[side],
            API_APP_TOKEN: APP_TOKEN,
          }),
        );
      }
      for (const [side, port] of [
        ['A', portA],
        ['B', portB],
      ] as const) {
        instances.push(
          await startWeb(side, port, {
            DATA_DIR: mkdtempSync(path.join(dataDir, `web-${side}-`)),
            API_BASE_URL: `http://localhost:${side === 'A' ? apiPortA : apiPortB}`,
            API_APP_TOKEN: APP_TOKEN,
          }),
        );
      }
    } else {
      for (const [side, port] of [
        ['A', portA],
        ['B', portB],
      ] as const) {
        instances.push(
          await startWeb(side, port, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }),
        );
      }
    }
    const webOf = (side: 'A' | 'B') =>
      instances.find((one) => one.tier === 'web' && one.side === side)!;
    const [a, b] = [webOf('A'), webOf('B')];

    // The demo lessons' packaging, queued by each instance at start (docs/streaming.md), runs
    // ffmpeg under the instances: what is still queued is cancelled, and what runs is waited for,
    // so the CPU measured is the room's.
    const packaging = async () => {
      await pool.query(
        `update pgboss.job set state = 'cancelled', completed_on = now()
          where name = 'lesson-package' and state in ('created', 'retry')`,
      );
      const { rows } = await pool.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'lesson-package' and state = 'active'`,
      );
      return rows[0]!.n;
    };
    const quietSince = Date.now();
    while ((await packaging()) > 0 && Date.now() - quietSince < 600_000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.info(`waited ${((Date.now() - quietSince) / 1000).toFixed(0)} s for lesson packaging`);

    const db = drizzle({ client: pool, schema });
    const [plan] = await db.select({ id: schema.plans.id }).from(schema.plans).limit(1);
    const date = zonedDateTime(new Date(Date.now() + 86_400_000), 'Europe/London').date;
    const [session] = await db
      .insert(schema.liveSessions)
      .values({
        title: 'Measured room',
        slug: `measured-room-${database.name.split('_').pop()}`,
        date,
        fromTime: '18:00',
        toTime: '19:00',
        planId: plan!.id,
        meetingLink: 'https://meet.example.com/measured',
      })
      .returning();
    const sessionId = session!.id;
    const passwordHash = await hashPassword(PASSWORD);
    const people = await db
      .insert(schema.students)
      .values(
        Array.from({ length: CLIENTS + 1 }, (_, i) => ({
          fullName: `Watcher ${i}`,
          email: `watcher${i}@rooms.measure.test`,
          passwordHash,
          countryCode: '44',
        })),
      )
      .returning({ id: schema.students.id, email: schema.students.email });
    await db.insert(schema.sessionBookings).values(
      people.map((person) => ({
        sessionId,
        studentId: person.id,
        date: session!.date,
        fromTime: session!.fromTime,
        toTime: session!.toTime,
        startsAt: session!.startsAt,
        endsAt: session!.endsAt,
      })),
    );
    // The room as its consultant opens it; the first booked student presents.
    await db.insert(schema.sessionRooms).values({
      sessionId,
      openedAt: new Date(),
      hotSeatStudentId: people[0]!.id,
    });

    // The sender (a watching student raising a hand) on A; the watchers alternate A, B, A, …
    const [senderPerson, ...watcherPeople] = people.slice(1).concat(people[0]!) as typeof people;
    const senderBrowser = new Browser(a.baseURL);
    await senderBrowser.signIn(senderPerson!.email, PASSWORD);
    const watchers: { on: Instance; stream: Awaited<ReturnType<typeof watch>> }[] = [];
    for (const [index, person] of watcherPeople.entries()) {
      const on = index % 2 === 0 ? a : b;
      const browser = new Browser(on.baseURL);
      await browser.signIn(person.email, PASSWORD);
      const stream = await watch(browser, sessionId, sender.kind);
      streams.push(stream);
      watchers.push({ on, stream });
    }
    console.info(
      `${watchers.length} watchers connected (${watchers.filter((w) => w.on === a).length} on A, ` +
        `${watchers.filter((w) => w.on === b).length} on B); sender on A; event "${EVENT}"; ` +
        (TIER === 'api'
          ? 'each side a web process before an API tier of its own'
          : 'embedded backends'),
    );

    // A warm-up event, so the first measured one does not pay for a cold route.
    const warm = await sender.send(senderBrowser, sessionId, 0);
    if (warm.status !== 200) throw new Error(`the sender's call answered ${warm.status}`);
    const waitForAll = async (count: number) => {
      for (const until = Date.now() + 10_000; Date.now() < until;) {
        if (watchers.every(({ stream }) => stream.received.length >= count)) return true;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      return false;
    };
    if (!(await waitForAll(1))) throw new Error('the warm-up event did not reach every watcher');

    const quietMs = EVENTS * GAP_MS;
    const cpuBefore = instances.map((one) => treeCpuMs(one.child.pid!));
    const load = loadavg();
    const delays: Record<string, number[]> = { A: [], B: [] };
    let missed = 0;
    const burstStarted = performance.now();
    for (let i = 1; i <= EVENTS; i++) {
      const sent = performance.now();
      const answer = await sender.send(senderBrowser, sessionId, i);
      if (answer.status !== 200) throw new Error(`the sender's call answered ${answer.status}`);
      if (!(await waitForAll(i + 1))) missed++;
      for (const { on, stream } of watchers) {
        const at = stream.received[i];
        if (at !== undefined) delays[on.side]!.push(at - sent);
      }
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    const burstMs = performance.now() - burstStarted;
    const cpuBurst = instances.map((one, n) => treeCpuMs(one.child.pid!) - cpuBefore[n]!);

    // As long again with the streams open and no event: what holding them costs.
    const quietBefore = instances.map((one) => treeCpuMs(one.child.pid!));
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const cpuQuiet = instances.map((one, n) => treeCpuMs(one.child.pid!) - quietBefore[n]!);

    const all = [...delays.A!, ...delays.B!];
    console.info(
      `load average before the burst ${load.map((x) => x.toFixed(1)).join(' ')}; ` +
        `${EVENTS} events ${GAP_MS} ms apart over ${(burstMs / 1000).toFixed(1)} s; ` +
        `${missed} not delivered to every watcher within 10 s`,
    );
    console.info(`delay, all watchers: ${summary(all)}`);
    for (const side of ['A', 'B'])
      console.info(`delay, watchers on ${side}: ${summary(delays[side]!)}`);
    instances.forEach((one, n) => {
      const clients = watchers.filter((w) => w.on.side === one.side).length;
      const perClient = cpuBurst[n]! / clients / EVENTS;
      console.info(
        `${label(one)}: ${clients} watchers${one.side === 'A' ? ' + the sender' : ''}; burst CPU ` +
          `${cpuBurst[n]!.toFixed(0)} ms (${perClient.toFixed(3)} ms per client per event); ` +
          `quiet ${(quietMs / 1000).toFixed(0)} s with the streams open: CPU ${cpuQuiet[n]!.toFixed(0)} ms`,
      );
    });
  } finally {
    for (const stream of streams) stream.close();
    await pool.end();
    for (const instance of instances) await stopInstance(instance);
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
