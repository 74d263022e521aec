const SAFE_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,127}$/;

/**
 * Stored names are chosen by the server; every store checks them anyway, so a name that slipped
 * through could neither leave the uploads folder on disk nor reach other keys in a bucket.
 */
export function isSafeName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..');
}

export function refuseUnsafeName(name: string): never {
  throw new Error(`Refusing to store a file named ${JSON.stringify(name)}`);
}
