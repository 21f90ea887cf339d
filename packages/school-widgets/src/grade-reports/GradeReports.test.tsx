import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk, type CommentRequest } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { GradeReportCard } from './GradeReportCard';
import { SectionGradeReport } from './SectionGradeReport';
import { StudentFinalReport } from './StudentFinalReport';
import { courses, rows, section, sectionReport, singleReport } from './fixtures';
import type { PdfJob } from './pdf/pdfTypes';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.restoreAllMocks());

/** A PDF maker that records jobs and reports progress like the worker does. */
function fakeMaker() {
  const jobs: PdfJob[] = [];
  const make = vi.fn(async (job: PdfJob, onProgress?: (done: number, total: number) => void) => {
    jobs.push(job);
    const total = job.kind === 'cards' ? job.cards.length : 1;
    for (let i = 1; i <= total; i++) onProgress?.(i, total);
    return new Blob(['%PDF-1.3'], { type: 'application/pdf' });
  });
  return { jobs, make };
}
const stubDownloads = () => {
  const clicks: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:fake');
  URL.revokeObjectURL = vi.fn();
  return clicks;
};

describe('SectionGradeReport', () => {
  it('shows the title, capacity and actual, a column per course with N/A, totals and ranks; a row opens the student', async () => {
    const onOpenStudent = vi.fn();
    const { user } = renderWidget(
      <SectionGradeReport
        api={createFakeApi({ gradeReports: { sectionReport: async () => fakeOk(sectionReport()) } })}
        sectionId="sec7a"
        onOpenStudent={onOpenStudent}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Grade Report for Section: Grade 7 A' })).toBeInTheDocument();
    expect(screen.getByText(/Capacity 40 · Actual 3/)).toBeInTheDocument();
    for (const name of ['Amharic', 'ICT', 'Mathematics', 'Total grade', 'Rank']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    }
    const abel = screen.getByRole('row', { name: /Abel Kebede Tesfaye/ });
    expect(within(abel).getByText('N/A')).toBeInTheDocument();
    expect(within(abel).getByText('139.5')).toBeInTheDocument();
    expect(screen.getByText('Student grades are hidden.')).toBeInTheDocument();
    await user.click(abel);
    expect(onOpenStudent).toHaveBeenCalledWith({ studentId: 's1' });
  });

  it('releases grades only after a confirmation that names the lock and the families told; the words wait for the server', async () => {
    let release = () => undefined as void;
    const answered = new Promise<void>((r) => (release = r));
    let visible = false;
    const setVisibility = vi.fn(async () => {
      await answered;
      visible = true;
      return fakeOk({ message: 'Grade visibility changed successfully', isVisible: true }, 'Grade visibility changed successfully');
    });
    const summary = 'The report of Grade 7 A 2026, semester 1 is shown and locked: its marks stay as they are. 12 families are told.';
    let counted = () => undefined as void;
    const counting = new Promise<void>((r) => (counted = r));
    const releasePreview = vi.fn(async () => {
      await counting;
      return fakeOk({
        terms: [{ section_id: 'sec7a', year: 2026, semester: 1, locked: false }],
        families: 12,
        students: 14,
        alreadyVisible: false,
        summary,
      });
    });
    const { user } = renderWidget(
      <SectionGradeReport
        api={createFakeApi({
          gradeReports: { sectionReport: async () => fakeOk(sectionReport({ isVisible: visible })), setVisibility, releasePreview },
        })}
        sectionId="sec7a"
        onOpenStudent={() => undefined}
      />,
    );
    // Cancelled with the keyboard: nothing is saved.
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release this report?' });
    // Until the server has counted, the dialog says so and Release waits.
    expect(within(dialog).getByText('Counting the families who will be told…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Release and lock' })).toBeDisabled();
    counted();
    expect(await within(dialog).findByText(summary)).toBeInTheDocument();
    expect(releasePreview).toHaveBeenCalledWith('sec7a');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(setVisibility).not.toHaveBeenCalled();
    expect(screen.getByText('Student grades are hidden.')).toBeInTheDocument();

    // Confirmed from the keyboard: saved.
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const again = await screen.findByRole('dialog', { name: 'Release this report?' });
    expect(await within(again).findByText(/12 families are told/)).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Release and lock' })).toBeEnabled();
    within(again).getByRole('button', { name: 'Release and lock' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Saving the choice…')).toBeInTheDocument();
    expect(screen.queryByText('Student grades are visible.')).not.toBeInTheDocument();
    await waitFor(() => expect(setVisibility).toHaveBeenCalledWith({ section_id: 'sec7a', isVisible: true }));
    release();
    expect(await screen.findByText('Grade visibility changed successfully')).toBeInTheDocument();
    expect(await screen.findByText('Student grades are visible.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it("says 'No Grade Report Available' for a section without students", async () => {
    renderWidget(
      <SectionGradeReport
        api={createFakeApi({ gradeReports: { sectionReport: async () => fakeOk(sectionReport({ students: [] })) } })}
        sectionId="sec7a"
        onOpenStudent={() => undefined}
      />,
    );
    expect(await screen.findByText('No Grade Report Available')).toBeInTheDocument();
  });

  it('builds every card of the section into one PDF with progress and downloads it', async () => {
    const clicks = stubDownloads();
    const { jobs, make } = fakeMaker();
    const reportCards = vi.fn(async () =>
      fakeOk({
        section,
        courseTaken: courses,
        isVisible: true,
        issuedAt: '2026-11-22T09:00:00.000Z',
        cards: rows.map((student) => ({ student, comment: null, studentbehavior: null })),
      }),
    );
    const { user } = renderWidget(
      <SectionGradeReport
        api={createFakeApi({ gradeReports: { sectionReport: async () => fakeOk(sectionReport()), reportCards } })}
        sectionId="sec7a"
        onOpenStudent={() => undefined}
        makePdf={make}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Report cards (PDF)' }));
    await waitFor(() => expect(clicks).toEqual(['ReportCards_Grade_7_A_2026_S1.pdf']));
    expect(jobs[0].kind === 'cards' && jobs[0].cards.map((c) => c.studentName)).toEqual([
      'Abel Kebede Tesfaye',
      'ሔዋን ታደሰ አለሙ',
      'Liya Girma Bekele',
    ]);
  });
});

describe('GradeReportCard (students and parents)', () => {
  it("shows 'No Report Released' while the owner hides grades, with Back to Home", async () => {
    const onBackHome = vi.fn();
    const { user } = renderWidget(
      <GradeReportCard
        api={createFakeApi({ gradeReports: { singleReport: async () => fakeFail('No Report Released', 403, 'no_report_released') } })}
        studentId="ST-0001"
        sectionId="sec7a"
        onBack={() => undefined}
        onBackHome={onBackHome}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'No Report Released' })).toBeInTheDocument();
    expect(screen.getByText("It looks like the grade report hasn't been released yet. Please check back later.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(onBackHome).toHaveBeenCalled();
  });

  it('shows the card: profile, N/A, total out of 100 × courses, rank, average, fallbacks, date of issue; prints and downloads', async () => {
    const clicks = stubDownloads();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { make } = fakeMaker();
    const onOpenCourse = vi.fn();
    const { user } = renderWidget(
      <GradeReportCard
        api={createFakeApi({ gradeReports: { singleReport: async () => fakeOk(singleReport()) } })}
        studentId="ST-0001"
        sectionId="sec7a"
        onBack={() => undefined}
        onBackHome={() => undefined}
        onOpenCourse={onOpenCourse}
        makePdf={make}
      />,
    );
    const card = await screen.findByRole('article', { name: 'Report Card: Abel Kebede Tesfaye' });
    expect(within(card).getByText('ST-0001')).toBeInTheDocument();
    expect(within(within(card).getByRole('row', { name: /Amharic/ })).getAllByText('N/A')).toHaveLength(2);
    expect(within(card).getByText('139.5 / 300')).toBeInTheDocument();
    expect(within(card).getByText('1 of 3')).toBeInTheDocument();
    expect(within(card).getByText('46.50%')).toBeInTheDocument();
    expect(within(card).getByText('No comments available.')).toBeInTheDocument();
    expect(within(card).getByText('No behavior report.')).toBeInTheDocument();
    expect(within(card).getByText(/Date of issue: November 22, 2026 \(Hedar 13, 2019 AM\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Download as PDF' }));
    await waitFor(() => expect(clicks).toEqual(['Abel Kebede Tesfaye_GradeReport_2026_S1.pdf']));
    await user.click(screen.getByRole('button', { name: 'Detail of Mathematics' }));
    expect(onOpenCourse).toHaveBeenCalledWith({ courseId: 'c-math', academicPeriodId: 'p1' });
  });
});

describe('StudentFinalReport (owners and admins)', () => {
  it('adds a comment, then deletes the behavior after confirming', async () => {
    const addComment = vi.fn(async (_b: CommentRequest) =>
      fakeOk({ message: 'Comment submitted successfully!', comment: { _id: 'cm1', comment: 'Good' } }),
    );
    const deleteBehavior = vi.fn(async () => fakeOk({ message: 'Behavior deleted successfully' }));
    const { user } = renderWidget(
      <StudentFinalReport
        api={createFakeApi({
          gradeReports: {
            singleReport: async () => fakeOk(singleReport({ studentbehavior: { _id: 'b1', behavior_value: 'B' } })),
            addComment,
            deleteBehavior,
          },
        })}
        studentId="s1"
        sectionId="sec7a"
        onBack={() => undefined}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Add comment' }));
    await user.type(screen.getByLabelText('Comment'), 'Good');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(addComment).toHaveBeenCalledWith({ section_id: 'sec7a', student_id: 's1', comment: 'Good' }));
    expect(await screen.findByText('Comment submitted successfully!')).toBeInTheDocument();

    expect(screen.getByText('B')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete behavior' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this behavior value?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteBehavior).toHaveBeenCalledWith('s1', 'sec7a'));
  });

  it("shows a course's detail inline and its change history", async () => {
    const { user } = renderWidget(
      <StudentFinalReport
        api={createFakeApi({
          gradeReports: {
            singleReport: async () => fakeOk(singleReport()),
            courseReport: async () =>
              fakeOk({
                gradeReport: {
                  _id: 'r1',
                  student_id: rows[0].student,
                  teacherInSection_id: {
                    _id: 'ts1',
                    course_id: { _id: 'c-math', name: 'Mathematics' },
                    teacher_id: { fullName: 'Tesfaye Bekele' },
                    section_id: { _id: 'sec7a', name: 'Grade 7 A' },
                  },
                  academic_period: section.grade_academic_period_id.academic_period_id,
                  finalExam: 35,
                  midExam: 25,
                  teachExam: [8, 9, 10],
                  average: 87,
                },
              }),
            gradeChanges: async () =>
              fakeOk({
                changes: [
                  {
                    _id: 'h1',
                    slot: 'finalExam',
                    oldValue: 30,
                    newValue: 35,
                    source: 'assignment',
                    sourceId: 'a1',
                    sourceTitle: 'Algebra quiz',
                    changedBy: { ID: 'TE-0001', fullName: 'Tesfaye Bekele' },
                    createdAt: '2026-11-20T08:00:00.000Z',
                  },
                ],
              }),
          },
        })}
        studentId="s1"
        sectionId="sec7a"
        onBack={() => undefined}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Detail of Mathematics' }));
    const detail = await screen.findByRole('heading', { name: 'Course grade detail: Mathematics' });
    expect(detail).toBeInTheDocument();
    expect(screen.getByText('Tesfaye Bekele')).toBeInTheDocument();
    expect(screen.getByText('Teacher exam 3').nextElementSibling).toHaveTextContent('10');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'Course grade detail: Mathematics' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'History of Mathematics' }));
    const history = await screen.findByRole('dialog', { name: 'Grade change history: Mathematics' });
    const row = await within(history).findByRole('row', { name: /Algebra quiz/ });
    expect(row).toHaveTextContent('Final exam');
    expect(row).toHaveTextContent('Tesfaye Bekele (TE-0001)');
  });

  it("says 'No report has been found' for a student not in the section", async () => {
    renderWidget(
      <StudentFinalReport
        api={createFakeApi({ gradeReports: { singleReport: async () => fakeFail('not found', 404) } })}
        studentId="s9"
        sectionId="sec7a"
        onBack={() => undefined}
      />,
    );
    expect(await screen.findByText('No report has been found')).toBeInTheDocument();
  });
});

// Issue 38 (decision 220): the folder reads its texts from SchoolIntlProvider, not the live catalogue.
describe('grade reports in Amharic', () => {
  it('reads the report card in Amharic and hands the PDF its language', async () => {
    const clicks = stubDownloads();
    const { jobs, make } = fakeMaker();
    const { user } = renderWidget(
      <GradeReportCard
        api={createFakeApi({ gradeReports: { singleReport: async () => fakeOk(singleReport()) } })}
        studentId="ST-0001"
        sectionId="sec7a"
        onBack={() => undefined}
        onBackHome={() => undefined}
        makePdf={make}
      />,
      { language: 'am' },
    );
    const card = await screen.findByRole('article', { name: 'የውጤት ካርድ: Abel Kebede Tesfaye' });
    expect(within(card).getByText('ከ3 1ኛ')).toBeInTheDocument();
    expect(within(card).getByText('ምንም አስተያየት የለም።')).toBeInTheDocument();
    expect(within(within(card).getByRole('row', { name: /Amharic/ })).getAllByText('የለም')).toHaveLength(2);
    expect(within(card).getByText(/^የተሰጠበት ቀን: .*ዓ\.ም\./)).toBeInTheDocument();
    expect(within(card).queryByText('No comments available.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'እንደ PDF አውርድ' }));
    await waitFor(() => expect(clicks).toEqual(['Abel Kebede Tesfaye_GradeReport_2026_S1.pdf']));
    expect(jobs[0].language).toBe('am');
    expect(jobs[0].kind === 'cards' && jobs[0].cards[0].period).toBe('2026፣ መንፈቀ ዓመት 1');
  });

  it("reads 'No Report Released' in Amharic", async () => {
    renderWidget(
      <GradeReportCard
        api={createFakeApi({ gradeReports: { singleReport: async () => fakeFail('No Report Released', 403, 'no_report_released') } })}
        studentId="ST-0001"
        sectionId="sec7a"
        onBack={() => undefined}
        onBackHome={() => undefined}
      />,
      { language: 'am' },
    );
    expect(await screen.findByRole('heading', { name: 'ሪፖርት አልወጣም' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ወደ መነሻ ተመለስ' })).toBeInTheDocument();
  });

  it('switches the section report to Amharic and back without a reload', async () => {
    const { setLanguage } = renderWidget(
      <SectionGradeReport
        api={createFakeApi({ gradeReports: { sectionReport: async () => fakeOk(sectionReport()) } })}
        sectionId="sec7a"
        onOpenStudent={() => undefined}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Grade Report for Section: Grade 7 A' })).toBeInTheDocument();
    setLanguage('am');
    expect(await screen.findByRole('heading', { name: 'የሴክሽን የውጤት ሪፖርት፦ Grade 7 A' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'የውጤት ካርዶች (PDF)' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Abel Kebede Tesfaye/ })).getByText('የለም')).toBeInTheDocument();
    setLanguage('en');
    expect(await screen.findByRole('heading', { name: 'Grade Report for Section: Grade 7 A' })).toBeInTheDocument();
  });
});
