/** A call that did not succeed: the envelope's status and the message to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** 403: the session is over and the student must be signed out (spec 000 §4). */
  get sessionEnded(): boolean {
    return this.status === 403;
  }
}
