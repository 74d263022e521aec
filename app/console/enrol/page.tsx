import type { Metadata } from 'next';
import QRCode from 'qrcode';

import { firstIssueMessage } from '@/lib/calls/define-call';
import { ApiError, gatewayFor } from '@/lib/calls/api';
import { operatorCalls } from '@/lib/operators/calls';
import { ROLE_LABELS } from '@/lib/access/roles';
import { operatorAccountMessages } from '@/lib/operators/texts';
import { routes } from '@/lib/routes';

import { EnrolmentForm } from '@/components/operators/enrolment-form';
import { Container } from '@/components/ui/container';
import { IntentLink } from '@/components/ui/intent-link';
import { CONSOLE_CONTENT } from '@/components/console/console-skip-link';

const api = gatewayFor(operatorCalls);

// The link's token is in the address: no page it leads to is told it.
export const metadata: Metadata = { title: 'Enrol', referrer: 'no-referrer' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where an invited operator enrols: a password, an authenticator app, recovery codes. */
export default async function ConsoleEnrolPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const parsed = operatorCalls.enrolmentDetails.request.safeParse({
    token: Array.isArray(raw) ? raw[0] : raw,
  });
  let problem = parsed.success ? null : firstIssueMessage(parsed.error);
  let details = null;
  if (parsed.success) {
    try {
      details = (await api.enrolmentDetails(parsed.data)).data;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      problem = error.status === 404 ? operatorAccountMessages.linkNotValid : error.message;
    }
  }

  const qrCode = details
    ? await QRCode.toDataURL(details.totpUri, { margin: 1, width: 200 })
    : null;

  return (
    <Container id={CONSOLE_CONTENT} tabIndex={-1} className="py-12 focus:outline-none sm:py-16">
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-slate-900">Enrol in the console</h1>
        {!details || !parsed.success ? (
          <>
            <p role="alert" className="mt-4 font-semibold text-red-800">
              {problem}
            </p>
            <p className="mt-4 text-sm">
              <IntentLink href={routes.consoleSignIn.path} className="text-brand-700 underline">
                Console sign-in
              </IntentLink>
            </p>
          </>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-700">
              You are invited as <strong>{ROLE_LABELS[details.role]}</strong> with{' '}
              <strong>{details.email}</strong>.
            </p>
            <ol className="mt-6 space-y-6 text-sm text-slate-800">
              <li>
                <h2 className="font-semibold text-slate-900">
                  1. Add the console to your authenticator app
                </h2>
                <p className="mt-1 text-slate-600">
                  Scan the code with an app such as Google Authenticator, Microsoft Authenticator,
                  1Password or Aegis, or type the key.
                </p>
                {/* eslint-disable-next-line @next/next/no-img-element -- a data: image made here */}
                <img
                  src={qrCode!}
                  alt="QR code to add the console to an authenticator app"
                  width={200}
                  height={200}
                  className="mt-3 rounded ring-1 ring-slate-200"
                />
                <p className="mt-2">
                  Key: <code className="font-mono break-all">{details.totpSecret}</code>
                </p>
              </li>
              <li>
                <h2 className="font-semibold text-slate-900">
                  2. Choose a password and enter the app&apos;s code
                </h2>
                <EnrolmentForm token={parsed.data.token} email={details.email} />
              </li>
            </ol>
          </>
        )}
      </div>
    </Container>
  );
}
