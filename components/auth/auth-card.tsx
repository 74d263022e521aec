import type { ReactNode } from 'react';

import { Container } from '@/components/ui/container';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the form ("Don't have an account? Sign Up"). */
  footer?: ReactNode;
  wide?: boolean;
};

/** The frame of the sign-in, sign-up and recovery screens. */
export function AuthCard({ title, subtitle, children, footer, wide = false }: AuthCardProps) {
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-slate-50 py-12 sm:py-16">
      <Container className="flex justify-center">
        <div
          className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8`}
        >
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h1>
          {subtitle ? <p className="mt-2 text-slate-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
          {footer ? (
            <div className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
              {footer}
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
