import 'server-only';

export { callApi, gatewayFor, installTransport, type ApiResult } from './gateway';
export { ApiError } from './api-error';
export { createEmbeddedTransport } from './embedded-transport';
export { createHttpTransport } from './http-transport';
export type { Credentials, StudentSignIn } from './transport';
