'use client';

import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { bffFor } from '@/lib/calls/browser-client';
import type { ContactInput, policyCalls } from '@/lib/policies/calls';
import { policyEndpoints } from '@/lib/policies/endpoints';
import { CONTACT_TEXT_LIMIT } from '@/lib/policies/texts';

import { cn } from '@/components/ui/cn';
import { lazyZodResolver, SubmitButton, TextareaField, TextField } from '@/components/ui/form';

const bff = bffFor<typeof policyCalls>(policyEndpoints);

const validation = lazyZodResolver(() =>
  import('@/lib/policies/calls').then((calls) => calls.contactSchema),
);

/** The contact page's alerts; success shows the server's own message. */
const contactAlerts = {
  failed: 'Something went wrong.',
  error: 'Error sending message.',
} as const;

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** Email and message, checked with the call's schema, sent with `bff.contact`. */
export function ContactForm() {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({
    resolver: validation.resolver,
    defaultValues: { email: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await bff.contact(values);
      if (answer.status === 200) {
        setOutcome({ tone: 'success', text: answer.message || 'Message sent.' });
        reset();
      } else {
        setOutcome({ tone: 'error', text: contactAlerts.failed });
      }
    } catch {
      setOutcome({ tone: 'error', text: contactAlerts.error });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={validation.preload}
      noValidate
      aria-describedby={`${id}-note`}
      className="space-y-6"
    >
      <p id={`${id}-note`} className="text-sm text-slate-600">
        We answer every message by email, usually within two working days.
      </p>
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextareaField
        id={`${id}-message`}
        label="Message"
        rows={6}
        maxLength={CONTACT_TEXT_LIMIT}
        placeholder="How can we help?"
        error={errors.message?.message}
        {...register('message')}
      />

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

      <SubmitButton size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </SubmitButton>
    </form>
  );
}
