import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const tsx = path.join(process.cwd(), 'node_modules/.bin/tsx');

/** Running, or stopped but not yet ended; a killed process nobody has reaped yet is not alive. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

describe('runTool', () => {
  it('leaves no tool running once the process that started it exits', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'frcr-run-tool-'));
    const script = path.join(dir, 'exits-while-a-tool-runs.ts');
    // The tool prints its pid and waits; the process that started it exits meanwhile, as a
    // server stopped while it packages a lesson does.
    writeFileSync(
      script,
      `import { runTool } from ${JSON.stringify(path.join(__dirname, 'ffmpeg.ts'))};
void runTool(process.execPath, ['-e', 'console.log(process.pid); setInterval(() => {}, 1000)'], {
  onStdoutLine: (line) => { console.log(line); process.exit(0); },
});
`,
    );
    const parent = spawn(tsx, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    parent.stdout.on('data', (chunk) => (output += String(chunk)));
    await new Promise((exited) => parent.once('exit', exited));
    const toolPid = Number(output.trim());
    expect(toolPid).toBeGreaterThan(0);
    try {
      const deadline = Date.now() + 5_000;
      while (alive(toolPid) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(alive(toolPid)).toBe(false);
    } finally {
      if (alive(toolPid)) process.kill(toolPid, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
