import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  test('hashes at the OWASP cost unless the test suites asked for less', async () => {
    let untouched: typeof import('./password') | undefined;
    jest.isolateModules(() => {
      untouched = jest.requireActual<typeof import('./password')>('./password');
    });
    const full = await untouched!.hashPassword('DemoPass123');
    expect(Number(full.split('$')[1])).toBe(2 ** 17);
    await expect(verifyPassword('DemoPass123', full)).resolves.toBe(true);
    // This file's module, set by test/setup-node.ts.
    const cheap = await hashPassword('DemoPass123');
    expect(Number(cheap.split('$')[1])).toBe(2 ** 10);
    await expect(untouched!.verifyPassword('DemoPass123', cheap)).resolves.toBe(true);
  });

  test('stores a self-describing scrypt hash', async () => {
    const hash = await hashPassword('DemoPass123');
    const [algorithm, n, r, p, salt, key] = hash.split('$');
    expect(algorithm).toBe('scrypt');
    expect(Number(n)).toBe(2 ** 10);
    expect(Number(r)).toBe(8);
    expect(Number(p)).toBe(1);
    expect(Buffer.from(salt, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key, 'base64url')).toHaveLength(64);
    expect(hash).not.toContain('DemoPass123');
  });

  test('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('DemoPass123');
    await expect(verifyPassword('DemoPass123', hash)).resolves.toBe(true);
    await expect(verifyPassword('demopass123', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  test('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same', a)).resolves.toBe(true);
    await expect(verifyPassword('same', b)).resolves.toBe(true);
  });

  test('refuses malformed or tampered hashes without throwing', async () => {
    const hash = await hashPassword('DemoPass123');
    const parts = hash.split('$');
    const tamperedKey = [...parts.slice(0, 5), Buffer.alloc(64).toString('base64url')].join('$');
    await expect(verifyPassword('DemoPass123', tamperedKey)).resolves.toBe(false);
    await expect(verifyPassword('DemoPass123', '')).resolves.toBe(false);
    await expect(verifyPassword('DemoPass123', '!')).resolves.toBe(false);
    await expect(verifyPassword('DemoPass123', 'bcrypt$1$2$3$4$5')).resolves.toBe(false);
    const hugeCost = ['scrypt', 2 ** 30, ...parts.slice(2)].join('$');
    await expect(verifyPassword('DemoPass123', hugeCost)).resolves.toBe(false);
  });
});
