import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * A package's AES-128 key at rest (docs/streaming.md, "The job"): sealed with AES-256-GCM under a
 * key derived by HKDF from the app's root secret for this use only, so a copy of the database
 * alone does not open the segments. `v1.<iv>.<sealed key + tag>`, base64url.
 */

const VERSION = 'v1';

function sealingKey(rootSecret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(rootSecret, 'utf8'), 'frcr-viva', 'lesson package key seal', 32),
  );
}

/** `key` sealed for storage. */
export function sealContentKey(key: Uint8Array, rootSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(rootSecret), iv);
  const sealed = Buffer.concat([cipher.update(key), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

/** The key a sealed value holds; throws when it was sealed under another secret or altered. */
export function openContentKey(sealed: string, rootSecret: string): Buffer {
  const [version, iv, body] = sealed.split('.');
  if (version !== VERSION || !iv || !body) throw new Error('Not a sealed content key.');
  const bytes = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    sealingKey(rootSecret),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]);
}
