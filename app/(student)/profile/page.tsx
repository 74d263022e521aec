import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { api } from '@/lib/api';
import { signInHref } from '@/lib/auth-redirects';
import { endSessionOn403, SESSION_ENDED_PATH } from '@/lib/session/end-session';
import { asApiSession, getStudentSession } from '@/lib/session/student-session';

import { ProfileArea } from '@/components/profile/profile-area';
import { viewForSlug } from '@/components/profile/profile-views';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { Container } from '@/components/ui/container';

export const metadata: Metadata = {
  title: 'Profile',
  robots: { index: false },
};

type Props = { searchParams: Promise<{ tab?: string | string[] }> };

export default async function ProfilePage({ searchParams }: Props) {
  const session = await getStudentSession();
  if (!session) redirect(signInHref('profile'));

  let profile;
  try {
    [profile] = (await api.getProfile({}, asApiSession(session))).data;
  } catch (error) {
    endSessionOn403(error);
    throw error;
  }
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
