import type { Database } from './db/client';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface FileStorage {
  /** Stores bytes under a server-chosen name. */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when no such file exists. */
  get(name: string): Promise<Uint8Array | null>;
  remove(name: string): Promise<void>;
}

/** What the services need from the outside world; tests pass their own. */
export type BackendDeps = {
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  now: () => Date;
};
