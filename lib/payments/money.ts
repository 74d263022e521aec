/**
 * Amounts as integers of the minor unit (pence). Prices are stored as numeric(10,2) strings
 * ("349.00") and PayPal sends decimal strings, so both are read digit by digit, never through a
 * binary float.
 */
export function toMinorUnits(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${JSON.stringify(amount)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** "349.00" from 34900: the form PayPal's API and the database take. */
export function fromMinorUnits(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}
