'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

import { slotsOverlap, type Slot } from '@/lib/live-sessions/texts';

type BookedSlotsValue = {
  /** Whether `slot` overlaps a session the student has booked on the page. */
  conflictsWith(sessionId: number, slot: Slot): boolean;
  add(sessionId: number, slot: Slot): void;
  remove(sessionId: number): void;
};

const BookedSlots = createContext<BookedSlotsValue | null>(null);

/**
 * The sessions the student has booked, as far as this page knows them, so a card can refuse an
 * overlapping slot before asking the server (which decides in the end).
 */
export function BookedSlotsProvider({
  initial,
  children,
}: {
  initial: (Slot & { sessionId: number })[];
  children: ReactNode;
}) {
  const [booked, setBooked] = useState(initial);
  const conflictsWith = useCallback(
    (sessionId: number, slot: Slot) =>
      booked.some((other) => other.sessionId !== sessionId && slotsOverlap(slot, other)),
    [booked],
  );
  const add = useCallback(
    (sessionId: number, slot: Slot) => setBooked((list) => [...list, { sessionId, ...slot }]),
    [],
  );
  const remove = useCallback(
    (sessionId: number) =>
      setBooked((list) => list.filter((other) => other.sessionId !== sessionId)),
    [],
  );
  const value = useMemo(() => ({ conflictsWith, add, remove }), [conflictsWith, add, remove]);
  return <BookedSlots.Provider value={value}>{children}</BookedSlots.Provider>;
}

const alone: BookedSlotsValue = { conflictsWith: () => false, add: () => {}, remove: () => {} };

export function useBookedSlots(): BookedSlotsValue {
  return useContext(BookedSlots) ?? alone;
}
