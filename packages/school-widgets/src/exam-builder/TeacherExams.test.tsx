import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk, type ApiClient } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { examsFixture, makeExam, teacherSections } from './fixtures';
import { TeacherExams } from './TeacherExams';

vi.setConfig({ testTimeout: 20_000 });

const apiWith = (over: { create?: ApiClient['exams']['create']; exams?: typeof examsFixture } = {}) =>
  createFakeApi({
    exams: {
      // A page of the list as the server answers it (search on the title, page and size).
      listForTeacher: async (_teacher, q = {}) => {
        const all = (over.exams ?? examsFixture).filter((e) => !q.searchTerm || e.title.toLowerCase().includes(q.searchTerm.toLowerCase()));
        const limit = q.limit === 'all' || q.limit === undefined ? all.length : q.limit;
        const page = q.page ?? 1;
        return fakeOk({
          exams: all.slice((page - 1) * limit, page * limit),
          totalItems: all.length,
          totalPages: Math.ceil(all.length / limit),
        });
      },
      create: over.create,
    },
    teaching: { teacherInPeriod: async () => fakeOk(teacherSections) },
  });

describe('TeacherExams', () => {
  it('lists the exams with Upcoming / Happening Now / Expired, page sizes 5, 10, 15, and opens one', async () => {
    const onOpen = vi.fn();
    const { user } = renderWidget(<TeacherExams api={apiWith()} teacherId="TE-0001" onOpen={onOpen} />);
    const upcoming = await screen.findByRole('row', { name: /Fractions mid-term/ });
    expect(within(upcoming).getByText('Upcoming')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Decimals quiz/ })).getByText('Happening Now')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Ratios final/ })).getByText('Expired')).toBeInTheDocument();
    expect(within(upcoming).getByText('Mathematics - Grade 7 A (2026, semester 1)')).toBeInTheDocument();
    const sizes = within(screen.getByLabelText(/rows per page/i)).getAllByRole('option');
    expect(sizes.map((o) => o.textContent)).toEqual(['5', '10', '15']);

    await user.type(screen.getByRole('searchbox'), 'Decimals');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Fractions mid-term/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('row', { name: /Decimals quiz/ }));
    expect(onOpen).toHaveBeenCalledWith({ examId: 'ex2' });
  });

  it('Add New Exam: no errors before the first submit, then the spec’s messages; End after Start', async () => {
    const create = vi.fn(async () => fakeOk({ message: 'Exam created successfully', exam_id: 'new1', exam: makeExam({ _id: 'new1' }) }));
    const onOpen = vi.fn();
    const { user } = renderWidget(<TeacherExams api={apiWith({ create })} teacherId="TE-0001" onOpen={onOpen} />);
    await user.click(await screen.findByRole('button', { name: 'Add Exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Exam' });
    await user.type(within(dialog).getByLabelText('Title'), 'x');
    await user.clear(within(dialog).getByLabelText('Title'));
    expect(within(dialog).queryByText('Title is required.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const text of [
      'Title is required.',
      'Start Time is required.',
      'End Time is required.',
      'Duration is required.',
      'Total Marks is required.',
    ])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one section and course.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Title'), 'Algebra quiz');
    fireEvent.change(within(dialog).getByLabelText('Start Time'), { target: { value: '2026-12-01T10:00' } });
    fireEvent.change(within(dialog).getByLabelText('End Time'), { target: { value: '2026-12-01T09:00' } });
    await user.type(within(dialog).getByLabelText('Duration (minutes)'), '45');
    await user.type(within(dialog).getByLabelText('Total Marks'), '20');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mathematics - Grade 7 A' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'can be used as mock' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('End Time should be after Start Time.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('End Time'), { target: { value: '2026-12-01T11:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Algebra quiz',
        start_time: new Date('2026-12-01T10:00').toISOString(),
        end_time: new Date('2026-12-01T11:30').toISOString(),
        duration: 45,
        total_marks: 20,
        can_be_used_as_mock: true,
        ID: 'TE-0001',
        sectioninfo: [{ section_id: 'sec7', course_id: 'c-Mathematics' }],
        is_entrance: false,
        termination_level: 3,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpen).toHaveBeenCalledWith({ examId: 'new1' });
  });

  it('shows the server’s refusal inside the dialog and keeps it open', async () => {
    const create = vi.fn(async () => ({ ok: false as const, status: 403, error: 'You do not teach Mathematics in Grade 7 A.' }));
    const { user } = renderWidget(<TeacherExams api={apiWith({ create })} teacherId="TE-0001" onOpen={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Add Exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Exam' });
    await user.type(within(dialog).getByLabelText('Title'), 'Algebra quiz');
    fireEvent.change(within(dialog).getByLabelText('Start Time'), { target: { value: '2026-12-01T10:00' } });
    fireEvent.change(within(dialog).getByLabelText('End Time'), { target: { value: '2026-12-01T11:00' } });
    await user.type(within(dialog).getByLabelText('Duration (minutes)'), '45');
    await user.type(within(dialog).getByLabelText('Total Marks'), '20');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mathematics - Grade 8 A' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('You do not teach Mathematics in Grade 7 A.')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ sectioninfo: [{ section_id: 'sec8', course_id: 'c-Mathematics' }] }));
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads the statuses, the durations and the Add New Exam dialog with its errors in the language of its provider', async () => {
    const create = vi.fn();
    const { user } = renderWidget(<TeacherExams api={apiWith({ create })} teacherId="TE-0001" onOpen={() => undefined} />, {
      language: 'am',
    });
    const upcoming = await screen.findByRole('row', { name: /Fractions mid-term/ });
    expect(within(upcoming).getByText('መጪ')).toBeInTheDocument();
    expect(within(upcoming).getByText('60 ደቂቃ')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Decimals quiz/ })).getByText('አሁን በሂደት ላይ')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Ratios final/ })).getByText('ጊዜው ያለፈ')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /ሴክሽኖች/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ፈተና ጨምር' }));
    const dialog = await screen.findByRole('dialog', { name: 'አዲስ ፈተና ጨምር' });
    await user.click(within(dialog).getByRole('button', { name: 'ፍጠር' }));
    expect(await within(dialog).findByText('ርዕስ ያስፈልጋል።')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
