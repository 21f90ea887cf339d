import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk, type Language, type MarkAttendanceRequest } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { AttendanceMarking } from './AttendanceMarking';
import { StudentAttendance } from './StudentAttendance';
import { attendanceSheetFixture, studentAttendanceFixture } from '../student-dashboard/fixtures';
import { teacherInPeriod } from '../teacher-dashboard/fixtures';

vi.setConfig({ testTimeout: 20_000 });

const saved = { message: 'successfully marked', attendance: attendanceSheetFixture.students[1].attendance! };

function renderMarking(date = '2026-11-20', over: Record<string, unknown> = {}, language: Language = 'en') {
  const mark = vi.fn(async (_body: MarkAttendanceRequest) => fakeOk(saved));
  const markAllPresent = vi.fn(async () => fakeOk({ message: '2 students marked present', marked: 2, attendance: [] }));
  const sheet = vi.fn(async () => fakeOk(attendanceSheetFixture));
  const onDateChange = vi.fn();
  const api = createFakeApi({
    teaching: { attendance: { sheet, mark, markAllPresent, ...over }, teacherInPeriod: async () => fakeOk(teacherInPeriod) },
  });
  return {
    mark,
    markAllPresent,
    sheet,
    onDateChange,
    ...renderWidget(
      <AttendanceMarking api={api} teacherId="TE-0001" sectionId="sec7" courseId="c-m" date={date} onDateChange={onDateChange} />,
      { language },
    ),
  };
}

describe('AttendanceMarking', () => {
  it('marks Present at once with the current time; Absent asks for a reason and notes first', async () => {
    const { user, mark, sheet } = renderMarking();
    const abel = await screen.findByRole('listitem', { name: 'Abel Alemayehu Zewdu' });
    expect(sheet).toHaveBeenCalledWith('TE-0001', 'c-m', 'sec7', '2026-11-20');
    expect(within(abel).getByText('Not marked')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Hanna Bekele Lemma' })).getByText('Arrived 08:20')).toBeInTheDocument();
    await user.click(within(abel).getByRole('button', { name: 'Mark Abel Alemayehu Zewdu present' }));
    await waitFor(() => expect(mark).toHaveBeenCalledTimes(1));
    expect(mark.mock.calls[0][0]).toMatchObject({
      student_id: 's1',
      status: 'Present',
      date: '2026-11-20',
      section_id: 'sec7',
      course_id: 'c-m',
    });
    expect(mark.mock.calls[0][0].arrivedTime).toMatch(/^\d{2}:\d{2}$/);

    await user.click(within(abel).getByRole('button', { name: 'Mark Abel Alemayehu Zewdu absent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Reason and Notes' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Sick');
    await user.type(within(dialog).getByLabelText('Notes'), 'Mother called');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mark).toHaveBeenCalledTimes(2));
    expect(mark.mock.calls[1][0]).toMatchObject({ status: 'Absent', reason: 'Sick', notes: 'Mother called', arrivedTime: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists every day of the period, searches students, shows the empty text, and marks the rest present', async () => {
    const { user, onDateChange, markAllPresent } = renderMarking();
    await screen.findByRole('listitem', { name: 'Abel Alemayehu Zewdu' });
    const select = screen.getByLabelText('Date');
    expect(within(select).getAllByRole('option')).toHaveLength(1 + 153); // 'Select a date' + Sep 1 to Jan 31
    await user.selectOptions(select, '2026-11-19');
    expect(onDateChange).toHaveBeenCalledWith({ date: '2026-11-19' });
    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'liya');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No students found for the selected date or search query.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all Present' }));
    await waitFor(() =>
      expect(markAllPresent).toHaveBeenCalledWith(expect.objectContaining({ section_id: 'sec7', course_id: 'c-m', date: '2026-11-19' })),
    );
  });

  it('refuses to mark without a date: "date is not selected"', async () => {
    const { user, mark, markAllPresent } = renderMarking('none');
    expect(await screen.findAllByText('date is not selected')).not.toHaveLength(0);
    expect(screen.getByText('No students found for the selected date or search query.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all Present' }));
    expect(markAllPresent).not.toHaveBeenCalled();
    expect(mark).not.toHaveBeenCalled();
    expect((await screen.findAllByText('date is not selected')).length).toBeGreaterThan(1);
  });

  // Issue 38 (decision 220): the texts, letters and days come from SchoolIntlProvider, not the live catalogue.
  it('reads the cards, the letters, the days and the reason dialog in the language of its provider', async () => {
    const { user, mark } = renderMarking('2026-11-20', {}, 'am');
    const abel = await screen.findByRole('listitem', { name: 'Abel Alemayehu Zewdu' });
    expect(within(abel).getByText('አልተመዘገበም')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Hanna Bekele Lemma' })).getByText('የደረሰው 08:20')).toBeInTheDocument();
    expect(within(screen.getByLabelText('ቀን')).getByRole('option', { selected: true })).toHaveTextContent('ዓርብ 20 ኖቬምበር 2026');
    expect(screen.getByRole('button', { name: 'ሁሉንም እንደተገኙ መዝግብ' })).toBeInTheDocument();
    const absent = within(abel).getByRole('button', { name: 'Abel Alemayehu Zewdu እንደቀረ መዝግብ' });
    expect(absent).toHaveTextContent('ቀ');
    await user.click(absent);
    const dialog = await screen.findByRole('dialog', { name: 'ምክንያትና ማስታወሻ ጨምር' });
    expect(dialog).toHaveAccessibleDescription('Abel Alemayehu Zewdu: ቀርቷል');
    await user.type(within(dialog).getByLabelText('ምክንያት'), 'Sick');
    await user.type(within(dialog).getByLabelText('ማስታወሻ'), 'Mother called');
    await user.click(within(dialog).getByRole('button', { name: 'አስቀምጥ' }));
    await waitFor(() => expect(mark).toHaveBeenCalledTimes(1));
    expect(mark.mock.calls[0][0]).toMatchObject({ status: 'Absent', reason: 'Sick', arrivedTime: null });
  });
});

describe('StudentAttendance', () => {
  it('shows a summary per course and a total, 5 rows per page, sortable by date and searchable', async () => {
    const { user } = renderWidget(
      <StudentAttendance
        api={createFakeApi({ teaching: { attendance: { forStudent: async () => fakeOk(studentAttendanceFixture) } } })}
        studentId="ST-0001"
        sectionId="sec7"
      />,
    );
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('row', { name: /Mathematics/ })).toHaveTextContent('Mathematics3104');
    expect(within(summary).getByRole('row', { name: /ICT/ })).toHaveTextContent('ICT1012');
    expect(within(summary).getAllByRole('row').at(-1)).toHaveTextContent('Total4116');
    const table = screen.getByRole('table', { name: 'My attendance' });
    const dates = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstChild!.textContent);
    // Written by the one date formatter, not as ISO days (issue 38).
    expect(dates()).toEqual(['November 20, 2026', 'November 19, 2026', 'November 19, 2026', 'November 18, 2026', 'November 17, 2026']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('A');
    await user.click(within(table).getByRole('button', { name: /Date/ }));
    expect(dates()[0]).toBe('November 16, 2026');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bus');
    expect(dates()).toEqual(['November 19, 2026']);
  });

  it('reads the summary, the letters and the dates in the language of its provider (issue 38)', async () => {
    renderWidget(
      <StudentAttendance
        api={createFakeApi({ teaching: { attendance: { forStudent: async () => fakeOk(studentAttendanceFixture) } } })}
        studentId="ST-0001"
        sectionId="sec7"
      />,
      { language: 'am' },
    );
    const summary = await screen.findByRole('region', { name: 'ማጠቃለያ' });
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ትምህርት', 'ተገኝቷል', 'ቀርቷል', 'አርፍዷል', 'ጠቅላላ']);
    expect(within(summary).getAllByRole('row').at(-1)).toHaveTextContent('ጠቅላላ4116');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('የእኔ ክትትል');
    const table = screen.getByRole('table', { name: 'የእኔ ክትትል' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0].firstChild!.textContent).toBe('20 ኖቬምበር 2026');
    expect(within(rows[1]).getByTitle('ቀርቷል')).toHaveTextContent('ቀ');
  });
});
