import type { PublicMessages } from '@school/api';

/** The campus facilities and their counts (spec 000 §1), named in the reader's language. */
export const facilities = (messages: PublicMessages) =>
  [
    { label: messages.facilityComputerLab, count: 4 },
    { label: messages.facilityChemicalLab, count: 2 },
    { label: messages.facilityMiniStadium, count: 1 },
    { label: messages.facilityBasketBall, count: 1 },
    { label: messages.facilityClassRooms, count: 55 },
    { label: messages.facilityOffice, count: 10 },
  ] as const;
