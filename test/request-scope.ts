import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { createRequestStoreForAPI } from 'next/dist/server/async-storage/request-store';

/**
 * Runs server-side code (a server action) inside the request scope Next.js gives a POST, so
 * `headers()` and `cookies()` work: the request's headers as given, and the cookies the code
 * sets carried into the next call through `jar`.
 */
export async function inRequest<T>(
  headers: Record<string, string>,
  jar: Map<string, string>,
  run: () => Promise<T>,
): Promise<T> {
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const request = { headers: { ...headers, ...(cookie ? { cookie } : {}) } };
  const onUpdateCookies = (cookies: string[]) => {
    for (const line of cookies) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair.split('=');
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value.join('=') === '') jar.delete(name.trim());
      else jar.set(name.trim(), value.join('='));
    }
  };
  const requestStore = createRequestStoreForAPI(
    request as never,
    { pathname: '/', search: '' },
    { tags: [], expirationsByCacheKind: new Map() } as never,
    onUpdateCookies,
    undefined as never,
  );
  const workStore = { route: '/', isStaticGeneration: false, forceStatic: false } as never;
  return workAsyncStorage.run(workStore, () => workUnitAsyncStorage.run(requestStore, run));
}
