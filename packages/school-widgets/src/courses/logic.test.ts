import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@school/api';
import { textsIn } from '../shared/intl';
import { levelLabel, subjectsFor } from './logic';

const t = textsIn('en');

describe('subjectsFor', () => {
  it('gives one list for KG, elementary and high school', () => {
    expect(subjectsFor(t, 'KG')).toEqual([{ subjects: ['English', 'Amharic', 'Mathematics', 'Environmental Science', 'Art & Music'] }]);
    expect(subjectsFor(t, 'elementary')[0].subjects).toContain('Civics & Ethical Education');
    expect(subjectsFor(t, 'highschool')[0].subjects).toHaveLength(11);
  });

  it('splits preparatory into Natural Science, Social Science and Common', () => {
    const groups = subjectsFor(t, 'preparatory');
    expect(groups.map((g) => g.name)).toEqual(['Natural Science', 'Social Science', 'Common']);
    expect(groups[0].subjects).toContain('Technical Drawing');
    expect(groups[1].subjects).toContain('Economics');
  });
});

describe('levelLabel', () => {
  it("uses the menu's labels", () => {
    expect(levelLabel(t, 'elementary')).toBe('Elementary G1-G8');
    expect(levelLabel(t, 'preparatory')).toBe('Preparatory School G11-G12');
  });
});

describe('in Amharic (issue 38, decision 220)', () => {
  it('names the streams and levels in the language it is given', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(subjectsFor(am, 'preparatory')[0].name).toBe('የተፈጥሮ ሳይንስ');
    expect(levelLabel(am, 'KG')).toBe('መዋዕለ ሕፃናት');
    // The English texts are untouched: no catalogue is rewritten.
    expect(subjectsFor(t, 'preparatory')[0].name).toBe('Natural Science');
  });
});
