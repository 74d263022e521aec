import { scrypt } from 'node:crypto';
import { promisify } from 'node:util';

import { hashPassword, scryptCost, verifyPassword } from './password';

describe('password hashing', () => {
  test('hashes at the OWASP cost everywhere but inside Jest', () => {
    expect(scryptCost({ NODE_ENV: 'production' })).toBe(2 ** 17);
    expect(scryptCost({})).toBe(2 ** 17);
    expect(scryptCost({ NODE_ENV: 'test' })).toBe(2 ** 17);
    expect(scryptCost({ NODE_ENV: 'production', JEST_WORKER_ID: '1' })).toBe(2 ** 17);
    expect(scryptCost({ NODE_ENV: 'test', JEST_WORKER_ID: '1' })).toBe(2 ** 10);
  });

  test('verifies a hash made at the OWASP cost', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const derive = promisify<string, Buffer, number, object, Buffer>(scrypt);
    const key = await derive('DemoPass123', salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 2 ** 28 });
    const stored = ['scrypt', 2 ** 17, 8, 1, salt.toString('base64url'), key.toString('base64url')];
    await expect(verifyPassword('DemoPass123', stored.join('$'))).resolves.toBe(true);
    await expect(verifyPassword('DemoPass124', stored.join('$'))).resolves.toBe(false);
  });

  test('stores a self-describing scrypt hash with the cost it was made at', async () => {
    const hash = await hashPassword('DemoPass123');
    const [algorithm, n, r, p, salt, key] = hash.split('$');
    expect(algorithm).toBe('scrypt');
    expect(Number(n)).toBe(scryptCost());
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
