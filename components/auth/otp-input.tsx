'use client';

import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

import { OTP_LENGTH } from '@/lib/calls/domain';

import { cn } from '@/components/ui/cn';

type OtpInputProps = {
  /** The digits entered so far, one per box (spaces for empty boxes are not used). */
  value: string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
};

export const emptyOtp = () => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * Six single-digit boxes: a digit moves focus to the next box, Backspace on an
 * empty box moves back, and pasting exactly six digits fills them all; any other paste is ignored.
 */
export function OtpInput({ value, onChange, invalid, disabled, describedBy }: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => boxes.current[index]?.focus();

  const setDigit = (index: number, digit: string) => {
    const next = [...value];
    next[index] = digit;
    onChange(next);
  };

  const onInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (!digits) {
      setDigit(index, '');
      return;
    }
    // Typing into a filled box replaces its digit with the one just typed.
    setDigit(index, digits[digits.length - 1]);
    if (index < OTP_LENGTH - 1) focus(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text').trim();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(text)) return;
    onChange(text.split(''));
    focus(OTP_LENGTH - 1);
  };

  return (
    <div className="flex justify-between gap-2 sm:gap-3" role="group" aria-label="One-time code">
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={2}
          disabled={disabled}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(
            'size-12 rounded-lg border bg-white text-center text-xl font-bold text-slate-900 shadow-sm sm:size-14 sm:text-2xl',
            'focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none',
            invalid ? 'border-red-500' : 'border-slate-300',
          )}
        />
      ))}
    </div>
  );
}
