/** The one error a service throws: a status for the envelope and a message for the student. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const badRequest = (message: string) => new ServiceError(400, message);
export const unprocessable = (message: string) => new ServiceError(422, message);
export const notFound = (message: string) => new ServiceError(404, message);
export const conflict = (message: string) => new ServiceError(409, message);
export const sessionEnded = (message = 'Your session has ended. Please sign in again.') =>
  new ServiceError(403, message);
export const tooManyRequests = (message: string) => new ServiceError(429, message);
