import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@school/api';
import { textsIn } from '../shared/intl';
import { courses, history, periods, sections } from './fixtures';
import {
  coursesInPeriod,
  currentPeriodOf,
  duplicateEmails,
  fileProblem,
  passwordsCsv,
  sectionLabel,
  sectionsForCourse,
  toRequestRow,
  shortList,
  statusText,
} from './logic';

const t = textsIn('en');

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
    expect(sectionsForCourse(t, courses[0], sections).map((s) => s._id)).toEqual(['s7a', 's7b', 's8a']);
    expect(sectionsForCourse(t, courses[1], sections).map((s) => s._id)).toEqual(['s9a']);
    expect(sectionsForCourse(t, undefined, sections)).toEqual([]);
    // A course that names its grades by id works the same.
    expect(sectionsForCourse(t, { _id: 'x', name: 'X', grades: ['g-Grade 9'] }, sections).map((s) => s._id)).toEqual(['s9a']);
  });
  it('labels bare letters with their grade', () => {
    expect(sectionLabel(t, 'Grade 7', 'Grade 7 A')).toBe('Grade 7 A');
    expect(sectionLabel(t, 'Grade 7', 'B')).toBe('Grade 7 B');
  });
  it('names the subjects of one period from the history', () => {
    expect(coursesInPeriod(history, 'p2026-1')).toBe('Mathematics');
    expect(coursesInPeriod(history, 'nope')).toBe('');
  });
});

describe('import rules', () => {
  it('refuses other types and files over 2 MB', () => {
    expect(fileProblem(t, { name: 'teachers.xlsx', size: 1000 })).toBeNull();
    expect(fileProblem(t, { name: 'teachers.csv', size: 10 })).toBe('Only .xlsx files can be imported');
    expect(fileProblem(t, { name: 'teachers.xlsx', size: 2 * 1024 * 1024 + 1 })).toBe('A file may hold at most 2 MB and 500 rows');
  });
  it('sends the age as a number when it reads as one, and flags emails repeated in the file on each of their rows', () => {
    expect(toRequestRow({ fullName: 'C D', email: 'c@example.et', age: '40', gender: 'Female' })).toEqual({
      fullName: 'C D',
      email: 'c@example.et',
      profilePhoto: '',
      age: 40,
      gender: 'Female',
    });
    expect(toRequestRow({ age: 'x' }).age).toBe('x');
    expect(
      duplicateEmails(t, [{ email: 'a@example.et' }, { email: 'B@example.et' }, { email: ' A@example.et' }, { email: '' }, { email: '' }]),
    ).toEqual([
      { row: 0, field: 'email', error: 'This email appears more than once in the file' },
      { row: 2, field: 'email', error: 'This email appears more than once in the file' },
    ]);
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
    expect(shortList(t, ['Grade 7 B', 'Grade 7 A'])).toBe('Grade 7 A, Grade 7 B');
    expect(shortList(t, ['Grade 10 A', 'Grade 2 A', 'Grade 9 A', 'Grade 1 A', 'KG A', 'Grade 2 A'])).toBe(
      'Grade 1 A, Grade 2 A, Grade 9 A, Grade 10 A +1 more',
    );
  });
});

describe('in the language it is given (issue 38)', () => {
  it('writes the labels, the import checks and the status in Amharic, English untouched', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(fileProblem(am, { name: 'teachers.csv', size: 10 })).toBe('ማስገባት የሚቻለው .xlsx ፋይሎችን ብቻ ነው');
    expect(duplicateEmails(am, [{ email: 'a@example.et' }, { email: 'a@example.et' }])[0]?.error).toBe('ይህ ኢሜይል በፋይሉ ውስጥ ከአንድ ጊዜ በላይ ይገኛል');
    expect(statusText(am, true)).toBe('ተቀጥሯል');
    expect(shortList(am, ['A', 'B', 'C'], 1)).toBe('A +2 ተጨማሪ');
    expect(statusText(t, true)).toBe('employed');
    expect(shortList(t, ['A', 'B', 'C'], 1)).toBe('A +2 more');
  });
});
