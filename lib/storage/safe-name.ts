const SAFE_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,127}$/;

/**
 * Stored names are chosen by the server; every store checks them anyway, so a name that slipped
 * through could neither leave the uploads folder on disk nor reach other keys in a bucket.
 */
function isSafeName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..');
}

export function refuseUnsafeName(name: string): never {
  throw new Error(`Refusing to store a file named ${JSON.stringify(name)}`);
}

/**
 * A key with folders (`lesson-packages/3/ab12/seg-1.m4s`): every segment a safe name, none
 * starting with a dot, so on disk a key stays inside its folder and never names a part in progress.
 */
export function isSafeKey(key: string): boolean {
  if (key.length > 512) return false;
  const segments = key.split('/');
  return segments.length <= 8 && segments.every((segment) => isSafeName(segment));
}
