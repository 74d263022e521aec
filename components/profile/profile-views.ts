/** The profile area's views, in sidebar order; `slug` is their `?tab=` value. */
export const PROFILE_VIEWS = [
  { key: 'editProfile', slug: 'edit-profile', label: 'Edit Profile' },
  { key: 'changePassword', slug: 'change-password', label: 'Change Password' },
  { key: 'subscriptionPlan', slug: 'subscription-plan', label: 'Subscription Plan' },
  { key: 'feedback', slug: 'feedback', label: 'Feedback' },
] as const;
export type ProfileView = (typeof PROFILE_VIEWS)[number]['key'];

/** The view for a `?tab=` slug; Edit Profile by default. */
export function viewForSlug(slug: string | null | undefined): ProfileView {
  return PROFILE_VIEWS.find((view) => view.slug === slug)?.key ?? 'editProfile';
}
