import { afterEach, describe, expect, it } from 'vitest';
import { amMessages, applyLanguage } from '@school/api';
import { genderText, gradeText, roleText } from './words';

// Issue 38: raw 'male'/'female', role names ('teacher', 'Family') and "Grade 7" stayed English on Amharic screens.
describe('the school’s values as the reader’s words', () => {
  afterEach(() => applyLanguage('en'));

  it('English keeps the spec’s words', () => {
    expect([genderText('female'), genderText('male'), genderText(null)]).toEqual(['Female', 'Male', '']);
    expect(['teacher', 'Family', 'super admin'].map(roleText)).toEqual(['teacher', 'Family', 'super admin']);
    expect([gradeText('Grade 7'), gradeText('Grade 11 Natural'), gradeText('KG 1')]).toEqual(['Grade 7', 'Grade 11 Natural', 'KG 1']);
  });

  it('Amharic writes them in Amharic; a school’s own role and names keep their own words', () => {
    applyLanguage('am', amMessages);
    expect(genderText('female')).toBe(amMessages.female);
    expect(['teacher', 'Family', 'admin'].map(roleText)).toEqual([amMessages.roleTeacher, amMessages.roleFamily, amMessages.roleAdmin]);
    expect(roleText('librarian')).toBe('librarian');
    expect(roleText('constructor')).toBe('constructor');
    expect(gradeText('Grade 7')).toBe('7ኛ ክፍል');
    expect(gradeText('Grade 11 Natural')).toBe('11ኛ ክፍል Natural');
    expect(gradeText('KG 1')).toBe('KG 1');
  });
});
