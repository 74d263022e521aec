'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import 'react-international-phone/style.css';

import { loadOnce } from '@/lib/browser/load-once';

import { cn } from '@/components/ui/cn';

import { countryBadge, dialCodeTyped, PREFERRED_BY_DIAL_CODE } from './country-codes';
import { describedBy, Field } from './field';

type CountryPicker = typeof import('./country-picker');

/*
 * The country picker (react-international-phone with its 245 countries, 13 kB gzipped, and its
 * list's markup) is fetched once the form is on screen: until it arrives — or if it never does —
 * the field is the same control without the list, a country badge and a working number box.
 */
let loadedPicker: CountryPicker | null = null;
const loadCountryPicker = loadOnce(() =>
  import('./country-picker').then((picker) => (loadedPicker = picker)),
);

function useCountryPicker(): CountryPicker | null {
  const [picker, setPicker] = useState(loadedPicker);
  useEffect(() => {
    if (picker) return;
    let mounted = true;
    loadCountryPicker().then(
      (loaded) => mounted && setPicker(loaded),
      () => {}, // the plain control stays; the next form to mount tries again
    );
    return () => {
      mounted = false;
    };
  }, [picker]);
  return picker;
}

/**
 * Keeps the caret in the number box when the picker replaces the plain control under it. Only
 * when the swap itself lost the focus: the plain box goes without a blur, and a person typing
 * fast may already be in the next field, whose text must not land in the number box.
 */
function useFocusCarriedOver(controlId: string, swapped: boolean) {
  const focused = useRef(false);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (swapped && focused.current && lost) document.getElementById(controlId)?.focus();
  }, [controlId, swapped]);
  return {
    onFocus: () => (focused.current = true),
    onBlur: () => (focused.current = false),
  };
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

/**
 * The picker's closed country button, drawn with the library's own classes before it loads; with
 * spans where the library has divs, as a button may hold only phrasing content.
 */
function CountryButtonShell({ dialCode, className }: { dialCode: string; className?: string }) {
  const iso2 = PREFERRED_BY_DIAL_CODE[dialCode];
  return (
    <div className="react-international-phone-country-selector">
      <button
        type="button"
        aria-label="Country selector"
        className={cn('react-international-phone-country-selector-button', className)}
      >
        <span className="react-international-phone-country-selector-button__button-content">
          {iso2 ? (
            // eslint-disable-next-line @next/next/no-img-element -- an inline SVG badge
            <img
              className="react-international-phone-flag-emoji react-international-phone-country-selector-button__flag-emoji"
              src={countryBadge(iso2)}
              alt=""
            />
          ) : null}
          <span className="react-international-phone-country-selector-button__dropdown-arrow" />
        </span>
      </button>
    </div>
  );
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
  const picker = useCountryPicker();
  const focus = useFocusCarriedOver(controlId, picker !== null);
  // The plain box shows what was typed, so a "+44" can be typed over the "+91" it starts with.
  const [typed, setTyped] = useState<string | null>(null);
  // The picker is given back the number it reported, not one rebuilt from the parts: half-typed
  // ("+4") the parts name another country, and a rebuilt value would garble what is being typed.
  const [reported, setReported] = useState<string | null>(null);
  const numberProps = {
    id: controlId,
    autoComplete: 'tel',
    ...describedBy(controlId, error),
  };
  return (
    <Field id={controlId} label={label} error={error}>
      {picker ? (
        <picker.CountryPhoneInput
          value={reported ?? `+${countryCode}${mobileNumber}`}
          onChange={(phone, meta) => {
            setReported(phone);
            onChange(splitPhone(phone, meta.country.dialCode));
          }}
          disabled={disabled}
          style={themed}
          className="w-full"
          inputClassName="flex-1 !px-3"
          inputProps={numberProps}
          countrySelectorStyleProps={{ buttonClassName: '!px-2' }}
        />
      ) : (
        <div className="react-international-phone-input-container w-full" style={themed}>
          <CountryButtonShell dialCode={countryCode} className="!px-2" />
          <input
            type="tel"
            {...numberProps}
            {...focus}
            className="react-international-phone-input flex-1 !px-3"
            value={typed ?? `+${countryCode} ${mobileNumber}`}
            onChange={(event) => {
              setTyped(event.target.value);
              onChange(
                splitPhone(event.target.value, dialCodeTyped(event.target.value, countryCode)),
              );
            }}
            disabled={disabled}
          />
        </div>
      )}
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
  const picker = useCountryPicker();
  // Chosen in the list; until then the country is the stored dial code's.
  const [chosen, setChosen] = useState<string | null>(null);
  const buttonClassName = '!h-11 !rounded-r-none !px-2';
  return (
    <Field id={controlId} label={label} error={error}>
      <div className="flex" style={themed}>
        {picker ? (
          <picker.CountryCodeSelector
            selectedCountry={chosen ?? picker.countryForDialCode(countryCode)}
            disabled={disabled}
            onSelect={(country) => {
              setChosen(country.iso2);
              onCountryCode(country.dialCode);
            }}
            buttonClassName={buttonClassName}
          />
        ) : (
          <CountryButtonShell dialCode={countryCode} className={buttonClassName} />
        )}
        <span className="flex h-11 items-center border-y border-slate-300 bg-slate-50 px-2 text-slate-600">
          +{countryCode}
        </span>
        <input
          id={controlId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
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
