import { describe, expect, it } from 'vitest';
import { notificationTypes } from '@school/api';
import { badgeCount, roleChoices, typeLabel, typeOptions, typeTone } from './logic';

describe('notification rules', () => {
  it('caps a badge at 99+, or at the given maximum', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(badgeCount(10, 9)).toBe('9+');
  });

  it('has a label and a tone for every type of the contract, an error shown as danger', () => {
    for (const t of notificationTypes) {
      expect(typeLabel[t], t).toBeTruthy();
      expect(typeTone[t], t).toBeTruthy();
    }
    expect(typeTone.error).toBe('danger');
    expect(typeOptions.map((o) => o.value)).toEqual([...notificationTypes]);
  });

  it('lets an admin push to the five roles, each once', () => {
    expect(roleChoices.map((r) => r.role)).toEqual(['student', 'teacher', 'Family', 'admin', 'super admin']);
  });
});
