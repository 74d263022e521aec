'use client';

import { useEffect, useState } from 'react';

import { callBff } from '@/lib/browser/bff';
import { onProfileUpdate } from '@/lib/browser/profile-events';
import type { Profile } from '@/lib/contract/accounts';
import { storedFileUrl } from '@/lib/contract/files';

import { HeaderAccount, type HeaderStudent } from '@/components/site/header-account';

type State =
  { kind: 'checking' } | { kind: 'visitor' } | { kind: 'student'; student: HeaderStudent };

/**
 * The header's account corner as a client island, so pages stay static: it asks the BFF for the
 * profile once on mount (spec 000 §7) and shows the greeting, or Sign In / Sign Up.
 */
export function HeaderAccountStatus() {
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    let live = true;
    callBff<Profile[]>('student/getprofile')
      .then((answer) => {
        if (!live) return;
        const profile = answer.status === 200 ? answer.data?.[0] : undefined;
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

  if (state.kind === 'student') return <HeaderAccount student={state.student} />;
  // While checking, the links hold their place unseen, so a student never sees them flash.
  return (
    <div className={state.kind === 'checking' ? 'invisible' : undefined}>
      <HeaderAccount />
    </div>
  );
}
