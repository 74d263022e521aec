import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { CLIENT_ADDRESS_HEADER } from '@/lib/limits/client-address';
import { log } from '@/lib/log';

const hookState = globalThis as unknown as { __frcrRequestLog?: boolean };

/**
 * One JSON line per HTTP request when its answer is finished: method, path, status, duration and
 * client. The query string is left out (a link may carry a code or token), as are all headers.
 */
export function installRequestLog(): void {
  if (hookState.__frcrRequestLog) return;
  hookState.__frcrRequestLog = true;
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      log.info(
        {
          method: request.method,
          path: (request.url ?? '/').split('?')[0],
          status: response.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          client: request.headers[CLIENT_ADDRESS_HEADER],
        },
        'request',
      );
    });
  });
}
