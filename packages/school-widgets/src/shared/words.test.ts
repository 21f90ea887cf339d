import { describe, expect, it } from 'vitest';
import { amMessages, loadCatalogue } from '@school/api';
import { textsIn } from './intl';
import { genderText, gradeText, roleText } from './words';

// Issue 38: raw 'male'/'female', role names ('teacher', 'Family') and "Grade 7" stayed English on Amharic screens.
describe('the school’s values as the reader’s words', () => {
  it('English keeps the spec’s words', () => {
    const t = textsIn('en');
    expect([genderText(t, 'female'), genderText(t, 'male'), genderText(t, null)]).toEqual(['Female', 'Male', '']);
    expect(['teacher', 'Family', 'super admin'].map((r) => roleText(t, r))).toEqual(['teacher', 'Family', 'super admin']);
    expect([gradeText(t, 'Grade 7'), gradeText(t, 'Grade 11 Natural'), gradeText(t, 'KG 1')]).toEqual([
      'Grade 7',
      'Grade 11 Natural',
      'KG 1',
    ]);
  });

  it('Amharic writes them in Amharic; a school’s own role and names keep their own words', async () => {
    const t = textsIn('am', await loadCatalogue('am'));
    expect(genderText(t, 'female')).toBe(amMessages.female);
    expect(['teacher', 'Family', 'admin'].map((r) => roleText(t, r))).toEqual([
      amMessages.roleTeacher,
      amMessages.roleFamily,
      amMessages.roleAdmin,
    ]);
    expect(roleText(t, 'librarian')).toBe('librarian');
    expect(roleText(t, 'constructor')).toBe('constructor');
    expect(gradeText(t, 'Grade 7')).toBe('7ኛ ክፍል');
    expect(gradeText(t, 'Grade 11 Natural')).toBe('11ኛ ክፍል Natural');
    expect(gradeText(t, 'KG 1')).toBe('KG 1');
  });
});
