import type { Database } from './client';

export async function seedDemoContent(
  _db: Database,
): Promise<{ inserted: Record<string, number> }> {
  return { inserted: {} };
}
