'use client';

import { useState, type CSSProperties } from 'react';
import { CountrySelector, defaultCountries, parseCountry } from 'react-international-phone';
import 'react-international-phone/style.css';

import { COUNTRY_BADGES } from '@/components/auth/phone-field';
import { cn } from '@/components/ui/cn';

// Several countries share a dial code; prefer the likely one for this audience.
const PREFERRED_BY_DIAL_CODE: Record<string, string> = { '91': 'in', '44': 'gb', '1': 'us' };

/** The country for a stored dial code (91 → India). */
export function countryForDialCode(dialCode: string): string {
  if (PREFERRED_BY_DIAL_CODE[dialCode]) return PREFERRED_BY_DIAL_CODE[dialCode];
  const match = defaultCountries.map(parseCountry).find((c) => c.dialCode === dialCode);
  return match?.iso2 ?? 'in';
}

const themed = {
  '--react-international-phone-height': '44px',
  '--react-international-phone-border-radius': '0.375rem',
  '--react-international-phone-border-color': 'var(--color-slate-300)',
  '--react-international-phone-flag-width': '28px',
  '--react-international-phone-flag-height': '20px',
  '--react-international-phone-selected-dropdown-item-background-color': 'var(--color-brand-50)',
} as CSSProperties;

type MobileFieldProps = {
  id: string;
  countryCode: string;
  onCountryCode: (dialCode: string) => void;
  /** The number box, registered with the form (so the digits-only rule can speak). */
  input: React.ComponentPropsWithRef<'input'>;
  invalid?: boolean;
  disabled?: boolean;
};

/** Edit Profile's mobile number: a country-code picker beside a plain number box. */
export function MobileField({
  id,
  countryCode,
  onCountryCode,
  input,
  invalid,
  disabled,
}: MobileFieldProps) {
  const [iso2, setIso2] = useState(() => countryForDialCode(countryCode));
  return (
    <div className="flex" style={themed}>
      <CountrySelector
        selectedCountry={iso2}
        preferredCountries={['in', 'gb']}
        flags={COUNTRY_BADGES}
        disabled={disabled}
        onSelect={(country) => {
          setIso2(country.iso2);
          onCountryCode(country.dialCode);
        }}
        buttonClassName="!h-11 !rounded-r-none !px-2"
      />
      <span className="flex h-11 items-center border-y border-slate-300 bg-slate-50 px-2 text-slate-600">
        +{countryCode}
      </span>
      <input
        id={id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="Mobile number"
        disabled={disabled}
        {...input}
        className={cn(
          'block h-11 w-full min-w-0 rounded-r-md border bg-white px-3 text-slate-900 shadow-sm placeholder:text-slate-400',
          'focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none',
          invalid ? 'border-red-500' : 'border-slate-300',
        )}
      />
    </div>
  );
}
