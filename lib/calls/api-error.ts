import { codeForStatus, type ErrorCode } from './error-codes';

/** A call that did not succeed: the envelope's status, the message to show and its code. */
export class ApiError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly status: number,
    message: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code ?? codeForStatus(status);
  }

  /** 403: the sign-in is over and the student must be signed out. */
  get signInEnded(): boolean {
    return this.status === 403;
  }
}
