import { describe, expect, it } from 'vitest';
import { courses, history, periods, sections } from './fixtures';
import {
  clientRowErrors,
  coursesInPeriod,
  currentPeriodOf,
  editCell,
  fileProblem,
  headerMatches,
  passwordsCsv,
  sectionLabel,
  sectionsForCourse,
  toImportRows,
  toRequestRow,
  withServerErrors,
  shortList,
} from './logic';

describe('periods', () => {
  it('picks the period covering today, else the latest', () => {
    expect(currentPeriodOf(periods, new Date('2026-10-01'))?._id).toBe('p2026-1');
    expect(currentPeriodOf(periods, new Date('2026-03-01'))?._id).toBe('p2025-2');
    expect(currentPeriodOf(periods, new Date('2030-01-01'))?._id).toBe('p2026-1');
    expect(currentPeriodOf([], new Date())).toBeNull();
  });
});

describe('sections of a course (Assign section and course)', () => {
  it('offers only the sections of the grades that take the course', () => {
    expect(sectionsForCourse(courses[0], sections).map((s) => s._id)).toEqual(['s7a', 's7b', 's8a']);
    expect(sectionsForCourse(courses[1], sections).map((s) => s._id)).toEqual(['s9a']);
    expect(sectionsForCourse(undefined, sections)).toEqual([]);
    // A course that names its grades by id works the same.
    expect(sectionsForCourse({ _id: 'x', name: 'X', grades: ['g-Grade 9'] }, sections).map((s) => s._id)).toEqual(['s9a']);
  });
  it('labels bare letters with their grade', () => {
    expect(sectionLabel('Grade 7', 'Grade 7 A')).toBe('Grade 7 A');
    expect(sectionLabel('Grade 7', 'B')).toBe('Grade 7 B');
  });
  it('names the subjects of one period from the history', () => {
    expect(coursesInPeriod(history, 'p2026-1')).toBe('Mathematics');
    expect(coursesInPeriod(history, 'nope')).toBe('');
  });
});

describe('import rules', () => {
  it('accepts exactly the five header names, in any order', () => {
    expect(headerMatches(['fullName', 'email', 'profilePhoto', 'age', 'gender'])).toBe(true);
    expect(headerMatches([' gender', 'age', 'email ', 'fullName', 'profilePhoto'])).toBe(true);
    expect(headerMatches(['fullName', 'email', 'age', 'gender'])).toBe(false);
    expect(headerMatches(['fullName', 'email', 'profilePhoto', 'age', 'gender', 'phone'])).toBe(false);
    expect(headerMatches(['Full name', 'email', 'profilePhoto', 'age', 'gender'])).toBe(false);
  });
  it('refuses other types and files over 2 MB', () => {
    expect(fileProblem({ name: 'teachers.xlsx', size: 1000 })).toBeNull();
    expect(fileProblem({ name: 'teachers.csv', size: 10 })).toBe('Only .xlsx files can be imported');
    expect(fileProblem({ name: 'teachers.xlsx', size: 2 * 1024 * 1024 + 1 })).toBe('A file may hold at most 2 MB and 500 rows');
  });
  it('checks rows like the server: fields and emails repeated in the file', () => {
    const rows = toImportRows([
      { fullName: 'A B', email: 'a@example.et', profilePhoto: '', age: 30, gender: 'male' },
      { fullName: '', email: 'A@example.et', profilePhoto: '', age: 'x', gender: 'other' },
      { fullName: 'C D', email: 'c@example.et', age: 40, gender: 'Female' },
    ]);
    const errors = clientRowErrors(rows);
    expect(errors.get(rows[0].key)).toEqual(['This email appears more than once in the file']);
    expect(errors.get(rows[1].key)).toEqual([
      'Full name is required',
      'Age must be a whole number from 18 to 100',
      'Gender must be male or female',
      'This email appears more than once in the file',
    ]);
    expect(errors.has(rows[2].key)).toBe(false);
    expect(toRequestRow(rows[2])).toEqual({ fullName: 'C D', email: 'c@example.et', profilePhoto: '', age: 40, gender: 'Female' });
  });
  it('puts server errors on rows by index and clears a row’s errors when it is edited', () => {
    const rows = withServerErrors(toImportRows([{ email: 'a' }, { email: 'b' }]), [{ index: 1, errors: ['taken'] }]);
    expect(rows.map((r) => r.serverErrors)).toEqual([[], ['taken']]);
    const edited = editCell(rows, rows[1].key, 'email', 'new@example.et');
    expect(edited[1]).toMatchObject({ serverErrors: [], cells: { email: 'new@example.et' } });
  });
});

describe('temporary passwords', () => {
  it('export as CSV with quoting', () => {
    expect(passwordsCsv([{ ID: 'TE-0013', fullName: 'Almaz, K', temporaryPassword: 'Ab3!xyzxyzxy' }])).toBe(
      'ID,fullName,temporaryPassword\r\nTE-0013,"Almaz, K",Ab3!xyzxyzxy\r\n',
    );
  });
});

describe('shortList', () => {
  it('keeps a short list and shortens a long one in natural order', () => {
    expect(shortList(['Grade 7 B', 'Grade 7 A'])).toBe('Grade 7 A, Grade 7 B');
    expect(shortList(['Grade 10 A', 'Grade 2 A', 'Grade 9 A', 'Grade 1 A', 'KG A', 'Grade 2 A'])).toBe(
      'Grade 1 A, Grade 2 A, Grade 9 A, Grade 10 A +1 more',
    );
  });
});
