import type { Profile } from '@/lib/accounts/calls';

/**
 * The signed-in student's profile (`ownProfile`, one answer shared by the page's islands), with
 * its module, the BFF client and the account calls loaded only when it is asked for: the header
 * asks only when there is a sign-in, the lesson player when play is pressed, so a public page's
 * first load carries none of them (docs/performance.md).
 */
export const signedInProfile = (): Promise<Profile | null> =>
  import('./own-profile').then(({ ownProfile }) => ownProfile());
