import { codeForStatus, type ErrorCode } from './error-codes';

/**
 * The one error a service throws: a status for the envelope, a message for the student and a
 * code for the caller to branch on (what the status says, unless a domain names a finer one).
 */
export class ServiceError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly status: number,
    message: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ServiceError';
    this.code = code ?? codeForStatus(status);
  }
}

export const badRequest = (message: string, code?: ErrorCode) =>
  new ServiceError(400, message, code);
export const unprocessable = (message: string) => new ServiceError(422, message);
export const notFound = (message: string, code?: ErrorCode) => new ServiceError(404, message, code);
export const conflict = (message: string, code?: ErrorCode) => new ServiceError(409, message, code);
export const signInEnded = (message = 'Your session has ended. Please sign in again.') =>
  new ServiceError(403, message);
export const tooManyRequests = (message: string) => new ServiceError(429, message);
