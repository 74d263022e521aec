#!/usr/bin/env node
// Server-side benchmark: every figure is a ratio taken in one run against a reference on the same
// server, because absolute numbers drift with whatever else the CPU is doing.
//
//   npm run bench:server                       build a scratch copy, measure, write bench/results/
//   npm run bench:server -- --duration=5       seconds per throughput sample (default 8)
//   npm run bench:server -- --connections=10   concurrent connections for throughput (default 10)
//   npm run bench:server -- --no-build         reuse the scratch build from the last run
//
// What it measures (see docs/performance.md for the targets and the latest figures):
// 1. Throughput of the public pages against the same HTML bytes served as a static file from
//    public/ by the same `next start` (gzip on), and the HTML bytes per page.
// 2. Server time (p50 latency, one connection) of the per-request pages against a bare dynamic
//    page added to the scratch copy (same layout, nothing else), for a visitor and a student:
//    the page and the bare page requested in turn, warmed first.
// 3. The cost of the API hop: BFF reads with the embedded backend against the same build pointed
//    at the API served as its own tier (API_BASE_URL), p50 difference in milliseconds, the two
//    timed call by call in turn.
// 4. First Load JS per route from the build's own table, against the shared baseline, and the
//    scripts each public page's HTML loads (the table leaves out a route group's layout).
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  readFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import autocannon from 'autocannon';

import { runDbSetup, startNext, stopAll, waitFor } from './next-processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, '').split('=');
    return [key, value.length ? value.join('=') : 'true'];
  }),
);
const duration = Number(args.duration ?? 8);
const connections = Number(args.connections ?? 10);
const port = Number(args.port ?? 3960);
const apiPort = port + 1;
const httpTierPort = port + 2;
const baseURL = `http://localhost:${port}`;
const scratch = path.join(root, '.bench-scratch');
const resultsDir = path.join(root, 'bench', 'results');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const dataDir = path.join(scratch, '.data', `run-${stamp}`);

const PUBLIC_PAGES = ['/', '/aboutus', '/privacypolicy', '/video', '/shorts', '/session'];
const BARE = '/bench-bare';
const STUDENT = { email: 'subscribed@frcrviva.test', password: 'DemoPass123' };

const baseEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
  SITE_URL: baseURL,
  AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-only-secret-not-for-production-0123456789',
  ANTI_CAPTURE: 'off',
};
delete baseEnv.NEXT_DIST_DIR;
delete baseEnv.API_BASE_URL;

/** The working tree without its builds, data and dependencies, plus a bare dynamic page. */
function prepareScratch() {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch);
  const skip = new Set(['node_modules', '.git', '.data', 'test-results', 'bench', 'coverage']);
  for (const entry of readdirSync(root)) {
    if (skip.has(entry) || entry.startsWith('.next') || entry === '.bench-scratch') continue;
    cpSync(path.join(root, entry), path.join(scratch, entry), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  mkdirSync(path.join(scratch, 'app', 'bench-bare'), { recursive: true });
  writeFileSync(
    path.join(scratch, 'app', 'bench-bare', 'page.tsx'),
    `export const dynamic = 'force-dynamic';\n\nexport default function BenchBare() {\n  return <p>bare</p>;\n}\n`,
  );
}

function build() {
  console.log('Building the scratch copy …');
  const result = spawnSync('npx', ['next', 'build'], {
    cwd: scratch,
    env: baseEnv,
    encoding: 'utf8',
  });
  const output = `${result.stdout}\n${result.stderr}`;
  writeFileSync(path.join(scratch, 'build-output.txt'), output);
  if (result.status !== 0) {
    console.error(output);
    throw new Error('next build failed');
  }
}

/**
 * The run's databases, seeded and the demo's lessons packaged by `npm run db:setup` before any
 * server starts, as the README's quick start does. Left to the servers, the first start packaged
 * the lessons with ffmpeg (about 40 s of both cores) through the first throughput samples, and the
 * API tier did it again through the hop's. The API tier gets a copy of the same database.
 */
function prepareData() {
  const app = path.join(dataDir, 'app');
  mkdirSync(app, { recursive: true });
  runDbSetup({ ...baseEnv, DATA_DIR: app });
  cpSync(app, path.join(dataDir, 'api'), { recursive: true });
}

/** `next start` on the scratch build. */
const startScratch = (portNumber, env) =>
  startNext({ cwd: scratch, port: portNumber, env: { ...baseEnv, ...env } });

function startApiTier(portNumber, env) {
  // One process (not npx → tsx → node), so stopping it stops the server.
  return spawn(process.execPath, ['--import', 'tsx', 'lib/platform/http-api-serve.ts'], {
    cwd: scratch,
    env: { ...baseEnv, ...env, PORT: String(portNumber) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const slug = (page) => (page === '/' ? 'home' : page.slice(1).replace(/[/?=&]/g, '_'));

function cannon(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers: { 'accept-encoding': 'gzip' } },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0) {
          return reject(new Error(`${url}: ${result.non2xx} answers were not 2xx`));
        }
        resolve(result);
      },
    );
  });
}

/** Signs the demo subscriber in through Auth.js's own credentials flow; the session cookie. */
async function signInCookie(base) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const jar = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: jar.join('; '),
      origin: base,
    },
    body: new URLSearchParams({ ...STUDENT, csrfToken }).toString(),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  const session = cookies.find((c) => c.startsWith('frcr.session') || c.includes('session-token'));
  if (!session) throw new Error(`Sign-in gave no session cookie (${response.status})`);
  return [...jar, ...cookies].join('; ');
}

/** First Load JS per route from `next build`'s table, and the part shared by all. */
function firstLoadJs(output) {
  const toKb = (value, unit) =>
    Number(value) * (unit === 'MB' ? 1024 : unit === 'B' ? 1 / 1024 : 1);
  const shared = /First Load JS shared by all\s+([\d.]+) (kB|MB|B)/.exec(output);
  const rows = [];
  for (const line of output.split('\n')) {
    const match = /^[┌├└]\s+[○●ƒλ]\s+(\S+)\s+([\d.]+) (kB|MB|B)\s+([\d.]+) (kB|MB|B)/.exec(line);
    if (match) rows.push({ route: match[1], firstLoadKb: toKb(match[4], match[5]) });
  }
  const sharedKb = shared ? toKb(shared[1], shared[2]) : null;
  return { sharedKb, rows };
}

/**
 * The scripts a page's HTML loads in a current browser (the polyfills, `noModule`, left out): how
 * many and their gzipped bytes, read from the build. Next's table does not count the chunks of a
 * route group's layout, which every page of the group loads.
 */
function pageScripts(html) {
  const sources = new Set();
  for (const [tag, src] of html.matchAll(/<script\b[^>]*\bsrc="\/_next\/([^"?]+)[^"]*"[^>]*>/g)) {
    if (!/\bnomodule\b/i.test(tag)) sources.add(decodeURIComponent(src));
  }
  let gzipBytes = 0;
  for (const src of sources)
    gzipBytes += gzipSync(readFileSync(path.join(scratch, '.next', src))).length;
  return { scripts: sources.size, scriptGzipBytes: gzipBytes };
}

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request over one kept-alive connection per server, the answer read and dropped; its status. */
function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent: keptAlive,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A BFF call as the browser makes it. */
const postJson = (base, pathname, body) =>
  send(new URL(pathname, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });

/** Each call in turn, answers checked and times dropped, for `seconds`. */
async function warmUp(calls, seconds) {
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    for (const call of calls) {
      const status = await call();
      if (status !== 200) throw new Error(`A warm-up request answered ${status}`);
    }
  }
}

/**
 * p50 in fractional milliseconds of each of the calls, made one after another in turn (a, b, a,
 * b, …), so both see the same machine at the same moments; first unmeasured for as long as they
 * are then measured (a fresh server's first thousand requests run slower while V8 optimises).
 * autocannon rounds latencies to whole milliseconds, too coarse for a hop of one or two.
 */
async function interleavedP50(calls, seconds = duration * 2) {
  await warmUp(calls, seconds);
  const times = calls.map(() => []);
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    for (const [index, call] of calls.entries()) {
      const start = performance.now();
      const status = await call();
      if (status !== 200) throw new Error(`A measured request answered ${status}`);
      times[index].push(performance.now() - start);
    }
  }
  return times.map((series) => series.sort((a, b) => a - b)[Math.floor(series.length / 2)]);
}

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  if (args['no-build'] !== 'true' || !existsSync(path.join(scratch, '.next', 'BUILD_ID'))) {
    prepareScratch();
    build();
  }
  prepareData();
  const results = { stamp, duration, connections, pages: [], dynamic: [], hop: [], js: null };
  const children = [];
  try {
    // First start: seed the database, then keep each public page's HTML as a static file.
    let server = startScratch(port, { DATA_DIR: path.join(dataDir, 'app') });
    children.push(server);
    await waitFor(baseURL);
    const staticDir = path.join(scratch, 'public', 'bench-static');
    mkdirSync(staticDir, { recursive: true });
    const pages = [];
    for (const page of PUBLIC_PAGES) {
      const response = await fetch(`${baseURL}${page}`);
      if (response.status !== 200) {
        console.log(`${page}: ${response.status}, left out`);
        continue;
      }
      const html = Buffer.from(await response.arrayBuffer());
      writeFileSync(path.join(staticDir, `${slug(page)}.html`), html);
      pages.push({
        page,
        bytes: html.length,
        gzipBytes: gzipSync(html).length,
        ...pageScripts(html.toString('utf8')),
      });
    }
    // next start lists public/ when it starts: start again to serve the copies.
    await stopAll([server]);
    server = startScratch(port, { DATA_DIR: path.join(dataDir, 'app') });
    children.push(server);
    await waitFor(baseURL);

    console.log(`\n1. Throughput, ${connections} connections, ${duration} s per sample, gzip`);
    for (const entry of pages) {
      const staticUrl = `${baseURL}/bench-static/${slug(entry.page)}.html`;
      // Page, static, page: the page's mean over two samples around the reference.
      const first = await cannon(`${baseURL}${entry.page}`);
      const reference = await cannon(staticUrl);
      const second = await cannon(`${baseURL}${entry.page}`);
      const pageRps = (first.requests.average + second.requests.average) / 2;
      const row = {
        ...entry,
        pageRps: round(pageRps, 0),
        staticRps: round(reference.requests.average, 0),
        ratio: round(pageRps / reference.requests.average),
      };
      results.pages.push(row);
      console.log(
        `${entry.page.padEnd(16)} ${row.ratio} of static (${row.pageRps} vs ${row.staticRps} req/s), ` +
          `${entry.bytes} B HTML, ${entry.gzipBytes} B gzipped`,
      );
    }

    console.log('\n2. Server time, p50 latency with one connection, against a bare dynamic page');
    const cookie = await signInCookie(baseURL);
    const caseId = /subshortsdetails\?case=(\d+)/.exec(
      await (await fetch(`${baseURL}/shorts`)).text(),
    );
    const subShorts = await (await fetch(`${baseURL}/subshorts?short=1`)).text();
    const caseLink = /subshortsdetails\?case=(\d+)/.exec(subShorts) ?? caseId;
    const dynamicPages = [
      { page: '/signin', who: 'visitor' },
      { page: '/video', who: 'student' },
      { page: '/session', who: 'student' },
      ...(caseLink ? [{ page: `/subshortsdetails?case=${caseLink[1]}`, who: 'visitor' }] : []),
    ];
    // One connection, the page and the bare page in turn (see interleavedP50).
    for (const { page, who } of dynamicPages) {
      const headers = {
        'accept-encoding': 'gzip',
        ...(who === 'student' ? { cookie } : {}),
      };
      const probe = await fetch(`${baseURL}${page}`, { headers, redirect: 'manual' });
      if (probe.status !== 200) {
        console.log(`${page}: ${probe.status}, left out`);
        continue;
      }
      const [p50, bareP50] = (
        await interleavedP50(
          [page, BARE].map((pathname) => () => send(`${baseURL}${pathname}`, { headers })),
        )
      ).map((value) => round(value));
      const row = {
        page,
        who,
        p50,
        bareP50,
        ratio: round(p50 / Math.max(bareP50, 0.5)),
      };
      results.dynamic.push(row);
      console.log(
        `${page.padEnd(28)} ${who.padEnd(8)} ${row.ratio}× the bare page (${row.p50} vs ${row.bareP50} ms)`,
      );
    }

    console.log('\n3. The API hop: BFF reads in process against the API as its own tier');
    const api = startApiTier(apiPort, { DATA_DIR: path.join(dataDir, 'api') });
    children.push(api);
    await waitFor(`http://localhost:${apiPort}/`);
    const httpTier = startScratch(httpTierPort, {
      DATA_DIR: path.join(dataDir, 'web'),
      API_BASE_URL: `http://localhost:${apiPort}`,
    });
    children.push(httpTier);
    await waitFor(`http://localhost:${httpTierPort}/`);
    const reads = [
      { path: 'video/relatedvideo', body: { limit: 10, offset: 0 } },
      { path: 'student/comment/list', body: { subshortId: 1, limit: 5, offset: 0 } },
      { path: 'session/list', body: { limit: 9, offset: 0 } },
      { path: 'short/list', body: { limit: 9, offset: 0 } },
    ];
    const bases = [baseURL, `http://localhost:${httpTierPort}`];
    const answered = [];
    for (const read of reads) {
      const probes = await Promise.all(
        bases.map((base) => postJson(base, `/api/${read.path}`, read.body)),
      );
      if (probes.some((status) => status !== 200)) {
        console.log(`${read.path}: ${probes.join(' / ')}, left out`);
      } else {
        answered.push(read);
      }
    }
    // The two tiers have just started and the first read timed paid for it (short/list's hop came
    // out at 2.7 ms timed first and 0.7 ms timed last, 40 s later): every read runs on both first.
    await warmUp(
      answered.flatMap((read) =>
        bases.map((base) => () => postJson(base, `/api/${read.path}`, read.body)),
      ),
      Math.max(30, duration * 4),
    );
    for (const read of answered) {
      const [embedded, overHttp] = await interleavedP50(
        bases.map((base) => () => postJson(base, `/api/${read.path}`, read.body)),
      );
      const row = {
        call: read.path,
        embeddedP50: round(embedded),
        httpP50: round(overHttp),
        hopMs: round(overHttp - embedded),
      };
      results.hop.push(row);
      console.log(
        `${read.path.padEnd(22)} hop ${row.hopMs} ms (${row.embeddedP50} → ${row.httpP50} ms p50)`,
      );
    }

    console.log('\n4. Scripts each public page loads (its HTML, gzipped, polyfills left out)');
    for (const entry of pages) {
      console.log(
        `${entry.page.padEnd(16)} ${entry.scripts} scripts, ${round(entry.scriptGzipBytes / 1024, 1)} kB`,
      );
    }
    console.log("\nFirst Load JS per route, from the build's table");
    results.js = firstLoadJs(readFileSync(path.join(scratch, 'build-output.txt'), 'utf8'));
    for (const row of results.js.rows) {
      const extra =
        results.js.sharedKb === null ? null : round(row.firstLoadKb - results.js.sharedKb, 1);
      row.overSharedKb = extra;
      console.log(
        `${row.route.padEnd(28)} ${row.firstLoadKb} kB (+${extra} kB over the shared ${results.js.sharedKb} kB)`,
      );
    }
  } finally {
    await stopAll(children);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const file = path.join(resultsDir, `server-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(root, file)}`);
}

await main();
