import { describe, expect, it } from 'vitest';
import { accountsCsv, countRows, exportFileName, percent, periodOptions, zipProblem } from './logic';
import { loadCatalogue } from '@school/api';
import { textsIn } from '../shared/intl';
import { check, imported, periods } from './fixtures';

const t = textsIn('en');

describe('roster exchange rules', () => {
  it('takes a .zip of at most 20 MB', () => {
    expect(zipProblem(t, { name: 'roster.ZIP', size: 1000 })).toBeNull();
    expect(zipProblem(t, { name: 'users.csv', size: 10 })).toBe('The file is not a zip archive');
    expect(zipProblem(t, { name: 'big.zip', size: 20 * 1024 * 1024 + 1 })).toBe('The zip may be at most 20 MB');
  });

  it('names the kinds an import changes and leaves out the others', () => {
    expect(countRows(t, check.counts).map((r) => [r.label, r.created, r.updated])).toEqual([
      ['Users', 3, 1],
      ['Students in sections', 2, 0],
    ]);
  });

  it("names the kinds and the periods in the reader's language", async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(countRows(am, check.counts).map((r) => r.label)).toEqual(['ተጠቃሚዎች', 'በሴክሽን ያሉ ተማሪዎች']);
    expect(periodOptions(am, periods).map((o) => o.label)).toEqual(['2025፣ ሴሚስተር 2', '2025፣ ሴሚስተር 1']);
    expect(zipProblem(am, { name: 'users.csv', size: 10 })).toBe('ፋይሉ የዚፕ ማህደር አይደለም');
  });

  it('writes progress as a whole percent within 0 to 100', () => {
    expect([percent(-1), percent(0.456), percent(2)]).toEqual([0, 46, 100]);
  });

  it('lists periods newest first', () => {
    expect(periodOptions(t, periods).map((o) => o.label)).toEqual(['2025, semester 2', '2025, semester 1']);
  });

  it('writes the new accounts as CSV and names the download by date', () => {
    expect(accountsCsv(imported.accounts)).toBe('ID,fullName,role,temporaryPassword\r\nST-0101,Maria Luisa Santos,student,Ab3#kLmnPqRs');
    expect(exportFileName(new Date('2026-11-28T10:00:00Z'), '2025-s2')).toBe('oneroster-2025-s2-2026-11-28.zip');
  });
});
