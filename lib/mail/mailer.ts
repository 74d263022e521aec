import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import nodemailer from 'nodemailer';

import type { Mailer, MailMessage } from '../calls/deps';

export type MailerOptions = { smtpUrl?: string; outboxDir: string; from: string };

/** The error a name already taken gives under the exclusive flag (`wx`). */
const NAME_TAKEN = 'EEXIST';

/**
 * Real SMTP when a URL is configured; otherwise every message is written as an .eml file to a
 * dev outbox, so flows that send mail (the password-reset OTP) work on a fresh clone.
 */
export function createMailer({ smtpUrl, outboxDir, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let sequence = 0;
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      // One file per mail, `<ms>-<sequence>-<address>.eml`: the sequence keeps mails of one
      // millisecond apart and in order, and the exclusive flag makes a name another process (an
      // instance sharing DATA_DIR) took move on to the next one instead of overwriting it.
      for (;;) {
        const name = `${Date.now()}-${String(sequence++).padStart(6, '0')}-${safeTo}.eml`;
        try {
          await writeFile(path.join(outboxDir, name), info.message as Buffer, { flag: 'wx' });
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== NAME_TAKEN) throw error;
        }
      }
    },
  };
}
