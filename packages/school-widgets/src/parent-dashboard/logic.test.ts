import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@school/api';
import { textsIn } from '../shared/intl';
import { fullNameOf, parentKeys, semesterLabel, type SemesterRow } from './logic';

describe('the parent dashboard’s rules', () => {
  it('writes a child’s full name without gaps for a missing part', () => {
    expect(fullNameOf({ firstName: 'Abel', middleName: 'Alemayehu', lastName: 'Fikre' })).toBe('Abel Alemayehu Fikre');
    expect(fullNameOf({ firstName: 'Abel', middleName: '', lastName: 'Fikre' })).toBe('Abel Fikre');
  });

  it("labels a semester with its year, number and section, in the reader's language", async () => {
    const row = { academic_period_id: { year: 2026, semester: 1 }, section_id: { name: 'Grade 7 A' } } as unknown as SemesterRow;
    expect(semesterLabel(textsIn('en'), row)).toBe('2026 semester 1 · Grade 7 A');
    expect(semesterLabel(textsIn('am', await loadCatalogue('am')), row)).toBe('2026 መንፈቀ ዓመት 1 · Grade 7 A');
  });

  it('keys each parent’s and child’s reads apart, so one child’s data never shows for another', () => {
    expect(parentKeys.periods('p1', 's1')).not.toEqual(parentKeys.periods('p1', 's2'));
    expect(parentKeys.links('p1')).not.toEqual(parentKeys.links('p2'));
    expect(parentKeys.digest('p1').slice(0, 2)).toEqual(parentKeys.links('p1').slice(0, 2));
  });
});
