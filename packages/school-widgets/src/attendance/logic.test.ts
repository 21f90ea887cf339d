import { describe, expect, it } from 'vitest';
import type { StudentAttendanceRow } from '@school/api';
import { loadCatalogue } from '@school/api';
import { textsIn } from '../shared/intl';
import { attendanceDay, attendanceSummary, dayLabel, defaultDay, matchesStudent, periodDays, statusLetter, statusName } from './logic';

const t = textsIn('en');

describe('attendance rules', () => {
  it('lists every day of the period, both ends included, across a month end', () => {
    expect(periodDays('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(periodDays('2026-11-22', '2026-11-22')).toEqual(['2026-11-22']);
    expect(periodDays('2026-11-23', '2026-11-22')).toEqual([]);
  });

  it('opens on today inside the period, else on the nearer end', () => {
    expect(defaultDay('2026-09-01', '2027-01-31', '2026-11-22')).toBe('2026-11-22');
    expect(defaultDay('2026-09-01', '2027-01-31', '2026-08-15')).toBe('2026-09-01');
    expect(defaultDay('2026-02-01', '2026-08-31', '2026-11-22')).toBe('2026-08-31');
  });

  it('writes a day with its weekday', () => {
    expect(dayLabel(t, '2026-11-20')).toBe('Friday, November 20, 2026');
  });

  it('counts a student’s marks per course (A-Z) and in total', () => {
    const mark = (course: string, status: StudentAttendanceRow['status']) => ({ course: { name: course }, status }) as StudentAttendanceRow;
    const summary = attendanceSummary([
      mark('Mathematics', 'Present'),
      mark('ICT', 'Late'),
      mark('Mathematics', 'Absent'),
      mark('Mathematics', 'Present'),
    ]);
    expect(summary.courses).toEqual([
      { name: 'ICT', counts: { Present: 0, Absent: 0, Late: 1, total: 1 } },
      { name: 'Mathematics', counts: { Present: 2, Absent: 1, Late: 0, total: 3 } },
    ]);
    expect(summary.total).toEqual({ Present: 2, Absent: 1, Late: 1, total: 4 });
    expect(attendanceSummary([]).total.total).toBe(0);
  });

  it('shows a status by its first letter on the student side', () => {
    expect(['Present', 'Absent', 'Late'].map((s) => statusLetter(t, s as StudentAttendanceRow['status']))).toEqual(['P', 'A', 'L']);
  });

  // Issue 38: the letters, the status words and the days stayed English on Amharic screens.
  // Decision 220: in the language of the texts they are given, whatever the language of the page.
  it('writes the letters, the status words and the day in the reader’s language', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    const all = ['Present', 'Absent', 'Late'] as StudentAttendanceRow['status'][];
    expect(all.map((s) => statusLetter(am, s))).toEqual(['ተ', 'ቀ', 'አ']);
    expect(all.map((s) => statusName(am, s))).toEqual(['ተገኝቷል', 'ቀርቷል', 'አርፍዷል']);
    expect(dayLabel(am, '2026-11-20')).toBe('ዓርብ 20 ኖቬምበር 2026');
    expect(attendanceDay(am, '2026-11-20')).not.toMatch(/[A-Za-z]|2026-11/);
    // The English texts are untouched: no catalogue is rewritten.
    expect(all.map((s) => statusName(t, s))).toEqual(['Present', 'Absent', 'Late']);
    expect(attendanceDay(t, '2026-11-20')).toBe('November 20, 2026');
  });

  it('finds a student by any part of the name or the ID, without case', () => {
    const abel = { ID: 'ST-0001', firstName: 'Abel', middleName: 'Alemayehu', lastName: 'Fikre' };
    expect(matchesStudent(abel, 'alemay')).toBe(true);
    expect(matchesStudent(abel, 'st-0001')).toBe(true);
    expect(matchesStudent(abel, '  ')).toBe(true);
    expect(matchesStudent(abel, 'Tigist')).toBe(false);
  });
});
