#!/usr/bin/env node
// How fast a practice paper shows its cases, in a real browser, on a production build.
//
//   npm run build && npm run measure:practice                 10 runs, then Lighthouse
//   npm run measure:practice -- --runs=20 --lighthouse=off
//
// Serves the build in .next (NEXT_DIST_DIR moves it) on a fresh data directory with the demo
// content, signs in as the demo subscriber in Debian's Chromium with the cache off, and for each
// run: starts a brief short-case paper from /practice and times "Start" to the first case's image
// painted (the viewer's `practice:image-painted` mark, taken a frame after the image loads), then
// "Next case" to the next image painted, then finishes the paper. In the same runs it fetches and
// decodes the first case's image again through its paper's route, and, as the reference, a film
// of the exam bank as a static file (a paper never sends the library's address of its own films:
// docs/practice.md). Prints p50 and p95 of each and their ratio to the reference, then Lighthouse
// (desktop) on a paper page and, as its reference on the same server, on /profile. Reports go to
// bench/results/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';

import { startNext, stopAll, waitFor } from './next-processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, '').split('=');
    return [key, value.length ? value.join('=') : 'true'];
  }),
);
const runs = Math.max(1, Number(args.runs ?? 10));
const port = Number(args.port ?? 3970);
const baseURL = `http://localhost:${port}`;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const dataDir = path.join(root, '.data', `measure-practice-${stamp}`);
const resultsDir = path.join(root, 'bench', 'results');
const STUDENT = { email: 'subscribed@frcrviva.test', password: 'DemoPass123' };
const MARK = 'practice:image-painted';
/** The reference: an exam-bank film of the usual size, served as a static file. */
const STATIC_FILM = '/demo/bank/chest-right-middle-lobe-pneumonia.webp';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};
const ms = (value) => `${value.toFixed(0)} ms`;

/** Time from clicking `button` to the next image painted, in the page's own clock. */
async function clickToImage(page, button) {
  await page.evaluate((mark) => {
    performance.clearMarks(mark);
    window.__measureStart = performance.now();
  }, MARK);
  await button.click();
  const handle = await page.waitForFunction(
    (mark) => {
      const [entry] = performance.getEntriesByName(mark);
      return entry ? entry.startTime - window.__measureStart : null;
    },
    MARK,
    { timeout: 30_000 },
  );
  return handle.jsonValue();
}

/** An image fetched without cache and decoded. */
function loadImage(page, src) {
  return page.evaluate(async (url) => {
    const image = new Image();
    const start = performance.now();
    image.src = `${url}${url.includes('?') ? '&' : '?'}reference=${Math.random()}`;
    await image.decode();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - start;
  }, src);
}

async function finishPaper(page) {
  await page.getByRole('button', { name: 'Finish paper' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish paper' }).click();
  await page.getByRole('heading', { name: /^Review: case 1 of/ }).waitFor();
}

function lighthouse(url, cookie, name) {
  const output = path.join(resultsDir, `lighthouse-practice-${name}-${stamp}.json`);
  const headers = path.join(dataDir, 'lighthouse-headers.json');
  writeFileSync(headers, JSON.stringify({ Cookie: cookie }));
  const result = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      '--quiet',
      '--preset=desktop',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices',
      `--extra-headers=${headers}`,
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const scores = Object.fromEntries(
    Object.entries(report.categories).map(([key, category]) => [
      key,
      Math.round(category.score * 100),
    ]),
  );
  const audits = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ];
  return {
    scores,
    metrics: Object.fromEntries(audits.map((id) => [id, report.audits[id]?.displayValue])),
  };
}

mkdirSync(dataDir, { recursive: true });
mkdirSync(resultsDir, { recursive: true });
const server = startNext({
  cwd: root,
  port,
  env: { ...process.env, DATA_DIR: dataDir, SITE_URL: baseURL, NEXT_TELEMETRY_DISABLED: '1' },
});
let browser;
try {
  await waitFor(`${baseURL}/`);
  browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox'] });
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  await page.goto('/signin?from=practice');
  await page.getByLabel('Email').fill(STUDENT.email);
  await page.getByLabel('Password', { exact: true }).fill(STUDENT.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/practice');

  const first = [];
  const next = [];
  const routed = [];
  const reference = [];
  for (let run = 0; run < runs; run++) {
    await page.goto('/practice');
    const start = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Short cases' }) })
      .getByRole('button', { name: 'Start: 5 cases in 24 minutes' });
    first.push(await clickToImage(page, start));
    // The first slice the stack viewer fetched: an image through the paper's own route.
    const src = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => /\/api\/practice\/paper\/\d+\/image\//.test(name)),
    );
    routed.push(await loadImage(page, src));
    reference.push(await loadImage(page, STATIC_FILM));
    next.push(await clickToImage(page, page.getByRole('button', { name: 'Next case' })));
    await finishPaper(page);
  }

  const row = (label, values) => {
    const p50 = percentile(values, 50);
    const ratio = p50 / percentile(reference, 50);
    return `${label.padEnd(34)} p50 ${ms(p50).padStart(7)}  p95 ${ms(percentile(values, 95)).padStart(7)}  ${ratio.toFixed(2)}× the static image`;
  };
  console.log(`\n${runs} runs on ${baseURL}, cache off\n`);
  console.log(row('Start paper → first image painted', first));
  console.log(row('Next case → next image painted', next));
  console.log(row('The image through its paper’s route', routed));
  console.log(row('A film as a static file', reference));

  let lighthouseResults = null;
  if (args.lighthouse !== 'off') {
    await page.goto('/practice');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Long cases' }) })
      .getByRole('button', { name: 'Start: 2 cases in 25 minutes' })
      .click();
    await page.waitForURL(/\/practice\/paper\/\d+/);
    const paperUrl = page.url();
    const cookie = (await context.cookies()).map((item) => `${item.name}=${item.value}`).join('; ');
    lighthouseResults = {
      paper: lighthouse(paperUrl, cookie, 'paper'),
      profile: lighthouse(`${baseURL}/profile`, cookie, 'profile'),
    };
    console.log('\nLighthouse (desktop):');
    for (const [name, result] of Object.entries(lighthouseResults)) {
      console.log(
        `  ${name.padEnd(8)}`,
        JSON.stringify(result.scores),
        JSON.stringify(result.metrics),
      );
    }
  }
  writeFileSync(
    path.join(resultsDir, `practice-${stamp}.json`),
    JSON.stringify({ runs, first, next, reference, lighthouse: lighthouseResults }, null, 2),
  );
} finally {
  await browser?.close();
  await stopAll([server]);
  rmSync(dataDir, { recursive: true, force: true });
}
