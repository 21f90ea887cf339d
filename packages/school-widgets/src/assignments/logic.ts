import dayjs from 'dayjs';
import type { AssignmentLinkType, SubmissionEntry, SubmissionStatus, SubmissionStudent, SubmissionType } from '@school/api';
import type { Texts } from '../shared/intl';

// ─── Pure rules of the assignment screens (spec 001 §4, §5, §9) ──────────────────────────────

export { DUE_SOON_MS, dueChip, dueChipText, dueChipTone, type DueChip } from '../shared/due';

/** The teacher's status: Expired once the due date has passed, else Active. */
export const isExpired = (dueIso: string, now: number) => Date.parse(dueIso) < now;

/** The due date sent to the server: the teacher's local date and time as an ISO instant ("date 'T' time"). */
export function composeDueDate(date: string, time: string): string {
  return dayjs(`${date}T${time}`).toISOString();
}
/** The dialog's two fields from a stored instant, in the teacher's time zone. */
export function splitDueDate(iso: string): { date: string; time: string } {
  const d = dayjs(iso);
  return { date: d.format('YYYY-MM-DD'), time: d.format('HH:mm') };
}

/** Which fields a submission shows by the assignment's type (spec 001 §5 Submission dialog). */
export function submissionFields(type: SubmissionType): { text: boolean; file: boolean } {
  return { text: type !== 'file', file: type !== 'text' };
}

/** A submission type in the reader's language. */
export function submissionTypeText({ messages }: Texts, type: SubmissionType): string {
  return { text: messages.assignmentTypeText, file: messages.assignmentTypeFile, 'file+text': messages.assignmentTypeFileText }[type];
}

export const studentName = (s: Pick<SubmissionStudent, 'firstName' | 'middleName' | 'lastName'>) =>
  `${s.firstName} ${s.middleName} ${s.lastName}`;

/** A submission's status in the reader's language. */
export function statusText({ messages }: Texts, status: SubmissionStatus): string {
  return {
    submitted: messages.assignmentStatusSubmitted,
    pending: messages.assignmentStatusPending,
    graded: messages.assignmentStatusGraded,
  }[status];
}
export const statusTone = { submitted: 'info', pending: 'neutral', graded: 'success' } as const;

export type SubmissionFilter = 'all' | SubmissionStatus;

/** The Submitted Assignments list: by status, then by a search over name, ID and email. */
export function filterSubmissions(entries: readonly SubmissionEntry[], filter: SubmissionFilter, search: string): SubmissionEntry[] {
  const q = search.trim().toLowerCase();
  return entries.filter((e) => {
    if (filter !== 'all' && e.status !== filter) return false;
    if (!q) return true;
    const s = e.student_id;
    return [studentName(s), s.ID, s.email ?? ''].some((v) => v.toLowerCase().includes(q));
  });
}

/** The link selector's choices: the five slots and none. */
export const LINK_TYPES: readonly AssignmentLinkType[] = ['finalExam', 'midExam', 'teachExam1', 'teachExam2', 'teachExam3', 'none'];

/** A grade is a number from 0 to the slot's value (spec 001 §5); null when it is fine. */
export function gradeError({ messages, fill }: Texts, raw: string, max: number): string | null {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0 || value > max) return fill(messages.gradeOutOfRange, { value: max });
  return null;
}

/** The gradereportstudent body that writes `value` into the linked slot, keeping the other teacher exams. */
export function gradeRequest(
  slot: Exclude<AssignmentLinkType, 'none'>,
  value: number,
  current: { teachExam: (number | null)[] },
): { finalExam?: number; midExam?: number; teachExam?: (number | null)[] } {
  if (slot === 'finalExam') return { finalExam: value };
  if (slot === 'midExam') return { midExam: value };
  const teachExam = [...current.teachExam];
  teachExam[Number(slot.slice(-1)) - 1] = value;
  return { teachExam };
}
