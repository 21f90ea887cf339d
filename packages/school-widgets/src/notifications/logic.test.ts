import { describe, expect, it } from 'vitest';
import { loadCatalogue, notificationTypes } from '@school/api';
import { textsIn } from '../shared/intl';
import { badgeCount, roleChoices, serverText, typeLabels, typeOptions, typeTone } from './logic';

const en = textsIn('en');

describe('notification rules', () => {
  it('caps a badge at 99+, or at the given maximum', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(badgeCount(10, 9)).toBe('9+');
  });

  it('has a label and a tone for every type of the contract, an error shown as danger', () => {
    const typeLabel = typeLabels(en);
    for (const t of notificationTypes) {
      expect(typeLabel[t], t).toBeTruthy();
      expect(typeTone[t], t).toBeTruthy();
    }
    expect(typeTone.error).toBe('danger');
    expect(typeOptions(en).map((o) => o.value)).toEqual([...notificationTypes]);
  });

  it('lets an admin push to the five roles, each once', () => {
    expect(roleChoices(en).map((r) => r.role)).toEqual(['student', 'teacher', 'Family', 'admin', 'super admin']);
  });

  it("reads the server's catalogue texts in the reader's language, a person's own words unchanged", async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(serverText(am, 'Assignment graded')).toBe('የቤት ሥራው ታርሟል');
    expect(serverText(am, 'Your submission of "Fractions" was graded: 8 out of 10.')).toBe('ያስረከቡት "Fractions" ታርሟል፦ ከ10 8።');
    expect(serverText(am, 'Bring your sports kit on Friday')).toBe('Bring your sports kit on Friday');
    expect(serverText(en, 'Assignment graded')).toBe('Assignment graded');
    expect(typeLabels(am).info).toBe('መረጃ');
  });
});
