import { describe, expect, it } from 'vitest';
import { loadCatalogue, type GradeScale, type StudentGrade } from '@school/api';
import { textsIn } from '../shared/intl';
import { changedSlots, draftOf, draftTotal, rowError, slotMax, slotTitle, type RowDraft } from './logic';

const t = textsIn('en');

// The demo school's scale: 50 final, 20 mid, 30 for the three teacher exams (10 each).
const scale: GradeScale = { total: 100, finalExam: 50, midExam: 20, teachExam: 30 };
const row = (over: Partial<RowDraft> = {}): RowDraft => ({
  finalExam: '',
  midExam: '',
  teachExam1: '',
  teachExam2: '',
  teachExam3: '',
  ...over,
});

describe('grade entry rules', () => {
  it('caps each slot by the scale: final and mid as set, each teacher exam a third of its share', () => {
    expect(slotMax(scale, 'finalExam')).toBe(50);
    expect(slotMax(scale, 'midExam')).toBe(20);
    expect(slotMax(scale, 'teachExam2')).toBe(10);
    expect(slotMax({ ...scale, teachExam: 25 }, 'teachExam1')).toBe(8.33);
  });

  it('starts the inputs from a saved report, empty where nothing is recorded', () => {
    const saved = { finalExam: 41, midExam: null, teachExam: [9, null, 7.5] } as unknown as StudentGrade;
    expect(draftOf(saved)).toEqual({ finalExam: '41', midExam: '', teachExam1: '9', teachExam2: '', teachExam3: '7.5' });
    expect(draftOf(null)).toEqual(row());
  });

  it("refuses the first value outside 0..max with the spec's text, accepts the edges and empty inputs", () => {
    expect(rowError(t, row({ finalExam: '50', midExam: '0', teachExam1: '10' }), scale)).toBeNull();
    expect(rowError(t, row(), scale)).toBeNull();
    expect(rowError(t, row({ midExam: '20.5' }), scale)).toBe('Grade must be between 0 and 20');
    expect(rowError(t, row({ teachExam3: '-1' }), scale)).toBe('Grade must be between 0 and 10');
    expect(rowError(t, row({ finalExam: 'abc' }), scale)).toBe('Grade must be between 0 and 50');
  });

  it('says it in the language it is given, whatever the language of the page (issue 38)', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(rowError(am, row({ midExam: '20.5' }), scale)).toBe(am.fill(am.messages.gradeOutOfRange, { value: 20 }));
    expect(rowError(am, row({ midExam: '20.5' }), scale)).not.toBe('Grade must be between 0 and 20');
    expect(slotTitle(am, 'finalExam')).toBe(am.messages.slotFinalExam);
    expect(slotTitle(t, 'finalExam')).toBe('Final exam');
  });

  it('totals the row as typed, and has no total while every input is empty', () => {
    expect(draftTotal(row({ finalExam: '40', midExam: '15.5', teachExam2: '8' }))).toBe(63.5);
    expect(draftTotal(row())).toBeNull();
  });

  it('sends only the slots that changed, the three teacher exams together, nothing when nothing changed', () => {
    const saved = row({ finalExam: '40', teachExam1: '9' });
    expect(changedSlots(saved, saved)).toBeNull();
    expect(changedSlots({ ...saved, midExam: '12' }, saved)).toEqual({ midExam: 12 });
    expect(changedSlots({ ...saved, finalExam: '' }, saved)).toEqual({ finalExam: null });
    expect(changedSlots({ ...saved, teachExam3: '6' }, saved)).toEqual({ teachExam: [9, null, 6] });
  });
});
