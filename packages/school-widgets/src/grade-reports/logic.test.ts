import { describe, expect, it } from 'vitest';
import { englishMessages, loadCatalogue } from '@school/api';
import { textsIn } from '../shared/intl';
import { buildPdf, pdfMessages } from './pdf/buildPdf';
import { cardPdf, cardPdfName, isNotReleased, sortYearly, yearlyPdf, yearlyPdfName } from './logic';
import { makeYearly, rows, singleReport, yearlyReport } from './fixtures';

const t = textsIn('en');

describe('report card texts', () => {
  it('a card reads N/A for a course without a grade, the total out of 100 × courses, rank of the class and the fallbacks', () => {
    const report = singleReport();
    const card = cardPdf(t, report, report);
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
    const pdf = yearlyPdf(t, report, report.students[0]);
    expect(pdf.semesters.map((s) => [s.heading, s.average, s.result])).toEqual([
      ['2026, semester 1', '86.25%', 'Pass'],
      ['2026, semester 2', '45.00%', 'Fail'],
    ]);
    expect(pdf.semesters[0].comments).toBe('Works hard in class.');
    expect(pdf.semesters[1].behavior).toBe('No behavior report.');
    expect(yearlyPdfName('Abel Kebede Tesfaye', 2026)).toBe('Abel Kebede Tesfaye_GradeReport_2026.pdf');
  });

  it('writes the card and the yearly PDF in the language it is given, whatever the language of the page (issue 38)', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    const report = singleReport();
    const card = cardPdf(am, report, report);
    expect(card).toMatchObject({
      period: '2026፣ መንፈቀ ዓመት 1',
      comment: am.messages.noCommentsAvailable,
      rank: am.fill(am.messages.rankOf, { rank: 1, count: 3 }),
    });
    expect(card.comment).not.toBe('No comments available.');
    expect(card.lines[0]).toEqual({ course: 'Amharic', grade: am.messages.notAvailable, percentage: am.messages.notAvailable });
    const yearly = yearlyReport();
    expect(yearlyPdf(am, yearly, yearly.students[0]).semesters.map((s) => s.result)).toEqual([am.messages.pass, am.messages.fail]);
    // The English texts are untouched: no catalogue is rewritten.
    expect(cardPdf(t, report, report).period).toBe('2026, semester 1');
    // The PDF's own labels come in the job's language too.
    expect((await pdfMessages('am')).schoolReportHeading).toBe(am.messages.schoolReportHeading);
    expect(await pdfMessages('en')).toBe(englishMessages);
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
      { kind: 'cards', cards: rows.map((r) => cardPdf(t, { student: r, comment: null, studentbehavior: null }, report)), language: 'en' },
      englishMessages,
      null,
      (done) => seen.push(done),
    );
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(seen).toEqual([1, 2, 3]);
  });
});
