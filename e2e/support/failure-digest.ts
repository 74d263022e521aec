import { readFileSync } from 'node:fs';

import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { strFromU8, unzipSync } from 'fflate';

/*
 * After a run with failures, a short account of each failed attempt, printed last so it is in
 * the tail of a CI log: what the page showed when the test ended (its error context) and what
 * the browser was still waiting for (the requests its trace holds without an answer), with the
 * slowest answered ones. A navigation that never reaches "load" says only "waiting until load";
 * this says which request held it (docs/performance.md, "When an end-to-end test fails in CI").
 */

/** The lines of a page's snapshot kept, and the requests listed, per failed attempt. */
const SNAPSHOT_LINES = 25;
const UNANSWERED_LISTED = 12;
const SLOWEST_LISTED = 5;

type HarEntry = {
  startedDateTime: string;
  time: number;
  request: { method: string; url: string };
  response: { status: number };
  _monotonicTime?: number;
  _resourceType?: string;
};

type TraceEvent = { startTime?: number; endTime?: number; monotonicTime?: number };

type Attempt = { title: string; retry: number; lines: string[] };

/** The entries of every network log in a trace archive, and the last moment the trace saw. */
function readTrace(archive: Uint8Array): { entries: HarEntry[]; endedAt: number } {
  const files = unzipSync(archive);
  const entries: HarEntry[] = [];
  let endedAt = 0;
  for (const [name, bytes] of Object.entries(files)) {
    if (!name.endsWith('.network') && !name.endsWith('.trace')) continue;
    for (const line of strFromU8(bytes).split('\n')) {
      if (!line.trim()) continue;
      const event = JSON.parse(line) as TraceEvent & {
        type?: string;
        snapshot?: HarEntry;
      };
      if (event.type === 'resource-snapshot' && event.snapshot) {
        entries.push(event.snapshot);
        endedAt = Math.max(endedAt, event.snapshot._monotonicTime ?? 0);
      }
      for (const time of [event.startTime, event.endTime, event.monotonicTime]) {
        if (typeof time === 'number') endedAt = Math.max(endedAt, time);
      }
    }
  }
  return { entries, endedAt };
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

const describe = (entry: HarEntry) =>
  `${entry.request.method} ${entry.request.url} (${entry._resourceType ?? 'request'}, asked ${entry.startedDateTime})`;

/** What a trace says the browser was waiting for, and what kept it waiting longest. */
export function networkAccount(archive: Uint8Array): string[] {
  const { entries, endedAt } = readTrace(archive);
  const unanswered = entries.filter((entry) => entry.response.status === -1);
  const answered = entries
    .filter((entry) => entry.response.status !== -1)
    .sort((a, b) => b.time - a.time)
    .slice(0, SLOWEST_LISTED);
  const lines = [`  requests unanswered when the trace ended: ${unanswered.length}`];
  for (const entry of unanswered.slice(0, UNANSWERED_LISTED)) {
    const waited = entry._monotonicTime ? ` for ${seconds(endedAt - entry._monotonicTime)}` : '';
    lines.push(`    ${describe(entry)}${waited}`);
  }
  if (unanswered.length > UNANSWERED_LISTED)
    lines.push(`    … and ${unanswered.length - UNANSWERED_LISTED} more`);
  lines.push('  slowest answered:');
  for (const entry of answered)
    lines.push(`    ${seconds(entry.time)} ${entry.response.status} ${describe(entry)}`);
  return lines;
}

/** The page snapshot of an error context (a YAML block under its heading), shortened. */
export function pageSnapshot(errorContext: string): string[] {
  const block = /# Page snapshot\s*```yaml\n([\s\S]*?)\n```/.exec(errorContext)?.[1];
  if (!block) return [];
  const lines = block.split('\n').filter((line) => line.trim());
  const kept = lines.slice(0, SNAPSHOT_LINES).map((line) => `    ${line}`);
  if (lines.length > SNAPSHOT_LINES) kept.push(`    … ${lines.length - SNAPSHOT_LINES} lines more`);
  return ['  the page when the test ended:', ...kept];
}

function readAttachment(result: TestResult, name: string): Buffer | null {
  const attachment = result.attachments.find((item) => item.name === name);
  if (attachment?.body) return attachment.body;
  if (!attachment?.path) return null;
  try {
    return readFileSync(attachment.path);
  } catch {
    return null;
  }
}

export default class FailureDigest implements Reporter {
  private readonly attempts: Attempt[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus || result.status === 'skipped') return;
    const lines: string[] = [];
    const context = readAttachment(result, 'error-context');
    if (context) lines.push(...pageSnapshot(context.toString('utf8')));
    const trace = readAttachment(result, 'trace');
    if (trace) {
      try {
        lines.push(...networkAccount(trace));
      } catch (error) {
        lines.push(`  its trace could not be read: ${String(error)}`);
      }
    } else {
      lines.push('  no trace of this attempt (traces are kept from the first retry on)');
    }
    this.attempts.push({
      title: test.titlePath().filter(Boolean).join(' › '),
      retry: result.retry,
      lines,
    });
  }

  onEnd(_result: FullResult) {
    if (this.attempts.length === 0) return;
    const out = ['', 'Failed attempts, what each page showed and waited for:'];
    for (const { title, retry, lines } of this.attempts)
      out.push(`• ${title}${retry ? ` (retry ${retry})` : ''}`, ...lines);
    process.stdout.write(`${out.join('\n')}\n`);
  }

  printsToStdio() {
    return true;
  }
}
