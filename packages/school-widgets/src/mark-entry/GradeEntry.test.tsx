import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk, type GradeEntry, type StudentGradeRequest } from '@school/api';
import { textsIn } from '../shared/intl';
import { renderWidget } from '../shared/test-utils';
import { makeStudent, period2 } from '../grade-reports/fixtures';
import { oneCourseApi, sheetOf } from './fixtures';
import { GradeEntrySheet } from './GradeEntrySheet';
import { TeacherGradeCourses } from './TeacherGradeCourses';
import { changedSlots, draftOf, rowError } from './logic';

vi.setConfig({ testTimeout: 20_000 });

const scale = { total: 100, finalExam: 40, midExam: 30, teachExam: 30 };
const report = {
  _id: 'r1',
  student_id: 's1',
  teacherInSection_id: 'ts1',
  section_id: 'sec7a',
  course_id: 'c-math',
  academic_period_id: 'p1',
  finalExam: 35,
  midExam: null,
  teachExam: [8, null, 9.5],
  total: 52.5,
};
const entry: GradeEntry = sheetOf(
  [
    { student: makeStudent(), report },
    { student: makeStudent({ _id: 's2', ID: 'ST-0031', firstName: 'Hewan', middleName: 'Tadesse', lastName: 'Alemu' }), report: null },
  ],
  scale,
);
const saved = { message: 'Grade saved successfully', gradeReport: report };

describe('grade entry rules', () => {
  it('refuses a value above its slot and sends only what changed', () => {
    const draft = draftOf(report);
    expect(rowError(textsIn('en'), { ...draft, teachExam2: '10.5' }, scale)).toBe('Grade must be between 0 and 10');
    expect(rowError(textsIn('en'), { ...draft, finalExam: '-1' }, scale)).toBe('Grade must be between 0 and 40');
    expect(changedSlots(draft, draft)).toBeNull();
    expect(changedSlots({ ...draft, midExam: '20' }, draft)).toEqual({ midExam: 20 });
    expect(changedSlots({ ...draft, teachExam2: '7', finalExam: '' }, draft)).toEqual({ finalExam: null, teachExam: [8, 7, 9.5] });
  });
});

describe('GradeEntrySheet', () => {
  it('shows the slots within the scale and saves a student through PUT or POST', async () => {
    const updateStudentGrade = vi.fn(async (_r: string, _s: string, _b: StudentGradeRequest) => fakeOk(saved));
    const saveStudentGrade = vi.fn(async (_b: StudentGradeRequest) => fakeOk(saved));
    const { user } = renderWidget(
      <GradeEntrySheet
        api={createFakeApi({ gradeReports: { gradeEntry: async () => fakeOk(entry), updateStudentGrade, saveStudentGrade } })}
        teacherInSectionId="ts1"
        onBack={() => undefined}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Mathematics · Grade 7 A · 2026, semester 1' })).toBeInTheDocument();
    expect(screen.getByText('Final up to 40, mid up to 30, each teacher exam up to 10.')).toBeInTheDocument();
    const mid = screen.getByRole('spinbutton', { name: 'Mid exam of Abel Kebede Tesfaye' });
    await user.type(mid, '31');
    await user.click(screen.getByRole('button', { name: 'Save grades of Abel Kebede Tesfaye' }));
    expect(await screen.findByText('Grade must be between 0 and 30')).toBeInTheDocument();
    expect(updateStudentGrade).not.toHaveBeenCalled();
    await user.clear(mid);
    await user.type(mid, '25');
    await user.click(screen.getByRole('button', { name: 'Save grades of Abel Kebede Tesfaye' }));
    await waitFor(() =>
      expect(updateStudentGrade).toHaveBeenCalledWith('r1', 's1', { teacherInSection_id: 'ts1', student_id: 's1', midExam: 25 }),
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Final exam of Hewan Tadesse Alemu' }), '38');
    await user.click(screen.getByRole('button', { name: 'Save grades of Hewan Tadesse Alemu' }));
    await waitFor(() => expect(saveStudentGrade).toHaveBeenCalledWith({ teacherInSection_id: 'ts1', student_id: 's2', finalExam: 38 }));
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeInTheDocument();
  });
});

// Issue 38 (decision 220): the sheet reads its texts from SchoolIntlProvider, not the live catalogue.
describe('GradeEntrySheet in Amharic', () => {
  it('reads the heading, the inputs and the range error in Amharic, and English again after a switch', async () => {
    const { user, setLanguage } = renderWidget(
      <GradeEntrySheet
        api={createFakeApi({ gradeReports: { gradeEntry: async () => fakeOk(entry) } })}
        teacherInSectionId="ts1"
        onBack={() => undefined}
      />,
      { language: 'am' },
    );
    expect(await screen.findByRole('heading', { name: 'Mathematics · Grade 7 A · 2026፣ መንፈቀ ዓመት 1' })).toBeInTheDocument();
    const mid = screen.getByRole('spinbutton', { name: 'የAbel Kebede Tesfaye የአጋማሽ ፈተና' });
    await user.type(mid, '31');
    await user.click(screen.getByRole('button', { name: 'የAbel Kebede Tesfaye ውጤቶችን አስቀምጥ' }));
    expect(await screen.findByText('ውጤቱ ከ0 እስከ 30 መሆን አለበት')).toBeInTheDocument();
    setLanguage('en');
    expect(await screen.findByRole('heading', { name: 'Mathematics · Grade 7 A · 2026, semester 1' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Mid exam of Abel Kebede Tesfaye' })).toBeInTheDocument();
  });
});

describe('GradeEntrySheet of a released term (issue 18)', () => {
  it('names the term in the heading and the export, shows the values read-only with the reopenings, and offers no Save', async () => {
    const exportXlsx = vi.fn();
    const locked: GradeEntry = {
      ...entry,
      teacherInSection: { ...entry.teacherInSection, academic_period: period2 },
      locked: true,
      reopenings: [{ at: '2026-11-20T08:00:00.000Z', by: 'Almaz Bekele', reason: 'Mid exam recount' }],
    };
    renderWidget(
      <GradeEntrySheet
        api={createFakeApi({ gradeReports: { gradeEntry: async () => fakeOk(locked) } })}
        teacherInSectionId="ts1"
        onBack={() => undefined}
        exportXlsx={exportXlsx}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Mathematics · Grade 7 A · 2026, semester 2' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The report of Grade 7 A 2026, semester 2 is released: its marks, comments and behaviour values are read-only until the section owner or an admin reopens it',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/reopened by Almaz Bekele: Mid exam recount/)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Final exam of Abel Kebede Tesfaye' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save grades of Abel Kebede Tesfaye' })).toBeNull();
    screen.getByRole('button', { name: 'Export Excel' }).click();
    await waitFor(() => expect(exportXlsx).toHaveBeenCalled());
    expect(exportXlsx.mock.calls[0][0].fileName).toBe('Grades_Mathematics_Grade_7_A_2026_S2.xlsx');
  });
});

describe('TeacherGradeCourses', () => {
  it("lists the teacher's courses and opens one's grade entry", async () => {
    const onOpen = vi.fn();
    const { user } = renderWidget(<TeacherGradeCourses api={oneCourseApi()} teacherId="TE-0001" onOpen={onOpen} />);
    await user.click(await screen.findByRole('row', { name: /Mathematics/ }));
    expect(onOpen).toHaveBeenCalledWith({ sectionId: 'sec7a', teacherInSectionId: 'ts1' });
  });
});
