/** Lets the header's greeting follow a profile edit without a reload. */
const PROFILE_UPDATED_EVENT = 'frcr:profile-updated';

export type ProfileSummary = { fullName: string; profile: string | null };

export function announceProfileUpdate(summary: ProfileSummary) {
  window.dispatchEvent(new CustomEvent<ProfileSummary>(PROFILE_UPDATED_EVENT, { detail: summary }));
}

export function onProfileUpdate(listener: (summary: ProfileSummary) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ProfileSummary>).detail);
  window.addEventListener(PROFILE_UPDATED_EVENT, handler);
  return () => window.removeEventListener(PROFILE_UPDATED_EVENT, handler);
}
