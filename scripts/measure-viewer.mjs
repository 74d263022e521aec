#!/usr/bin/env node
// How fast the stack viewer shows and scrolls a 16-bit series, in a real browser, on a production
// build (docs/performance.md, "The series viewer"). A benchmark, not a test.
//
//   NEXT_DIST_DIR=.next-e2e node scripts/measure-viewer.mjs [--runs=5] [--port=3971]
//
// Serves the build on a fresh data directory (so the setup makes the demo's 16-bit chest CT, 96
// slices of 256²), and for each run opens the CT's case page with the cache off and times
// navigation start to its first slice painted (`data-painted-slice`), then wheels through every
// slice one notch a frame and counts the frames and the slices painted; the same first-paint time
// for the long case whose series is 8-bit WebP pictures (a stack of pictures in the same viewer).
// Then the JS heap.
import { mkdirSync, rmSync } from 'node:fs';
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
const runs = Math.max(1, Number(args.runs ?? 5));
const port = Number(args.port ?? 3971);
const baseURL = `http://localhost:${port}`;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const dataDir = path.join(root, '.data', `measure-viewer-${Date.now()}`);
const STACK_CASE = 'Solitary pulmonary nodule on CT';
const PICTURES_CASE = 'Right upper lobe carcinoma with mediastinal nodes';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The case page's id for a case name, found by reading the case pages from the newest. */
async function caseIdOf(name) {
  for (let id = 400; id > 0; id--) {
    const answer = await fetch(`${baseURL}/subshortsdetails?case=${id}`);
    if (answer.status === 200 && (await answer.text()).includes(name)) return id;
  }
  throw new Error(`No case page names ${name}`);
}

mkdirSync(dataDir, { recursive: true });
const server = startNext({
  cwd: root,
  port,
  env: { ...process.env, DATA_DIR: dataDir, SITE_URL: baseURL, NEXT_TELEMETRY_DISABLED: '1' },
});
let browser;
try {
  await waitFor(`${baseURL}/`);
  const [stackId, picturesId] = [await caseIdOf(STACK_CASE), await caseIdOf(PICTURES_CASE)];
  browser = await chromium.launch({
    executablePath: chrome,
    args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
  });
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const firstSlice = [];
  const firstPicture = [];
  const fps = [];
  const shown = [];
  let slices = 0;
  for (let run = 0; run < runs; run++) {
    await page.goto(`/subshortsdetails?case=${stackId}`);
    const viewer = page.getByTestId('stack-viewer');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="stack-viewer"]')?.dataset.paintedSlice === '1',
    );
    firstSlice.push(
      await page.evaluate(() => {
        const painted = performance.now();
        return painted - performance.getEntriesByType('navigation')[0].startTime;
      }),
    );
    slices = Number(await page.getByRole('slider', { name: 'Slice' }).getAttribute('max'));
    await viewer.hover();
    // One wheel notch (50 px: one slice) a frame, and the slices painted meanwhile.
    const result = await page.evaluate(async (count) => {
      const area = document.querySelector('[data-testid="stack-viewer"]');
      const painted = new Set();
      const start = performance.now();
      let frames = 0;
      for (let i = 1; i < count; i++) {
        area.dispatchEvent(
          new WheelEvent('wheel', { deltaY: 50, bubbles: true, cancelable: true }),
        );
        await new Promise((resolve) => requestAnimationFrame(resolve));
        frames++;
        painted.add(area.dataset.paintedSlice);
      }
      return { frames, seconds: (performance.now() - start) / 1000, painted: painted.size };
    }, slices);
    fps.push(result.frames / result.seconds);
    shown.push(result.painted);

    await page.goto(`/subshortsdetails?case=${picturesId}`);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="stack-viewer"]')?.dataset.paintedSlice === '1',
    );
    firstPicture.push(
      await page.evaluate(
        () => performance.now() - performance.getEntriesByType('navigation')[0].startTime,
      ),
    );
  }
  await page.goto(`/subshortsdetails?case=${stackId}`);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="stack-viewer"]')?.dataset.paintedSlice === '1',
  );
  const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);

  console.log(`runs: ${runs}; the CT: ${slices} slices`);
  console.log(
    `first 16-bit slice painted (stack viewer), median: ${median(firstSlice).toFixed(0)} ms`,
  );
  console.log(
    `first picture slice painted (stack of pictures), median: ${median(firstPicture).toFixed(0)} ms`,
  );
  console.log(
    `wheel through ${slices} slices: ${median(fps).toFixed(1)} fps, ${median(shown)} of ${slices - 1} slices painted`,
  );
  console.log(`JS heap on the CT's page: ${(heap / 1024 / 1024).toFixed(0)} MB`);
} finally {
  await browser?.close();
  await stopAll([server]);
  rmSync(dataDir, { recursive: true, force: true });
}
