import type { Envelope } from './envelope';

/*
 * What every call answers in the browser, BFF call or server action, in a module of its own so
 * a form that only makes server actions does not ship the BFF client and its route table.
 */

/** Status 200 is success; otherwise `message` says why. */
export type CallResult<T> = Envelope<T | null>;

export const SOMETHING_WENT_WRONG = 'Something went wrong';
