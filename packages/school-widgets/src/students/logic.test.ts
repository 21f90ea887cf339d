import { describe, expect, it } from 'vitest';
import {
  documentsOf,
  draftRows,
  editCell,
  isImportFileName,
  passwordsCsv,
  rowsFromMatrix,
  sectionChoices,
  sortRecords,
  toFormDate,
  withServerErrors,
} from './logic';

describe('rowsFromMatrix', () => {
  it('keeps only the known columns, matched without case or spaces, and skips empty rows', () => {
    const out = rowsFromMatrix([
      ['First Name', 'middleName', 'LASTNAME', 'email', 'Shoe size', ''],
      ['Abel', 'Bekele', 'Tesfaye', 'abel@example.et', '42', ''],
      ['', '', '', '', '', ''],
      [' Hanna ', 'Girma', 'Alemu', '', '', ''],
    ]);
    expect(out).toEqual({
      rows: [
        { firstName: 'Abel', middleName: 'Bekele', lastName: 'Tesfaye', email: 'abel@example.et' },
        { firstName: 'Hanna', middleName: 'Girma', lastName: 'Alemu' },
      ],
      ignored: ['Shoe size'],
    });
  });

  it('returns null when the header names no known column', () => {
    expect(
      rowsFromMatrix([
        ['name', 'mark'],
        ['a', '1'],
      ]),
    ).toBeNull();
    expect(rowsFromMatrix([])).toBeNull();
  });
});

describe('import drafts', () => {
  it('lays server errors over the rows and clears a row’s errors when it is edited', () => {
    const drafts = withServerErrors(draftRows([{ firstName: 'A' }, { firstName: 'B', email: 'x' }]), [
      { firstName: 'A', errors: [] },
      { firstName: 'B', email: 'x', errors: ['Invalid email'] },
    ]);
    expect(drafts.map((d) => d.errors)).toEqual([[], ['Invalid email']]);
    const fixed = editCell(drafts, drafts[1].key, 'email', 'b@example.et');
    expect(fixed[1]).toEqual({ key: 'r1', cells: { firstName: 'B', email: 'b@example.et' }, errors: [] });
    expect(fixed[0]).toBe(drafts[0]);
  });

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
