'use client';

import { useState, type KeyboardEvent } from 'react';

import type { Profile } from '@/lib/accounts/calls';
import { storedFileUrl } from '@/lib/storage/files';

import { PlanHistory } from '@/components/plans/plan-history';
import { PROFILE_VIEWS, type ProfileView } from '@/components/profile/profile-views';
import { ChangePasswordForm } from '@/components/profile/change-password-form';
import { EditProfileForm } from '@/components/profile/edit-profile-form';
import { SiteFeedbackForm } from '@/components/profile/feedback-form';
import { SignOutButton } from '@/components/profile/sign-out-button';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/cn';
import { HandlerButton } from '@/components/ui/handler-button';

type ProfileAreaProps = {
  profile: Profile;
  initialView?: ProfileView;
};

/** The profile area: a sidebar of four views and Sign Out, and the chosen view. */
export function ProfileArea({ profile: initial, initialView = 'editProfile' }: ProfileAreaProps) {
  const [view, setView] = useState<ProfileView>(initialView);
  const [profile, setProfile] = useState(initial);

  const choose = (next: ProfileView) => {
    setView(next);
    const slug = PROFILE_VIEWS.find((v) => v.key === next)?.slug;
    // Keep the tab in the address, so a reload or a shared link opens the same view.
    window.history.replaceState(
      null,
      '',
      next === 'editProfile' ? '/profile' : `/profile?tab=${slug}`,
    );
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = PROFILE_VIEWS[(index + step + PROFILE_VIEWS.length) % PROFILE_VIEWS.length];
    choose(next.key);
    document.getElementById(`profile-tab-${next.slug}`)?.focus();
  };

  const current = PROFILE_VIEWS.find((v) => v.key === view)!;

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:gap-8">
      <aside className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex items-center gap-3 border-b border-slate-100 pb-5">
          <Avatar
            src={storedFileUrl(profile.profile)}
            alt=""
            size={56}
            className="ring-2 ring-brand-100"
          />
          <div className="min-w-0">
            <p className="truncate font-bold text-slate-900">{profile.fullName}</p>
            <p className="truncate text-sm text-slate-500">{profile.email}</p>
          </div>
        </div>
        <div
          role="tablist"
          aria-orientation="vertical"
          aria-label="Profile"
          className="mt-4 flex flex-col gap-1"
        >
          {PROFILE_VIEWS.map((item, index) => {
            const selected = item.key === view;
            return (
              <HandlerButton
                key={item.key}
                id={`profile-tab-${item.slug}`}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls="profile-panel"
                tabIndex={selected ? 0 : -1}
                onClick={() => choose(item.key)}
                onKeyDown={(event) => onTabKey(event, index)}
                className={cn(
                  'rounded-lg px-4 py-2.5 text-left font-semibold transition-colors',
                  selected
                    ? 'bg-brand-700 text-white shadow-sm'
                    : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800',
                )}
              >
                {item.label}
              </HandlerButton>
            );
          })}
        </div>
        <div className="mt-4 border-t border-slate-100 pt-4">
          <SignOutButton className="flex w-full items-center gap-2 rounded-lg px-4 py-2.5 text-left font-semibold text-red-700 hover:bg-red-50" />
        </div>
      </aside>

      <section
        id="profile-panel"
        role="tabpanel"
        aria-labelledby={`profile-tab-${current.slug}`}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 className="mb-6 text-2xl font-bold text-slate-900">{current.label}</h2>
        {view === 'editProfile' ? <EditProfileForm profile={profile} onSaved={setProfile} /> : null}
        {view === 'changePassword' ? <ChangePasswordForm /> : null}
        {view === 'subscriptionPlan' ? <PlanHistory /> : null}
        {view === 'feedback' ? <SiteFeedbackForm /> : null}
      </section>
    </div>
  );
}
