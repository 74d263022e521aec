import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * HLS AES-128 (RFC 8216 §4.3.2.4, §5.2): each media segment is encrypted whole with AES-128-CBC
 * and PKCS#7 padding. The playlists give no IV, so each segment's IV is its media sequence number
 * as a 128-bit big-endian integer: a different IV per segment, and nothing to store. ffmpeg
 * cannot encrypt fMP4 segments ("Encrypted fmp4 not yet supported", 5.1), so it is done here
 * (docs/streaming.md, "Encryption").
 */

/** Bytes of an AES-128 key. */
export const CONTENT_KEY_BYTES = 16;

/** A new random key for one packaging of a lesson. */
export function newContentKey(): Buffer {
  return randomBytes(CONTENT_KEY_BYTES);
}

function checkedKey(key: Uint8Array): Uint8Array {
  if (key.length !== CONTENT_KEY_BYTES) throw new Error('An HLS AES-128 key is 16 bytes.');
  return key;
}

/** The IV of the segment with media sequence number `sequence`, as HLS defines it. */
export function sequenceIv(sequence: number): Buffer {
  if (!Number.isSafeInteger(sequence) || sequence < 0) throw new Error('Bad media sequence.');
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(sequence), 8);
  return iv;
}

/** The segment `plain`, encrypted as a player decrypts segment number `sequence`. */
export function encryptSegment(plain: Uint8Array, key: Uint8Array, sequence: number): Buffer {
  const cipher = createCipheriv('aes-128-cbc', checkedKey(key), sequenceIv(sequence));
  return Buffer.concat([cipher.update(plain), cipher.final()]);
}

/** Segment number `sequence` decrypted, as a player does (and as the packaging checks). */
export function decryptSegment(encrypted: Uint8Array, key: Uint8Array, sequence: number): Buffer {
  const decipher = createDecipheriv('aes-128-cbc', checkedKey(key), sequenceIv(sequence));
  return Buffer.concat([decipher.update(encrypted), decipher.final()]);
}
