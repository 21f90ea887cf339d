import { describe, expect, it } from 'vitest';
import { documentsOf, isImportFileName, passwordsCsv, sectionChoices, sortRecords, toFormDate } from './studentLogic';

describe('import files and passwords', () => {
  it('accepts .xlsx, .xls and .csv names only', () => {
    expect(['a.xlsx', 'B.XLS', 'c.csv'].every(isImportFileName)).toBe(true);
    expect(['a.pdf', 'xlsx', 'a.xlsx.exe'].some(isImportFileName)).toBe(false);
  });

  it('writes the new passwords as CSV, quoting where needed', () => {
    expect(passwordsCsv([{ ID: 'ST-0070', firstName: 'Abel', lastName: 'Te, Jr', temporaryPassword: 'x"y' }])).toBe(
      'ID,firstName,lastName,temporaryPassword\nST-0070,Abel,"Te, Jr","x""y"',
    );
  });
});

describe('student record helpers', () => {
  it('formats dates as MM/DD/YYYY', () => {
    expect(toFormDate('2014-03-09')).toBe('03/09/2014');
    expect(toFormDate(null)).toBe('');
  });

  it('lists documents in slot order with their indexes', () => {
    expect(
      documentsOf({ BirthCertificate: 'b.pdf', GradeReport: ['g1.png', 'g2.pdf'], NationalID: null, neccesseryDoc: ['o.pdf'] }),
    ).toEqual([
      { type: 'BirthCertificate', index: 0, name: 'b.pdf' },
      { type: 'GradeReport', index: 0, name: 'g1.png' },
      { type: 'GradeReport', index: 1, name: 'g2.pdf' },
      { type: 'neccesseryDoc', index: 0, name: 'o.pdf' },
    ]);
  });

  it('sorts records newest first and offers sections with a free seat (or the current one)', () => {
    const rec = (year: number, semester: number) => ({
      _id: `${year}-${semester}`,
      section: { _id: 's', name: 'S' },
      academic_period: { _id: 'p', year, semester },
    });
    expect(sortRecords([rec(2025, 1), rec(2026, 1), rec(2025, 2)]).map((r) => r._id)).toEqual(['2026-1', '2025-2', '2025-1']);
    const sections = [
      { _id: 'a', capacity: 2, actual: 2 },
      { _id: 'b', capacity: 2, actual: 1 },
    ];
    expect(sectionChoices(sections).map((s) => s._id)).toEqual(['b']);
    expect(sectionChoices(sections, 'a').map((s) => s._id)).toEqual(['a', 'b']);
  });
});
