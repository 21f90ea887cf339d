import { describe, expect, it } from 'vitest';
import { buildPdf } from './pdf/buildPdf';
import { cardPdf, cardPdfName, isNotReleased, sortYearly, yearlyPdf, yearlyPdfName } from './logic';
import { makeYearly, rows, singleReport, yearlyReport } from './fixtures';

describe('report card texts', () => {
  it('a card reads N/A for a course without a grade, the total out of 100 × courses, rank of the class and the fallbacks', () => {
    const report = singleReport();
    const card = cardPdf(report, report);
    expect(card.lines).toEqual([
      { course: 'Amharic', grade: 'N/A', percentage: 'N/A' },
      { course: 'ICT', grade: '52.5', percentage: '52.50%' },
      { course: 'Mathematics', grade: '87', percentage: '87.00%' },
    ]);
    expect(card).toMatchObject({
      studentName: 'Abel Kebede Tesfaye',
      total: '139.5 / 300',
      average: '46.50%',
      rank: '1 of 3',
      comment: 'No comments available.',
      behavior: 'No behavior report.',
      issued: 'November 22, 2026 (Hedar 13, 2019 AM)',
      period: '2026, semester 1',
    });
    expect(cardPdfName(report)).toBe('Abel Kebede Tesfaye_GradeReport_2026_S1.pdf');
  });

  it('the yearly PDF says Pass at an average of 60 or more, and is named {fullName}_GradeReport_{year}.pdf', () => {
    const report = yearlyReport();
    const pdf = yearlyPdf(report, report.students[0]);
    expect(pdf.semesters.map((s) => [s.heading, s.average, s.result])).toEqual([
      ['2026, semester 1', '86.25%', 'Pass'],
      ['2026, semester 2', '45.00%', 'Fail'],
    ]);
    expect(pdf.semesters[0].comments).toBe('Works hard in class.');
    expect(pdf.semesters[1].behavior).toBe('No behavior report.');
    expect(yearlyPdfName('Abel Kebede Tesfaye', 2026)).toBe('Abel Kebede Tesfaye_GradeReport_2026.pdf');
  });

  it('sorts the yearly rows by rank, overall average or student ID', () => {
    const list = [
      makeYearly({ studentId: 'ST-0009', rank: 2, overallAverage: 70 }),
      makeYearly({ studentId: 'ST-0002', rank: 1, overallAverage: 90 }),
    ];
    expect(sortYearly(list, 'rank').map((s) => s.studentId)).toEqual(['ST-0002', 'ST-0009']);
    expect(sortYearly(list, 'overallAverage').map((s) => s.studentId)).toEqual(['ST-0002', 'ST-0009']);
    expect(sortYearly(list, 'studentId').map((s) => s.studentId)).toEqual(['ST-0002', 'ST-0009']);
  });

  it('knows a hidden report by its code, whatever the words', () => {
    expect(isNotReleased({ status: 'error', code: 'no_report_released' })).toBe(true);
    expect(isNotReleased({ status: 'error', code: 'forbidden' })).toBe(false);
  });
});

describe('buildPdf', () => {
  it('writes one page per card and reports progress after each', () => {
    const report = singleReport();
    const seen: number[] = [];
    const bytes = buildPdf(
      { kind: 'cards', cards: rows.map((r) => cardPdf({ student: r, comment: null, studentbehavior: null }, report)) },
      null,
      (done) => seen.push(done),
    );
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(seen).toEqual([1, 2, 3]);
  });
});
