import { describe, expect, it } from 'vitest';
import { loadCatalogue, type GradeSection, type SectionOwner, type SectionYearOwner } from '@school/api';
import { textsIn } from '../shared/intl';
import { scaleError, semesterRows, sortYearOwnerships, unownedRows, unownedYears } from './logic';

const section = (id: string, name: string, year: number, actual: number) =>
  ({
    _id: id,
    name,
    capacity: 40,
    actual,
    grade_academic_period_id: { academic_period_id: { year, semester: 1 } },
  }) as unknown as GradeSection;
const owner = (id: string, s: GradeSection) =>
  ({ _id: id, section_id: s, owner_id: { fullName: 'Hana Tesfaye', ID: 'TE-0001', email: null } }) as unknown as SectionOwner;
const yearOwner = (name: string, year: number, createdAt = '2026-01-01') =>
  ({ section_name: name, year, createdAt, updatedAt: createdAt }) as unknown as SectionYearOwner;

const t = textsIn('en');

describe('the grade scale form', () => {
  it('asks for every field, then says what the server would of the sum', () => {
    expect(scaleError(t, { total: '100', finalExam: '50', midExam: '20', teachExam: '' })).toBe('All fields are required.');
    expect(scaleError(t, { total: '100', finalExam: 'x', midExam: '20', teachExam: '30' })).toBe('All fields are required.');
    expect(scaleError(t, { total: '100', finalExam: '50', midExam: '20', teachExam: '30' })).toBeNull();
    expect(scaleError(t, { total: '100', finalExam: '50', midExam: '20', teachExam: '20' })).not.toBeNull();
  });
});

describe('ownership lists', () => {
  it('shows an owned section with its term and owner', () => {
    const s = section('s1', 'Grade 7 A', 2026, 30);
    expect(semesterRows([owner('o1', s)])).toEqual([
      {
        id: 'o1',
        sectionId: 's1',
        sectionName: 'Grade 7 A',
        period: '2026 / 1',
        capacity: 40,
        actual: 30,
        owner: 'Hana Tesfaye (TE-0001)',
        ownerEmail: '',
      },
    ]);
  });

  it('adds the sections with students that nobody owns, and no empty section', () => {
    const owned = section('s1', 'Grade 7 A', 2026, 30);
    const rows = unownedRows(t, [owned, section('s2', 'Grade 7 B', 2026, 28), section('s3', 'Grade 8 A', 2026, 0)], [owner('o1', owned)]);
    expect(rows.map((r) => [r.id, r.owner])).toEqual([['section:s2', 'No owner yet']]);
  });

  it('says "no owner yet" in the language it is given, whatever the language of the page (issue 38)', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    const rows = unownedRows(am, [section('s2', 'Grade 7 B', 2026, 28)], []);
    expect(rows.map((r) => r.owner)).toEqual([am.messages.noOwnerYet]);
    expect(am.messages.noOwnerYet).not.toBe('No owner yet');
  });

  it('lists the (section, year) pairs with students and no year owner, newest year first, names in number order', () => {
    const sections = [
      section('a', 'Grade 10 A', 2026, 5),
      section('b', 'Grade 9 A', 2026, 5),
      section('c', 'Grade 9 A', 2025, 5),
      section('d', 'Grade 9 B', 2026, 0),
      section('e', 'Grade 9 A', 2026, 5),
    ];
    expect(unownedYears(sections, [yearOwner('Grade 9 A', 2025)])).toEqual([
      { sectionName: 'Grade 9 A', year: 2026 },
      { sectionName: 'Grade 10 A', year: 2026 },
    ]);
  });

  it('sorts year ownerships: names A-Z by number, years and dates newest first', () => {
    const list = [
      yearOwner('Grade 10 A', 2025, '2026-03-01'),
      yearOwner('Grade 9 A', 2026, '2026-01-01'),
      yearOwner('Grade 9 A', 2025, '2026-02-01'),
    ];
    const key = (l: SectionYearOwner[]) => l.map((o) => `${o.section_name} ${o.year}`);
    expect(key(sortYearOwnerships(list, 'section_name'))).toEqual(['Grade 9 A 2026', 'Grade 9 A 2025', 'Grade 10 A 2025']);
    expect(key(sortYearOwnerships(list, 'year'))).toEqual(['Grade 9 A 2026', 'Grade 9 A 2025', 'Grade 10 A 2025']);
    expect(key(sortYearOwnerships(list, 'createdAt'))).toEqual(['Grade 10 A 2025', 'Grade 9 A 2025', 'Grade 9 A 2026']);
    expect(list.map((o) => o.section_name)).toEqual(['Grade 10 A', 'Grade 9 A', 'Grade 9 A']);
  });
});
