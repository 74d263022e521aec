import { eq } from 'drizzle-orm';

import type { FileStorage } from '@/lib/calls/deps';
import type { OpenedDatabase } from '@/lib/db/client';
import { auditLog, caseCategories, cases } from '@/lib/db/schema';
import { imageBlob } from '@/test/accounts-helpers';
import { createTestDatabase } from '@/test/test-database';

import { auditedChange } from './audited-change';
import { changePicture } from './picture-change';

let opened: OpenedDatabase;
const actor = { commandLine: true } as const;
const missing = () => new Error('no such category');

beforeEach(async () => {
  opened = await createTestDatabase();
});
afterEach(async () => {
  await opened.close();
});

async function category(name = 'Chest') {
  const [row] = await opened.db
    .insert(caseCategories)
    .values({ name, slug: name.toLowerCase() })
    .returning();
  return row!;
}

const audits = () => opened.db.select().from(auditLog).orderBy(auditLog.id);

const rename = (id: number, name: string, extra: object = {}) =>
  opened.db.transaction((tx) =>
    auditedChange(tx, actor, {
      table: caseCategories,
      where: eq(caseCategories.id, id),
      missing,
      unchanged: (before) => before.name === name,
      set: () => ({ name }),
      action: 'case_category.renamed',
      targetType: 'case_category',
      targetId: id,
      ...extra,
    }),
  );

it('changes one row and audits it before and after, in one transaction', async () => {
  const { id } = await category();
  const outcome = await rename(id, 'Thorax');
  expect(outcome).toMatchObject({
    changed: true,
    before: { name: 'Chest' },
    after: { name: 'Thorax' },
  });
  const [audit] = await audits();
  expect(audit).toMatchObject({
    action: 'case_category.renamed',
    targetType: 'case_category',
    targetId: String(id),
    before: expect.objectContaining({ name: 'Chest' }),
    after: expect.objectContaining({ name: 'Thorax' }),
  });
});

it('writes nothing and logs nothing when the change would leave the row as it is', async () => {
  const { id } = await category();
  expect(await rename(id, 'Chest')).toMatchObject({ changed: false });
  expect(await audits()).toEqual([]);
});

it('throws the domain’s refusal for a missing row, and one its check raises, writing nothing', async () => {
  await expect(rename(999, 'Thorax')).rejects.toThrow('no such category');
  const { id } = await category();
  const refused = rename(id, 'Thorax', {
    check: () => {
      throw new Error('not now');
    },
  });
  await expect(refused).rejects.toThrow('not now');
  const [row] = await opened.db.select().from(caseCategories).where(eq(caseCategories.id, id));
  expect(row!.name).toBe('Chest');
  expect(await audits()).toEqual([]);
});

it('undoes the row when what follows the change fails', async () => {
  const { id } = await category();
  const failing = rename(id, 'Thorax', {
    then: () => {
      throw new Error('the follow-up failed');
    },
  });
  await expect(failing).rejects.toThrow('the follow-up failed');
  const [row] = await opened.db.select().from(caseCategories).where(eq(caseCategories.id, id));
  expect(row!.name).toBe('Chest');
  expect(await audits()).toEqual([]);
});

describe('a picture replaced', () => {
  const files = new Map<string, Uint8Array>();
  const storage: FileStorage = {
    put: async (name, bytes) => void files.set(name, bytes),
    get: async (name) => files.get(name) ?? null,
    remove: async (name) => void files.delete(name),
  };
  const rules = {
    maxSide: 64,
    messages: { tooLarge: 'too large', notAnImage: 'not an image', unreadable: 'unreadable' },
  };
  const deps = () => ({ db: opened.db, storage });

  beforeEach(() => files.clear());

  async function film(image: string) {
    const { id: categoryId } = await category();
    const [row] = await opened.db
      .insert(cases)
      .values({ categoryId, name: 'Case', slug: 'case', image })
      .returning();
    return row!.id;
  }

  const replace = async (id: number, picture?: Blob) =>
    changePicture(deps(), actor, {
      table: cases,
      where: eq(cases.id, id),
      missing: () => new Error('no such case'),
      picture: picture ?? (await imageBlob('png', 32)),
      columns: { image: rules },
      action: 'case.image_changed',
      targetType: 'case',
      targetId: id,
    });

  it('stores the new picture, points the row at it, audits it and removes the uploaded one it replaced', async () => {
    files.set('old.webp', new Uint8Array([1]));
    const id = await film('old.webp');
    const { image } = await replace(id);
    expect([...files.keys()]).toEqual([image]);
    const [row] = await opened.db.select().from(cases).where(eq(cases.id, id));
    expect(row!.image).toBe(image);
    expect(await audits()).toEqual([
      expect.objectContaining({
        action: 'case.image_changed',
        before: expect.objectContaining({ image: 'old.webp' }),
        after: expect.objectContaining({ image }),
      }),
    ]);
  });

  it('keeps a demo picture it replaced (a public path, not an upload)', async () => {
    const id = await film('/demo/cases/chest.webp');
    const { image } = await replace(id);
    expect([...files.keys()]).toEqual([image]);
  });

  it('stores nothing for a missing row, and leaves nothing behind when the change fails', async () => {
    await expect(replace(999)).rejects.toThrow('no such case');
    expect(files.size).toBe(0);

    const id = await film('old.webp');
    files.set('old.webp', new Uint8Array([1]));
    // The row goes between the check and the change: the stored picture is removed again.
    const gone = changePicture(
      {
        db: opened.db,
        storage: {
          ...storage,
          put: async (name, bytes) => {
            files.set(name, bytes);
            await opened.db.delete(cases).where(eq(cases.id, id));
          },
        } as FileStorage,
      },
      actor,
      {
        table: cases,
        where: eq(cases.id, id),
        missing: () => new Error('no such case'),
        picture: await imageBlob('png', 32),
        columns: { image: rules },
        action: 'case.image_changed',
        targetType: 'case',
        targetId: id,
      },
    );
    await expect(gone).rejects.toThrow('no such case');
    expect([...files.keys()]).toEqual(['old.webp']);
    expect(await audits()).toEqual([]);
  });

  it('refuses what is not a picture before touching the row', async () => {
    const id = await film('old.webp');
    files.set('old.webp', new Uint8Array([1]));
    await expect(replace(id, new Blob(['not a picture']))).rejects.toThrow();
    expect([...files.keys()]).toEqual(['old.webp']);
    const [row] = await opened.db.select().from(cases).where(eq(cases.id, id));
    expect(row!.image).toBe('old.webp');
  });
});
