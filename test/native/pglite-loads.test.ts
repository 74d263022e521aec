import { PGlite } from '@electric-sql/pglite';

test('in-memory PGlite answers a query', async () => {
  const db = new PGlite();
  const res = await db.query<{ x: number }>('select 1 as x');
  expect(res.rows[0].x).toBe(1);
  await db.close();
});
