import { describe, expect, it } from 'vitest';
import { loadCatalogue, type SubmissionEntry } from '@school/api';
import { textsIn } from '../shared/intl';
import {
  composeDueDate,
  dueChip,
  dueChipText,
  filterSubmissions,
  gradeError,
  gradeRequest,
  isExpired,
  splitDueDate,
  statusText,
  submissionFields,
  submissionTypeText,
} from './logic';
import { attendanceSummary, defaultDay, matchesStudent, periodDays } from '../attendance/logic';

const now = Date.parse('2026-11-22T09:00:00Z');
const t = textsIn('en');

describe('assignment rules', () => {
  it('chips: Overdue when past, Due Soon under 24 hours, else Upcoming', () => {
    expect(dueChip('2026-11-22T08:59:00Z', now)).toBe('overdue');
    expect(dueChip('2026-11-23T08:59:00Z', now)).toBe('dueSoon');
    expect(dueChip('2026-11-23T09:00:00Z', now)).toBe('upcoming');
    expect(isExpired('2026-11-22T08:59:00Z', now)).toBe(true);
    expect(isExpired('2026-11-22T09:01:00Z', now)).toBe(false);
  });

  it('composes the due date from the local date and time and splits it back', () => {
    const iso = composeDueDate('2026-11-30', '14:30');
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(splitDueDate(iso)).toEqual({ date: '2026-11-30', time: '14:30' });
  });

  it('shows text and file fields by the submission type', () => {
    expect(submissionFields('text')).toEqual({ text: true, file: false });
    expect(submissionFields('file')).toEqual({ text: false, file: true });
    expect(submissionFields('file+text')).toEqual({ text: true, file: true });
  });

  it('grades from 0 to the slot value, with the spec’s message', () => {
    expect(gradeError(t, '10', 10)).toBeNull();
    expect(gradeError(t, '0', 10)).toBeNull();
    expect(gradeError(t, '10.5', 10)).toBe('Grade must be between 0 and 10');
    expect(gradeError(t, '-1', 10)).toBe('Grade must be between 0 and 10');
    expect(gradeError(t, '', 10)).toBe('Grade must be between 0 and 10');
    expect(gradeError(t, 'abc', 10)).toBe('Grade must be between 0 and 10');
  });

  it('says the grade rule, the chips, statuses and types in the language it is given (issue 38)', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(gradeError(am, '11', 10)).toBe('ውጤቱ ከ0 እስከ 10 መሆን አለበት');
    expect(dueChipText(am, 'overdue')).toBe('ጊዜው አልፏል');
    expect(statusText(am, 'pending')).toBe('በመጠባበቅ ላይ');
    expect(submissionTypeText(am, 'text')).toBe('ጽሑፍ');
    expect(dueChipText(t, 'dueSoon')).toBe('Due Soon');
    expect(statusText(t, 'pending')).toBe('Pending');
  });

  it('writes a teacher exam into its place, keeping the others', () => {
    expect(gradeRequest('teachExam2', 7, { teachExam: [5, null, 9] })).toEqual({ teachExam: [5, 7, 9] });
    expect(gradeRequest('midExam', 20, { teachExam: [null, null, null] })).toEqual({ midExam: 20 });
  });

  it('filters submissions by status and searches name, ID and email', () => {
    const entry = (name: string, status: SubmissionEntry['status']): SubmissionEntry => ({
      student_id: { _id: name, ID: `ST-${name}`, firstName: name, middleName: 'M', lastName: 'L', email: `${name}@x.et`, profilePic: null },
      status,
      submission_id: null,
      submissionDate: null,
      grade: null,
    });
    const all = [entry('Abel', 'submitted'), entry('Hanna', 'pending'), entry('Liya', 'graded')];
    expect(filterSubmissions(all, 'pending', '').map((e) => e.student_id._id)).toEqual(['Hanna']);
    expect(filterSubmissions(all, 'all', 'st-liya').map((e) => e.student_id._id)).toEqual(['Liya']);
    expect(filterSubmissions(all, 'all', '')).toHaveLength(3);
  });
});

describe('attendance rules', () => {
  it('lists every day of the period and picks today inside it', () => {
    expect(periodDays('2026-01-30', '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(defaultDay('2026-09-01', '2027-01-31', '2026-11-22')).toBe('2026-11-22');
    expect(defaultDay('2026-09-01', '2027-01-31', '2027-03-01')).toBe('2027-01-31');
  });

  it('sums marks per course and in total', () => {
    const row = (course: string, status: 'Present' | 'Absent' | 'Late') =>
      ({ course: { _id: course, name: course }, status }) as Parameters<typeof attendanceSummary>[0][number];
    const s = attendanceSummary([row('Mathematics', 'Present'), row('ICT', 'Late'), row('Mathematics', 'Absent')]);
    expect(s.courses).toEqual([
      { name: 'ICT', counts: { Present: 0, Absent: 0, Late: 1, total: 1 } },
      { name: 'Mathematics', counts: { Present: 1, Absent: 1, Late: 0, total: 2 } },
    ]);
    expect(s.total).toEqual({ Present: 1, Absent: 1, Late: 1, total: 3 });
  });

  it('searches the roster by name or ID', () => {
    const s = { ID: 'ST-0001', firstName: 'Abel', middleName: 'Bekele', lastName: 'Hailu' };
    expect(matchesStudent(s, 'bekele')).toBe(true);
    expect(matchesStudent(s, 'st-0001')).toBe(true);
    expect(matchesStudent(s, 'hanna')).toBe(false);
  });
});
