'use client';

import {
  useId,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {
  CountrySelector,
  defaultCountries,
  parseCountry,
  PhoneInput,
} from 'react-international-phone';
import 'react-international-phone/style.css';

import { cn } from '@/components/ui/cn';

import { describedBy, Field } from './field';

/**
 * Country badges drawn locally (the ISO code on a tile) instead of the library's default flag
 * images, which it loads from a third-party CDN: no request leaves the site for a form field.
 */
function codeBadge(iso2: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="20" viewBox="0 0 28 20"><rect width="28" height="20" rx="3" fill="#f1f5f9" stroke="#cbd5e1"/><text x="14" y="14" font-family="Arial,sans-serif" font-size="10" font-weight="700" text-anchor="middle" fill="#334155">${iso2.toUpperCase()}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const COUNTRY_BADGES = defaultCountries.map((country) => {
  const { iso2 } = parseCountry(country);
  return { iso2, src: codeBadge(iso2) };
});

const PREFERRED_COUNTRIES = ['in', 'gb'];

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
  '--react-international-phone-font-size': '1rem',
  '--react-international-phone-flag-width': '28px',
  '--react-international-phone-flag-height': '20px',
  '--react-international-phone-text-color': 'var(--color-slate-900)',
  '--react-international-phone-selected-dropdown-item-background-color': 'var(--color-brand-50)',
} as CSSProperties;

export type PhoneParts = { countryCode: string; mobileNumber: string };

/** The national number and dial code of an E.164 value from the phone input. */
export function splitPhone(phone: string, dialCode: string): PhoneParts {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith(dialCode) ? digits.slice(dialCode.length) : digits;
  return { countryCode: dialCode, mobileNumber: national };
}

type PhoneFieldProps = PhoneParts & {
  label: ReactNode;
  error?: string;
  id?: string;
  onChange: (parts: PhoneParts) => void;
  disabled?: boolean;
};

/**
 * A mobile number typed as one international number (react-international-phone), India (+91)
 * first, as Sign Up asks; at most 15 digits, as the library allows by default.
 */
export function PhoneField({
  label,
  error,
  id,
  countryCode,
  mobileNumber,
  onChange,
  disabled,
}: PhoneFieldProps) {
  const madeUp = useId();
  const controlId = id ?? madeUp;
  return (
    <Field id={controlId} label={label} error={error}>
      <PhoneInput
        defaultCountry="in"
        preferredCountries={PREFERRED_COUNTRIES}
        value={`+${countryCode}${mobileNumber}`}
        onChange={(phone, meta) => onChange(splitPhone(phone, meta.country.dialCode))}
        disabled={disabled}
        flags={COUNTRY_BADGES}
        style={themed}
        className="w-full"
        inputClassName="flex-1 !px-3"
        inputProps={{
          id: controlId,
          autoComplete: 'tel-national',
          ...describedBy(controlId, error),
        }}
        countrySelectorStyleProps={{ buttonClassName: '!px-2' }}
      />
    </Field>
  );
}

type MobileNumberFieldProps = {
  label: ReactNode;
  error?: string;
  id?: string;
  countryCode: string;
  onCountryCode: (dialCode: string) => void;
  /** The number box's props: react-hook-form's `register('mobileNumber')`, so its rules speak. */
  input: ComponentPropsWithRef<'input'>;
  disabled?: boolean;
};

/** A country-code picker beside a plain number box, as Edit Profile shows the stored parts. */
export function MobileNumberField({
  label,
  error,
  id,
  countryCode,
  onCountryCode,
  input,
  disabled,
}: MobileNumberFieldProps) {
  const madeUp = useId();
  const controlId = id ?? madeUp;
  const [iso2, setIso2] = useState(() => countryForDialCode(countryCode));
  return (
    <Field id={controlId} label={label} error={error}>
      <div className="flex" style={themed}>
        <CountrySelector
          selectedCountry={iso2}
          preferredCountries={PREFERRED_COUNTRIES}
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
          id={controlId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="Mobile number"
          disabled={disabled}
          {...describedBy(controlId, error)}
          {...input}
          className={cn(
            'block h-11 w-full min-w-0 rounded-r-md border bg-white px-3 text-slate-900 shadow-sm placeholder:text-slate-400',
            'focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none',
            error ? 'border-red-500' : 'border-slate-300',
          )}
        />
      </div>
    </Field>
  );
}
