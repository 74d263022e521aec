import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * Names the folder the run's local-demo servers start from (security/support/server.ts). The
 * first server that needs it has `npm run db:setup` make it, so a run of files that start no
 * such server (CI's last step) does not pay for it. The workers inherit the name.
 */
export default function setup() {
  const folder = mkdtempSync(path.join(tmpdir(), 'frcr-security-demo-'));
  process.env.SECURITY_PREPARED_DEMO = path.join(folder, 'data');
}
