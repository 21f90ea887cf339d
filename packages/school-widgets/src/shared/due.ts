import type { Messages } from '@school/api';
import type { Texts } from './intl/texts';

// ─── The due chip of an assignment (spec 001 §4): the student's assignments and dashboard ─────

export const DUE_SOON_MS = 24 * 60 * 60 * 1000;

/** The student's chip: Overdue when past, Due Soon when less than 24 hours away, else Upcoming. */
export type DueChip = 'overdue' | 'dueSoon' | 'upcoming';
export function dueChip(dueIso: string, now: number): DueChip {
  const left = Date.parse(dueIso) - now;
  if (left < 0) return 'overdue';
  if (left < DUE_SOON_MS) return 'dueSoon';
  return 'upcoming';
}

/** The student's due chip in the reader's language (Overdue, Due Soon, Upcoming): `dueChipText(t, chip)`. */
export function dueChipText({ messages }: Pick<Texts<Messages>, 'messages'>, chip: DueChip): string {
  return { overdue: messages.chipOverdue, dueSoon: messages.chipDueSoon, upcoming: messages.chipUpcoming }[chip];
}

export const dueChipTone = { overdue: 'danger', dueSoon: 'warning', upcoming: 'info' } as const;
