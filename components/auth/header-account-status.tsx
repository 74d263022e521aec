'use client';

import { useEffect, useState } from 'react';

import { onProfileUpdate } from '@/lib/browser/profile-events';
import { carriesSignedInHint, signedInHintLine } from '@/lib/security/signed-in-hint';
import { storedFileUrl } from '@/lib/storage/files';

import {
  HeaderAccount,
  type HeaderAccountLinks,
  type HeaderStudent,
} from '@/components/site/header-account';

import { signedInProfile } from './signed-in-profile';

type State =
  { kind: 'checking' } | { kind: 'visitor' } | { kind: 'student'; student: HeaderStudent };

/**
 * Without the sign-in hint there is no sign-in to look up, and a visitor's page asks nothing.
 * With it, Auth.js's own session endpoint says whether the sign-in is still there (answering 200
 * and no session, never the token, when it is not), so a visitor's page makes no failing profile
 * request (whose 403 would end the session); the hint is renewed or dropped by the answer.
 */
async function hasSession(): Promise<boolean> {
  if (!carriesSignedInHint(document.cookie)) return false;
  const response = await fetch('/api/auth/session', { cache: 'no-store' });
  const session = (await response.json().catch(() => null)) as { studentId?: number } | null;
  const signedIn = typeof session?.studentId === 'number';
  const secure = window.location.protocol === 'https:';
  document.cookie = signedIn ? signedInHintLine(secure) : signedInHintLine(secure, 0);
  return signedIn;
}

/**
 * The header's account corner as a client island, so pages stay static: it asks for the profile
 * once on mount when there is a session (ownProfile, shared with the page's other islands) and
 * shows the greeting, or Sign In / Sign Up.
 */
export function HeaderAccountStatus({ links }: { links: HeaderAccountLinks }) {
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    let live = true;
    hasSession()
      .then((signedIn) => (signedIn ? signedInProfile() : null))
      .then((profile) => {
        if (!live) return;
        setState(
          profile
            ? {
                kind: 'student',
                student: { fullName: profile.fullName, profileUrl: storedFileUrl(profile.profile) },
              }
            : { kind: 'visitor' },
        );
      })
      .catch(() => {
        if (live) setState({ kind: 'visitor' });
      });
    const stop = onProfileUpdate((summary) =>
      setState({
        kind: 'student',
        student: { fullName: summary.fullName, profileUrl: storedFileUrl(summary.profile) },
      }),
    );
    return () => {
      live = false;
      stop();
    };
  }, []);

  if (state.kind === 'student') return <HeaderAccount student={state.student} links={links} />;
  // While checking, the links hold their place unseen, so a student never sees them flash.
  return (
    <div className={state.kind === 'checking' ? 'invisible' : undefined}>
      <HeaderAccount links={links} />
    </div>
  );
}
