import { rmSync } from 'node:fs';
import path from 'node:path';

export default function teardown() {
  const prepared = process.env.SECURITY_PREPARED_DEMO;
  if (prepared) rmSync(path.dirname(prepared), { recursive: true, force: true });
}
