'use client';

import {
  CountrySelector,
  defaultCountries,
  parseCountry,
  PhoneInput,
  type CountrySelectorProps,
  type PhoneInputProps,
} from 'react-international-phone';

import { countryBadge, PREFERRED_COUNTRIES, PREFERRED_BY_DIAL_CODE } from './country-codes';

/*
 * The phone fields' country picker (react-international-phone and its 245 countries), loaded by
 * './phone-field' after the form is on screen so it is not in the page's first JavaScript.
 */

const COUNTRY_BADGES = defaultCountries.map((country) => {
  const { iso2 } = parseCountry(country);
  return { iso2, src: countryBadge(iso2) };
});

/** The country for a stored dial code (91 → India). */
export function countryForDialCode(dialCode: string): string {
  if (PREFERRED_BY_DIAL_CODE[dialCode]) return PREFERRED_BY_DIAL_CODE[dialCode];
  const match = defaultCountries.map(parseCountry).find((c) => c.dialCode === dialCode);
  return match?.iso2 ?? 'in';
}

/** One international number, India (+91) first; at most 15 digits, as the library allows. */
export function CountryPhoneInput(props: Omit<PhoneInputProps, 'flags' | 'preferredCountries'>) {
  return (
    <PhoneInput
      defaultCountry="in"
      {...props}
      preferredCountries={PREFERRED_COUNTRIES}
      flags={COUNTRY_BADGES}
    />
  );
}

/** The country button and its list alone, beside a number box of the caller's. */
export function CountryCodeSelector(
  props: Omit<CountrySelectorProps, 'flags' | 'preferredCountries'>,
) {
  return (
    <CountrySelector {...props} preferredCountries={PREFERRED_COUNTRIES} flags={COUNTRY_BADGES} />
  );
}
