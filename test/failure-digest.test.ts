import { strToU8, zipSync } from 'fflate';

import FailureDigest, { networkAccount, pageSnapshot } from '../e2e/support/failure-digest';

/** A network log line as Playwright's trace writes it (a HAR entry; -1 while unanswered). */
const entry = (url: string, status: number, time: number, monotonic: number, type = 'image') =>
  JSON.stringify({
    type: 'resource-snapshot',
    snapshot: {
      startedDateTime: '2026-11-29T20:00:00.000Z',
      time,
      request: { method: 'GET', url, headers: [] },
      response: { status, headers: [] },
      _monotonicTime: monotonic,
      _resourceType: type,
    },
  });

function traceArchive() {
  return zipSync({
    'trace.trace': strToU8(
      [
        JSON.stringify({ type: 'context-options', monotonicTime: 1_000 }),
        JSON.stringify({ type: 'after', endTime: 62_000 }),
      ].join('\n'),
    ),
    'trace.network': strToU8(
      [
        entry('http://localhost/shorts', 200, 30, 1_990, 'document'),
        entry('http://localhost/_next/image?url=%2Fa.webp&w=640&q=75', -1, -1, 2_000),
        entry('http://localhost/_next/image?url=%2Fb.webp&w=640&q=75', 200, 900, 2_060),
      ].join('\n'),
    ),
  });
}

const errorContext = [
  '# Test info',
  '',
  '- Name: shorts >> a category',
  '',
  '# Page snapshot',
  '',
  '```yaml',
  '- banner:',
  '  - link "Home"',
  '- heading "Shorts" [level=1]',
  '```',
  '',
  '# Test source',
  '',
  '```ts',
  "await page.goto('/shorts');",
  '```',
].join('\n');

describe('the end-to-end failure digest', () => {
  it('names the requests still unanswered when a trace ended, and for how long they waited', () => {
    const lines = networkAccount(traceArchive());
    expect(lines[0]).toBe('  requests unanswered when the trace ended: 1');
    expect(lines[1]).toContain('GET http://localhost/_next/image?url=%2Fa.webp&w=640&q=75 (image');
    expect(lines[1]).toMatch(/for 60\.0 s$/);
    // The answered ones, slowest first.
    expect(lines.slice(2)).toEqual([
      '  slowest answered:',
      expect.stringMatching(/^ {4}0\.9 s 200 GET http:\/\/localhost\/_next\/image\?url=%2Fb\.webp/),
      expect.stringMatching(/^ {4}0\.0 s 200 GET http:\/\/localhost\/shorts \(document/),
    ]);
  });

  it('keeps the page snapshot of an error context, not the test source after it', () => {
    expect(pageSnapshot(errorContext)).toEqual([
      '  the page when the test ended:',
      '    - banner:',
      '      - link "Home"',
      '    - heading "Shorts" [level=1]',
    ]);
    expect(pageSnapshot('# Test info\n\n- Name: x')).toEqual([]);
  });

  it('prints an account of each failed attempt at the end of the run, and nothing when all passed', () => {
    const written: string[] = [];
    const write = jest
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array) => written.push(String(chunk)) > 0);
    try {
      const digest = new FailureDigest();
      const test = {
        expectedStatus: 'passed',
        titlePath: () => ['', 'chromium', 'shorts.spec.ts', 'a category pages through'],
      } as never;
      digest.onTestEnd(test, { status: 'passed', retry: 0, attachments: [] } as never);
      digest.onEnd({} as never);
      expect(written).toEqual([]);

      digest.onTestEnd(test, {
        status: 'timedOut',
        retry: 1,
        attachments: [
          { name: 'error-context', contentType: 'text/markdown', body: Buffer.from(errorContext) },
          { name: 'trace', contentType: 'application/zip', body: Buffer.from(traceArchive()) },
        ],
      } as never);
      digest.onEnd({} as never);
      const printed = written.join('');
      expect(printed).toContain('• chromium › shorts.spec.ts › a category pages through (retry 1)');
      expect(printed).toContain('    - heading "Shorts" [level=1]');
      expect(printed).toContain('requests unanswered when the trace ended: 1');
    } finally {
      write.mockRestore();
    }
  });
});
