import type { accountCalls, Profile } from '@/lib/accounts/calls';
import { accountEndpoints } from '@/lib/accounts/endpoints';
import { onProfileUpdate } from '@/lib/browser/profile-events';
import { bffFor } from '@/lib/calls/browser-client';

const accounts = bffFor<typeof accountCalls>(accountEndpoints);

let asked: Promise<Profile | null> | null = null;
let following = false;

/**
 * The signed-in student's profile, asked once per page load and shared by the islands that show
 * it (the header's greeting, the email over a playing lesson). Signing in or out loads a new
 * page, so the answer cannot outlive its student. Null when it could not be read; a refusal or a
 * failure is not kept, and a profile edit forgets the answer.
 */
export function ownProfile(): Promise<Profile | null> {
  if (!following) {
    onProfileUpdate(forgetOwnProfile);
    following = true;
  }
  if (!asked) {
    const asking = accounts
      .getProfile({})
      .then((answer) => (answer.status === 200 ? (answer.data?.[0] ?? null) : null));
    asked = asking;
    const forgetThis = () => {
      if (asked === asking) asked = null;
    };
    asking.then((profile) => profile ?? forgetThis(), forgetThis);
  }
  return asked;
}

/** The next `ownProfile()` asks again. */
export function forgetOwnProfile(): void {
  asked = null;
}
