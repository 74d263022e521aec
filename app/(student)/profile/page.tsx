import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { SESSION_ENDED_PATH } from '@/lib/accounts/end-sign-in';
import { requireStudent } from '@/lib/accounts/request-context';

import { ProfileArea } from '@/components/profile/profile-area';
import { viewForSlug } from '@/components/profile/profile-views';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { Container } from '@/components/ui/container';
import { accountCalls } from '@/lib/accounts/calls';

export const metadata: Metadata = {
  title: 'Profile',
  robots: { index: false },
};

type Props = { searchParams: Promise<{ tab?: string | string[] }> };

export default async function ProfilePage({ searchParams }: Props) {
  const { api } = await requireStudent('profile', accountCalls);
  const [profile] = (await api.getProfile({})).data;
  if (!profile) redirect(SESSION_ENDED_PATH);

  const { tab } = await searchParams;
  return (
    <>
      <BreadcrumbBanner
        title="Profile"
        items={[{ label: 'Home', href: '/' }, { label: 'Profile' }]}
      />
      <Container className="py-10 sm:py-14">
        <ProfileArea
          profile={profile}
          initialView={viewForSlug(Array.isArray(tab) ? tab[0] : tab)}
        />
      </Container>
    </>
  );
}
