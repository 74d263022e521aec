import { createServer } from 'node:net';

/**
 * The ports browsers refuse to fetch from (the Fetch standard's "bad ports"); `next start`
 * refuses to listen on them too, so a port picked from a range must step over them.
 */
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

/** The first port from `port` on that a browser and `next start` accept. */
export function usablePort(port: number): number {
  while (BAD_PORTS.has(port)) port += 1;
  return port;
}

/**
 * A port free now, chosen by the system from its ephemeral range (where no bad port lies), other
 * than those in `taken` (ports chosen for servers not yet listening).
 */
export async function freePort(taken: readonly number[] = []): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = createServer()
        .once('error', reject)
        .listen(0, '127.0.0.1', () => {
          const address = probe.address();
          const chosen = typeof address === 'object' && address ? address.port : 0;
          probe.close(() => resolve(chosen));
        });
    });
    if (port && !BAD_PORTS.has(port) && !taken.includes(port)) return port;
  }
}
