import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { YearlySectionReport } from './YearlySectionReport';
import { YearlyStudentReport } from './YearlyStudentReport';
import { StudentGradeReports } from './StudentGradeReports';
import { makeStudent, makeYearly, period, yearlyReport } from './fixtures';
import type { PdfJob } from './pdf/pdfTypes';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.restoreAllMocks());

describe('YearlySectionReport', () => {
  it('searches by student ID, expands the semesters, opens the detail and changes the year visibility', async () => {
    const onOpenStudent = vi.fn();
    const setYearVisibility = vi.fn(async () => fakeOk({ message: 'ok', isVisible: true }));
    const yearReleasePreview = vi.fn(async () =>
      fakeOk({
        terms: [],
        families: 3,
        students: 3,
        alreadyVisible: false,
        summary: 'The 2026 yearly report of Grade 7 A is shown and its 2 terms are locked. 3 families are told.',
      }),
    );
    const { user } = renderWidget(
      <YearlySectionReport
        api={createFakeApi({ gradeReports: { yearlyReport: async () => fakeOk(yearlyReport()), setYearVisibility, yearReleasePreview } })}
        sectionName="Grade 7 A"
        year={2026}
        onOpenStudent={onOpenStudent}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Student Grade Report for the Year 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search by student ID' }), '0031');
    expect(screen.queryByText('ST-0001')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Semesters of ST-0031' }));
    expect(screen.getByRole('button', { name: 'Semesters of ST-0031' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('row', { name: '2026, semester 2 Mathematics 40' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Detail: the yearly report of ST-0031' }));
    expect(onOpenStudent).toHaveBeenCalledWith({ studentId: 'ST-0031' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by student ID' }), 'zzz');
    expect(screen.getByText('No students found')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release this report?' });
    expect(await within(dialog).findByText(/2 terms are locked\. 3 families are told/)).toBeInTheDocument();
    expect(yearReleasePreview).toHaveBeenCalledWith('Grade 7 A', 2026);
    expect(setYearVisibility).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Release and lock' }));
    await waitFor(() => expect(setYearVisibility).toHaveBeenCalledWith({ section_name: 'Grade 7 A', year: 2026, isVisible: true }));
  });
});

describe('YearlyStudentReport', () => {
  it('downloads {fullName}_GradeReport_{year}.pdf with Pass and Fail per semester, and prints', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:fake');
    URL.revokeObjectURL = vi.fn();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const jobs: PdfJob[] = [];
    const { user } = renderWidget(
      <YearlyStudentReport
        api={createFakeApi({ gradeReports: { yearlyReport: async () => fakeOk(yearlyReport([makeYearly()])) } })}
        sectionName="Grade 7 A"
        year={2026}
        studentId="ST-0001"
        onBack={() => undefined}
        makePdf={async (job) => {
          jobs.push(job);
          return new Blob(['%PDF']);
        }}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Grade report 2026: Abel Kebede Tesfaye' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2026, semester 1' })).toBeInTheDocument();
    expect(screen.getByText('172.5 / 200')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download as PDF' }));
    await waitFor(() => expect(clicks).toEqual(['Abel Kebede Tesfaye_GradeReport_2026.pdf']));
    expect(jobs[0].kind === 'yearly' && jobs[0].report.semesters.map((s) => s.result)).toEqual(['Pass', 'Fail']);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('the student variant shows the rank chip, a green overall average above 85 and the empty behavior text', async () => {
    renderWidget(
      <YearlyStudentReport
        api={createFakeApi({ gradeReports: { yearlyReport: async () => fakeOk(yearlyReport([makeYearly()])) } })}
        sectionName="Grade 7 A"
        year={2026}
        studentId="ST-0001"
        onBack={() => undefined}
        onBackHome={() => undefined}
        variant="student"
      />,
    );
    expect(await screen.findByText('Rank: 1 / 2')).toBeInTheDocument();
    expect(screen.getAllByText('86.25%')[0]).toHaveAttribute('data-high', 'true');
    expect(screen.getByText('No behavior records available.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Course averages' })).toBeInTheDocument();
  });

  it("shows 'No Report Released' to a student while the year is hidden", async () => {
    renderWidget(
      <YearlyStudentReport
        api={createFakeApi({ gradeReports: { yearlyReport: async () => fakeFail('No Report Released', 403, 'no_report_released') } })}
        sectionName="Grade 7 A"
        year={2026}
        studentId="ST-0001"
        onBack={() => undefined}
        onBackHome={() => undefined}
        variant="student"
      />,
    );
    expect(await screen.findByText('No Report Released')).toBeInTheDocument();
  });
});

describe('StudentGradeReports', () => {
  it('lists the semesters and the section-year pairs with their release state; rows open the card and the year', async () => {
    const onOpenCard = vi.fn();
    const onOpenYear = vi.fn();
    const { user } = renderWidget(
      <StudentGradeReports
        api={createFakeApi({
          gradeReports: {
            studentReports: async () =>
              fakeOk({
                student: makeStudent(),
                sections: [{ section_id: 'sec7a', section_name: 'Grade 7 A', academic_period: period, isVisible: true }],
                years: [{ section_name: 'Grade 7 A', year: 2026, isVisible: false }],
              }),
          },
        })}
        studentId="ST-0001"
        onOpenCard={onOpenCard}
        onOpenYear={onOpenYear}
      />,
    );
    const row = await screen.findByRole('row', { name: /2026, semester 1/ });
    expect(within(row).getByText('Released')).toBeInTheDocument();
    await user.click(row);
    expect(onOpenCard).toHaveBeenCalledWith({ academicPeriodId: 'p1', sectionId: 'sec7a' });
    await user.click(screen.getByRole('tab', { name: 'Grade Report by Year' }));
    const year = await screen.findByRole('row', { name: /Grade 7 A 2026/ });
    expect(within(year).getByText('Not released')).toBeInTheDocument();
    await user.click(year);
    expect(onOpenYear).toHaveBeenCalledWith({ sectionName: 'Grade 7 A', year: 2026 });
  });
});
