'use client';

import type { CSSProperties } from 'react';
import { defaultCountries, parseCountry, PhoneInput } from 'react-international-phone';
import 'react-international-phone/style.css';

/**
 * Country badges drawn locally (the ISO code on a tile) instead of the library's default flag
 * images, which it loads from a third-party CDN: no request leaves the site for a form field.
 */
function codeBadge(iso2: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="20" viewBox="0 0 28 20"><rect width="28" height="20" rx="3" fill="#f1f5f9" stroke="#cbd5e1"/><text x="14" y="14" font-family="Arial,sans-serif" font-size="10" font-weight="700" text-anchor="middle" fill="#334155">${iso2.toUpperCase()}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const COUNTRY_BADGES = defaultCountries.map((country) => {
  const { iso2 } = parseCountry(country);
  return { iso2, src: codeBadge(iso2) };
});

const themed = {
  '--react-international-phone-height': '44px',
  '--react-international-phone-border-radius': '0.375rem',
  '--react-international-phone-border-color': 'var(--color-slate-300)',
  '--react-international-phone-font-size': '1rem',
  '--react-international-phone-flag-width': '28px',
  '--react-international-phone-flag-height': '20px',
  '--react-international-phone-text-color': 'var(--color-slate-900)',
  '--react-international-phone-selected-dropdown-item-background-color': 'var(--color-brand-50)',
} as CSSProperties;

/** The national number and dial code of an E.164 value from the phone input. */
export function splitPhone(phone: string, dialCode: string) {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith(dialCode) ? digits.slice(dialCode.length) : digits;
  return { countryCode: dialCode, mobileNumber: national };
}

type PhoneFieldProps = {
  id: string;
  /** The stored parts; the input shows them as +<code> <number>. */
  countryCode: string;
  mobileNumber: string;
  onChange: (parts: { countryCode: string; mobileNumber: string }) => void;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: Record<string, unknown>;
};

/**
 * Mobile number with a country-code picker (react-international-phone), India (+91) first, as
 * the spec asks; at most 15 digits, as the library allows by default.
 */
export function PhoneField({
  id,
  countryCode,
  mobileNumber,
  onChange,
  invalid,
  disabled,
  describedBy,
}: PhoneFieldProps) {
  return (
    <PhoneInput
      defaultCountry="in"
      preferredCountries={['in', 'gb']}
      value={`+${countryCode}${mobileNumber}`}
      onChange={(phone, meta) => onChange(splitPhone(phone, meta.country.dialCode))}
      disabled={disabled}
      flags={COUNTRY_BADGES}
      style={themed}
      className="w-full"
      inputClassName="flex-1 !px-3"
      inputProps={{
        id,
        autoComplete: 'tel-national',
        'aria-invalid': invalid || undefined,
        ...describedBy,
      }}
      countrySelectorStyleProps={{ buttonClassName: '!px-2' }}
    />
  );
}
