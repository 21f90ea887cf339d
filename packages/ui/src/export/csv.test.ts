import { toCsv, exportCellText } from './csv';

type Student = { name: string; grade: number | null; note?: string };
const columns = [
  { header: 'Name', value: (s: Student) => s.name },
  { header: 'Grade', value: (s: Student) => s.grade },
  { header: 'Note', value: (s: Student) => s.note },
];

describe('toCsv', () => {
  it('writes a header row and one CRLF-separated line per row', () => {
    expect(
      toCsv(
        [
          { name: 'Amina', grade: 18 },
          { name: 'Omar', grade: null },
        ],
        columns,
      ),
    ).toBe('Name,Grade,Note\r\nAmina,18,\r\nOmar,,');
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = toCsv([{ name: 'Doe, "Jo"', grade: 1, note: 'line1\nline2' }], columns);
    expect(csv.split('\r\n')[1]).toBe('"Doe, ""Jo""",1,"line1\nline2"');
  });

  it('neutralises formula injection in text but keeps negative numbers', () => {
    const csv = toCsv(
      [
        { name: '=HYPERLINK("http://evil")', grade: -3, note: '+1' },
        { name: '@SUM(A1)', grade: 0, note: '-2' },
      ],
      columns,
    );
    const [, a, b] = csv.split('\r\n');
    expect(a).toBe(`"'=HYPERLINK(""http://evil"")",-3,'+1`);
    expect(b).toBe("'@SUM(A1),0,'-2");
  });

  it('formats dates as ISO and tolerates empty input', () => {
    expect(exportCellText(new Date('2025-01-02T03:04:05Z'))).toBe('2025-01-02T03:04:05.000Z');
    expect(toCsv([], columns)).toBe('Name,Grade,Note');
  });
});
