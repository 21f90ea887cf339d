import { describe, expect, it } from 'vitest';
import { levelLabel, subjectsFor } from './logic';

describe('subjectsFor', () => {
  it('gives one list for KG, elementary and high school', () => {
    expect(subjectsFor('KG')).toEqual([{ subjects: ['English', 'Amharic', 'Mathematics', 'Environmental Science', 'Art & Music'] }]);
    expect(subjectsFor('elementary')[0].subjects).toContain('Civics & Ethical Education');
    expect(subjectsFor('highschool')[0].subjects).toHaveLength(11);
  });

  it('splits preparatory into Natural Science, Social Science and Common', () => {
    const groups = subjectsFor('preparatory');
    expect(groups.map((g) => g.name)).toEqual(['Natural Science', 'Social Science', 'Common']);
    expect(groups[0].subjects).toContain('Technical Drawing');
    expect(groups[1].subjects).toContain('Economics');
  });
});

describe('levelLabel', () => {
  it("uses the menu's labels", () => {
    expect(levelLabel('elementary')).toBe('Elementary G1-G8');
    expect(levelLabel('preparatory')).toBe('Preparatory School G11-G12');
  });
});
