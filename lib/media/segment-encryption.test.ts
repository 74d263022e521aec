import { createDecipheriv } from 'node:crypto';

import { decryptSegment, encryptSegment, newContentKey, sequenceIv } from './segment-encryption';

it('encrypts a segment whole with AES-128-CBC, its media sequence number as the IV', () => {
  const key = newContentKey();
  const plain = Buffer.from('moof plus mdat: any length, padded to sixteen bytes by PKCS#7');
  const encrypted = encryptSegment(plain, key, 5);
  expect(encrypted.length).toBe(Math.ceil((plain.length + 1) / 16) * 16);
  expect(encrypted.includes('moof')).toBe(false);
  // As any player decrypts it: RFC 8216 §5.2, IV = the sequence number, big-endian.
  const player = createDecipheriv('aes-128-cbc', key, Buffer.from(`${'0'.repeat(31)}5`, 'hex'));
  expect(Buffer.concat([player.update(encrypted), player.final()])).toEqual(plain);
  expect(decryptSegment(encrypted, key, 5)).toEqual(plain);
  // The same bytes as another segment encrypt differently.
  expect(encryptSegment(plain, key, 6)).not.toEqual(encrypted);
  expect(() => decryptSegment(encrypted, newContentKey(), 5)).toThrow();
});

it('writes the IV as HLS defines it and refuses keys that are not 16 bytes', () => {
  expect(sequenceIv(0).toString('hex')).toBe('0'.repeat(32));
  expect(sequenceIv(258).toString('hex')).toBe(`${'0'.repeat(28)}0102`);
  expect(() => sequenceIv(-1)).toThrow();
  expect(() => encryptSegment(Buffer.alloc(4), Buffer.alloc(32), 0)).toThrow(/16 bytes/);
  expect(newContentKey()).toHaveLength(16);
});
