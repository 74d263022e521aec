import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { expect, test } from '@playwright/test';

/**
 * A page whose HTML is still arriving when the browser starts hydrating: a proxy in front of the
 * server holds the HTML back just before one of its data rows, long enough for the scripts to
 * load and hydration to begin with that row missing. Each late row is held in turn. React must
 * wait for the row and carry on, not report that the server's HTML did not match (#418) and draw
 * the page afresh (docs/public-pages.md, "Hydrating while the page's data arrives").
 */
const ROW = '<script>self.__next_f.push(';
const HOLD_MS = 1_000;
/** The last rows carry the page's own content (the layout's come first). */
const LATE_ROWS = 8;

type Holding = { server: http.Server; url: string; holdAt: (row: number) => void };

async function holdingProxy(target: string): Promise<Holding> {
  const upstream = new URL(target);
  let row = 0;
  const server = http.createServer((request, response) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        if (!(answer.headers['content-type'] ?? '').startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const headers = { ...answer.headers };
          delete headers['content-length'];
          response.writeHead(answer.statusCode ?? 502, headers);
          let at = -1;
          for (let seen = 0; seen <= row; seen++) {
            at = html.indexOf(ROW, at + 1);
            if (at === -1) break;
          }
          if (at === -1) return response.end(html);
          response.write(html.slice(0, at));
          setTimeout(() => response.end(html.slice(at)), HOLD_MS);
        });
      },
    );
    request.pipe(forward);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    holdAt: (next) => {
      row = next;
    },
  };
}

const pages = ['/session', '/', '/console/signin'];

test.describe('hydrating a page whose data is still arriving', () => {
  let proxy: Holding;
  test.beforeAll(async ({ baseURL }) => {
    proxy = await holdingProxy(baseURL!);
  });
  test.afterAll(async () => {
    await new Promise((closed) => proxy.server.close(closed));
  });

  for (const path of pages) {
    test(`${path} hydrates without a mismatch wherever its HTML is held`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const html = await (await request.get(path)).text();
      const rows = html.split(ROW).length - 1;
      expect(rows).toBeGreaterThan(LATE_ROWS);

      const errors: string[] = [];
      for (let row = rows - LATE_ROWS; row < rows; row++) {
        proxy.holdAt(row);
        const context = await browser.newContext();
        const page = await context.newPage();
        page.on('pageerror', (error) => errors.push(`row ${row}: ${error.message}`));
        await page.goto(proxy.url + path);
        await page.waitForLoadState('networkidle');
        await context.close();
      }
      expect(errors).toEqual([]);
    });
  }
});
