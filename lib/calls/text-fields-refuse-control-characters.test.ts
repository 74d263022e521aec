import { messages } from '@/lib/calls/field-messages';

import { calls, type CallName } from '../platform/calls';

/*
 * Every text a person or a browser sends is refused, with a 422's message, when it holds NUL or
 * another control character: PostgreSQL refuses NUL in text (it would answer 500), and names are
 * copied into mail, where a line break would start a new line.
 */

const NUL = 'a\u0000b';
const PASSWORD = 'Str0ng-pass';

/** A valid input of each call with text fields, and which of its fields hold text. */
const table: { call: CallName; valid: Record<string, unknown>; fields: string[] }[] = [
  { call: 'contact', valid: { email: 'a@b.co', message: 'Hello' }, fields: ['message', 'email'] },
  {
    call: 'register',
    valid: {
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      mobileNumber: '7700900123',
      countryCode: '44',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
    fields: ['fullName', 'email', 'mobileNumber', 'countryCode'],
  },
  {
    call: 'editProfile',
    valid: { fullName: 'Asha Rao', email: 'asha@example.com', mobileNumber: '', countryCode: '44' },
    fields: ['fullName', 'email', 'mobileNumber', 'countryCode'],
  },
  {
    call: 'saveComment',
    valid: { type: 'VIDEO', videoId: 1, description: 'Useful' },
    fields: ['description'],
  },
  {
    call: 'saveFeedback',
    valid: { type: 'WEBSITE', rating: 5, description: 'Useful' },
    fields: ['description'],
  },
  {
    call: 'recordPurchase',
    valid: { planId: 1, transactionId: 'PAY-1', transactionType: 'PayPal' },
    fields: ['transactionId', 'orderId', 'signature'],
  },
  {
    call: 'confirmPayment',
    valid: { orderId: 1, paymentId: 'pay_1', signature: 'abc' },
    fields: ['paymentId', 'signature'],
  },
  { call: 'login', valid: { email: 'a@b.co', password: PASSWORD }, fields: ['email'] },
  { call: 'forgotPassword', valid: { email: 'a@b.co' }, fields: ['email'] },
];

describe.each(table)('$call', ({ call, valid, fields }) => {
  const schema = calls[call].request;

  it('accepts the valid input', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(fields)('refuses a control character in %s', (field) => {
    for (const bad of [NUL, 'a\u0007b', 'a\u001bb', 'a\u007fb']) {
      expect(schema.safeParse({ ...valid, [field]: bad }).success).toBe(false);
    }
  });
});

it('keeps tabs and line breaks in texts meant to have them', () => {
  const contact = calls.contact.request.safeParse({ email: 'a@b.co', message: 'one\n\ttwo\r\n' });
  expect(contact.success).toBe(true);
});

it('keeps a name on one line, with a message that says so', () => {
  const parsed = calls.register.request.safeParse({
    fullName: 'Asha\nBcc: someone@example.com',
    email: 'asha@example.com',
    mobileNumber: '',
    countryCode: '44',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues[0]?.message).toBe(messages.nameLineBreaks);
});

it('says why a NUL is refused', () => {
  const parsed = calls.contact.request.safeParse({ email: 'a@b.co', message: NUL });
  expect(parsed.error?.issues[0]?.message).toBe(messages.controlCharacters);
});
