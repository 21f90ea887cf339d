import { publicMessages as messages } from '@school/api';

/** The campus facilities and their counts (spec 000 §1). */
export const facilities = [
  { label: messages.facilityComputerLab, count: 4 },
  { label: messages.facilityChemicalLab, count: 2 },
  { label: messages.facilityMiniStadium, count: 1 },
  { label: messages.facilityBasketBall, count: 1 },
  { label: messages.facilityClassRooms, count: 55 },
  { label: messages.facilityOffice, count: 10 },
] as const;
