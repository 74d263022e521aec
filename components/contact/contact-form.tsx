'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { contactSchema, type ContactInput } from '@/lib/contract/pages';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/** The contact page's alerts (001 §8); success shows the server's own message. */
export const contactAlerts = {
  failed: 'Something went wrong.',
  error: 'Error sending message.',
} as const;

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const fieldClass =
  'mt-2 block w-full rounded-lg border bg-white px-4 py-3 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/** Email and message, checked with the contract's schema, sent to the BFF's contactus/save. */
export function ContactForm() {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { email: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const response = await fetch('/api/contactus/save', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(values),
      });
      const envelope = (await response.json()) as { status?: number; message?: string };
      if (response.ok && envelope.status === 200) {
        setOutcome({ tone: 'success', text: envelope.message || 'Message sent.' });
        reset();
      } else {
        setOutcome({ tone: 'error', text: contactAlerts.failed });
      }
    } catch {
      setOutcome({ tone: 'error', text: contactAlerts.error });
    }
  });

  const emailError = errors.email?.message;
  const messageError = errors.message?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={`${id}-note`} className="space-y-6">
      <p id={`${id}-note`} className="text-sm text-slate-600">
        We answer every message by email, usually within two working days.
      </p>
      <div>
        <label htmlFor={`${id}-email`} className="block font-semibold text-slate-900">
          Email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          className={cn(fieldClass, emailError ? 'border-red-600' : 'border-slate-300')}
          {...register('email')}
        />
        {emailError ? (
          <p id={`${id}-email-error`} className="mt-2 text-sm font-medium text-red-700">
            {emailError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="block font-semibold text-slate-900">
          Message
        </label>
        <textarea
          id={`${id}-message`}
          rows={6}
          maxLength={5000}
          placeholder="How can we help?"
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${id}-message-error` : undefined}
          className={cn(
            fieldClass,
            'resize-y',
            messageError ? 'border-red-600' : 'border-slate-300',
          )}
          {...register('message')}
        />
        {messageError ? (
          <p id={`${id}-message-error`} className="mt-2 text-sm font-medium text-red-700">
            {messageError}
          </p>
        ) : null}
      </div>

      <div aria-live="polite">
        {outcome ? (
          <p
            role={outcome.tone === 'error' ? 'alert' : 'status'}
            className={cn(
              'rounded-lg px-4 py-3 text-sm font-medium',
              outcome.tone === 'success'
                ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
                : 'bg-red-50 text-red-800 ring-1 ring-red-200',
            )}
          >
            {outcome.text}
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
