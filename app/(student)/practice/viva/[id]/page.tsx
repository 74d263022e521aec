import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { IntentLink as Link } from '@/components/ui/intent-link';
import { routes } from '@/lib/routes';
import { idFromUrl } from '@/lib/url-ids';
import { loadVivaRoom } from '@/lib/viva-rooms/loaders';
import { vivaTexts } from '@/lib/viva-rooms/texts';
import { vivaIceServers } from '@/lib/viva-rooms/voice-config';

import { Container } from '@/components/ui/container';
import { JoinVivaRoom } from '@/components/viva-rooms/join-room';
import { VivaRoomScreen } from '@/components/viva-rooms/room-screen';

export const metadata: Metadata = {
  title: vivaTexts.heading,
  robots: { index: false },
};

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ invite?: string | string[] }>;
};

/**
 * A viva room (docs/viva-rooms.md): the two people in it see their own view of it; someone
 * bringing the invitation is offered to join; anyone else gets the 404 page.
 */
export default async function VivaRoomPage({ params, searchParams }: Props) {
  const roomId = idFromUrl((await params).id, { canonical: true });
  if (roomId === null) notFound();
  const { invite } = await searchParams;
  const room = await loadVivaRoom(roomId);
  if (!room && typeof invite !== 'string') notFound();
  return (
    <Container className="py-6 sm:py-8">
      <div className="mb-4 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{vivaTexts.heading}</h1>
        <Link
          href={routes.practice.path}
          className="text-sm font-semibold text-brand-700 underline"
        >
          Back to practice
        </Link>
      </div>
      {room ? (
        <VivaRoomScreen initial={room} iceServers={vivaIceServers()} />
      ) : (
        <JoinVivaRoom roomId={roomId} invite={invite as string} />
      )}
    </Container>
  );
}
