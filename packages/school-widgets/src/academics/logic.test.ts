import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadCatalogue } from '@school/api';
import { textsIn } from '../shared/intl';
import {
  courseErrors,
  fieldErrors,
  gradeDraftOf,
  gradeErrors,
  gradeIdsOf,
  naturalCompare,
  numbered,
  periodDraftOf,
  periodErrors,
  periodLabel,
  schemaText,
} from './logic';

const t = textsIn('en');
const { messages } = t;

const draft = (over: Partial<ReturnType<typeof periodDraftOf>> = {}) => ({
  ...periodDraftOf(),
  year: '2031',
  startDate: '2031-09-01',
  endDate: '2032-01-31',
  ...over,
});

describe('periodErrors', () => {
  it('accepts a complete period', () => {
    expect(periodErrors(t, draft())).toEqual({});
  });
  it('needs a positive whole year', () => {
    for (const year of ['', '0', '-2', '20.5']) expect(periodErrors(t, draft({ year })).year).toBe(messages.yearPositive);
  });
  it('needs semester 1 to 4', () => {
    expect(periodErrors(t, draft({ semester: '5' })).semester).toBe(messages.semesterRange);
    expect(periodErrors(t, draft({ semester: '' })).semester).toBe(messages.semesterRange);
    expect(periodErrors(t, draft({ semester: '4' })).semester).toBeUndefined();
  });
  it('names the date order on both dates', () => {
    const errors = periodErrors(t, draft({ startDate: '2032-02-01' }));
    expect(errors.startDate).toBe('Start date must be before end date');
    expect(errors.endDate).toBe('End date must be after start date');
    expect(periodErrors(t, draft({ endDate: '2031-09-01' })).endDate).toBe('End date must be after start date');
  });
  it('needs both dates', () => {
    expect(periodErrors(t, draft({ endDate: '' })).endDate).toBe(messages.dateInvalid);
    expect(periodErrors(t, draft({ endDate: '' })).startDate).toBeUndefined();
  });
  it('labels a period', () => {
    expect(periodLabel(t, { year: 2031, semester: 2 })).toBe('2031, semester 2');
  });
  it('says it in the language it is given, the contract schema’s English messages too (issue 38)', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(periodLabel(am, { year: 2031, semester: 2 })).toBe('2031፣ መንፈቀ ዓመት 2');
    // '-2' fails the contract schema, whose message was read in English at load.
    expect(periodErrors(am, draft({ year: '-2' })).year).toBe('ዓመቱ አዎንታዊ ሙሉ ቁጥር መሆን አለበት');
    expect(periodErrors(am, draft({ semester: '5' })).semester).toBe(am.messages.semesterRange);
    expect(periodErrors(am, draft({ semester: '5' })).semester).not.toBe(messages.semesterRange);
    expect(courseErrors(am, { name: 'Physics', grade: [] })).toEqual({ grade: am.messages.courseGradeRequired });
    // Not a catalogue text: as it is.
    expect(schemaText(am, 'Own text')).toBe('Own text');
    // The English texts are untouched.
    expect(periodLabel(t, { year: 2031, semester: 2 })).toBe('2031, semester 2');
  });
});

describe('grade and course drafts', () => {
  it('needs a grade name and a section count, capacity defaults to 40', () => {
    const empty = gradeDraftOf();
    expect(empty.capacity).toBe('40');
    expect(gradeErrors(t, empty)).toMatchObject({ grade: messages.gradeOrClassRequired, sectionCount: messages.sectionCountRequired });
    expect(gradeErrors(t, { grade: 'Grade 9', sectionCount: '2', capacity: '' })).toEqual({ capacity: messages.capacityRequired });
    expect(gradeErrors(t, { grade: 'Grade 9', sectionCount: '2', capacity: '30' })).toEqual({});
  });
  it('needs a course name and at least one grade', () => {
    expect(courseErrors(t, { name: '', grade: [] })).toEqual({ name: messages.fullNameRequired, grade: messages.courseGradeRequired });
    expect(courseErrors(t, { name: 'Physics', grade: ['g9'] })).toEqual({});
  });
  it('maps grade names to ids', () => {
    const grades = [
      { _id: 'g9', name: 'Grade 9', noOfSections: 2, capacity: 40 },
      { _id: 'g10', name: 'Grade 10', noOfSections: 2, capacity: 40 },
    ];
    expect(gradeIdsOf(['Grade 10'], grades)).toEqual(['g10']);
  });
});

describe('ordering and numbering', () => {
  it('sorts grade names naturally', () => {
    expect(['Grade 10', 'KG', 'Grade 2'].sort(naturalCompare)).toEqual(['KG', 'Grade 2', 'Grade 10']);
  });
  it('numbers rows from 1', () => {
    expect(numbered([{ a: 'x' }, { a: 'y' }]).map((r) => r.n)).toEqual([1, 2]);
  });
});

describe('fieldErrors', () => {
  it("gives a rule without its own text the catalogue's words, never zod's default", () => {
    const schema = z.object({
      name: z.string().min(1),
      code: z.string().max(3),
      grade: z.enum(['7', '8']),
      own: z.string().min(1, 'Own text'),
    });
    expect(fieldErrors(t, schema, { name: '', code: 'ABCD', grade: '9', own: '' })).toEqual({
      name: messages.formFieldRequired,
      code: messages.formFieldTooLong.replace('{max}', '3'),
      grade: messages.formFieldNotAChoice,
      own: 'Own text',
    });
  });
});
