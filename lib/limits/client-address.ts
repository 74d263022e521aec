import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The header carrying the client address the server resolved. Whatever a client sends under
 * this name is overwritten before Next.js sees the request, so only the server can set it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-frcr-client-address';

/**
 * The client's address as the trusted proxies saw it. With no trusted hops it is the socket's
 * peer; with N hops, the proxies' X-Forwarded-For entries are read from the right, one per hop,
 * so entries a client wrote before the first proxy are never used.
 */
export function resolveClientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socketAddress || 'unknown'];
  // More hops trusted than the request passed through: the leftmost is the best there is.
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

/** TRUST_PROXY: how many reverse proxies in front of the app append to X-Forwarded-For. */
function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const hops = Number(env.TRUST_PROXY ?? 0);
  return Number.isInteger(hops) && hops >= 0 ? hops : 0;
}

const hookState = globalThis as unknown as { __frcrClientAddressHook?: boolean };

/**
 * Stamps every incoming HTTP request with its resolved client address. Next.js route handlers and
 * server actions see headers only, never the socket, and Next copies the socket address into
 * X-Forwarded-For only when the client sent none; Node's `http.server.request.start` channel runs
 * before Next's handler, with the socket, for `next start` and the standalone server alike.
 */
export function installClientAddressHook(trustedHops = trustedProxyHops()): void {
  if (hookState.__frcrClientAddressHook) return;
  hookState.__frcrClientAddressHook = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
      request.headers['x-forwarded-for'],
      socket.remoteAddress,
      trustedHops,
    );
  });
}

/** The client address the server resolved for this request ('unknown' outside an HTTP server). */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
}
