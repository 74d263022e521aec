import { z } from 'zod';

import { MAX_ID, MAX_IMAGE_BYTES } from './domain';
import { messages } from './field-messages';

// Zod would probe for `new Function` to compile fast parsers; the site's Content-Security-Policy
// forbids eval, so the probe logs a violation in every page that validates a form. Every schema
// module imports this one, so the setting holds before any parse.
z.config({ jitless: true });

const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;
export { MAX_ID, OTP_LENGTH, SUBSCRIBED, TEXT_LIMIT } from './domain';
export { messages } from './field-messages';

/*
 * NUL, the C0 controls other than tab, line feed and carriage return, and DEL: PostgreSQL refuses
 * NUL in text, and none of them belongs in anything a person types.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAKS = /[\r\n\u2028\u2029]/;

/** Any text a person types: no control characters (see above). */
export const typedText = () =>
  z.string().refine((v) => !CONTROL_CHARACTERS.test(v), { error: messages.controlCharacters });

/** A string that must be present and, once trimmed, non-empty, without control characters. */
export function requiredText(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine((v) => !CONTROL_CHARACTERS.test(v), { error: messages.controlCharacters });
}

/** A name: required text on one line (names are copied into mail headers and bodies). */
export function nameField(message: string, max: number, tooLong: string) {
  return requiredText(message)
    .refine((v) => !LINE_BREAKS.test(v), { error: messages.nameLineBreaks })
    .pipe(z.string().max(max, { error: tooLong }));
}

/** An id a payment provider issued: printable ASCII, no spaces. */
export const providerIdField = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[\x21-\x7E]*$/, { error: 'Not a valid payment reference' });

/** No address is longer (RFC 5321 path limit); longer input is refused before anything else. */
export const EMAIL_MAX_LENGTH = 254;
/** Passwords are hashed with scrypt; a bound keeps a sign-in attempt cheap to refuse. */
const SECRET_MAX_LENGTH = 128;

/** Like requiredText but keeps the value as typed (passwords are never trimmed). */
export function requiredSecret(message: string) {
  return z
    .string({ error: message })
    .min(1, { error: message })
    .max(SECRET_MAX_LENGTH, { error: messages.passwordTooLong });
}

export function emailField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(EMAIL_MAX_LENGTH, { error: invalid })
    .pipe(z.email({ error: invalid }))
    .transform((v) => v.toLowerCase());
}

export const newPasswordField = (required: string = messages.passwordRequired) =>
  requiredSecret(required).regex(PASSWORD_PATTERN, { error: messages.passwordPattern });

/** Ids arrive as numbers from JSON and as strings from forms and query strings. */
export const idField = (message = 'A valid id is required') =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });

export const limitField = (fallback: number, max = 50) =>
  z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int({ error: 'Limit must be a whole number' })
    .min(0, { error: 'Limit cannot be negative' })
    .max(max, { error: `Limit cannot exceed ${max}` })
    .default(fallback);
export const offsetField = z.coerce
  .number({ error: 'Offset must be a whole number' })
  .int({ error: 'Offset must be a whole number' })
  .min(0, { error: 'Offset cannot be negative' })
  .max(MAX_ID, { error: 'Offset is too large' })
  .default(0);

/** An uploaded file; browsers send an empty part when nothing was picked, which counts as none. */
export const uploadField = z.preprocess(
  (v) => (isBlob(v) && v.size === 0 ? undefined : v),
  z
    .custom<Blob>(isBlob, { error: 'A file upload was expected' })
    .refine((f) => f.size <= MAX_IMAGE_BYTES, { error: messages.imageTooLarge })
    .optional(),
);

/** A file that must be there and not empty, at most `maxBytes`. */
export const requiredFile = (say: { missing: string; tooLarge: string }, maxBytes: number) =>
  z
    .custom<Blob>((v) => isBlob(v) && v.size > 0, { error: say.missing })
    .refine((f) => f.size <= maxBytes, { error: say.tooLarge });

/** A picture the console requires (a cover, a film, a session's picture), at most 5 MB. */
export const pictureField = (say: { missing: string; tooLarge: string }) =>
  requiredFile(say, MAX_IMAGE_BYTES);

function isBlob(v: unknown): v is Blob {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as Blob).arrayBuffer === 'function' &&
    typeof (v as Blob).size === 'number'
  );
}

/** Digits only, or empty: phone numbers are optional. */
export const mobileField = z
  .string()
  .trim()
  .regex(/^\d*$/, { error: messages.mobileDigitsOnly })
  .max(15, { error: 'Mobile number cannot exceed 15 digits' })
  .default('');

export const countryCodeField = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, { error: 'Choose a valid country code' })
  .default('91');

export const empty = z.object({}).strip();
export const nothing = z.null().default(null);
