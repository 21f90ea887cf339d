import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk, type FakeApiOverrides } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { AcademicPeriodDetail } from './AcademicPeriodDetail';
import { coursesFixture, gradesFixture, periodsFixture, sectionsFixture } from './fixtures';

function fakeApi(academics: FakeApiOverrides['academics'] = {}) {
  const calls = {
    courses: vi.fn(async () => fakeOk({ courses: coursesFixture, totalPages: 1, totalItems: 2 })),
    grades: vi.fn(async () => fakeOk({ grades: gradesFixture, totalPages: 1, totalItems: 2 })),
    sections: vi.fn(async () => fakeOk({ sections: sectionsFixture, totalPages: 1, totalItems: 4 })),
  };
  const api = createFakeApi({
    academics: {
      ...academics,
      periods: { get: async () => fakeOk({ academicPeriod: periodsFixture[0] }) },
      courses: { list: calls.courses, ...academics?.courses },
      grades: { list: calls.grades, ...academics?.grades },
      sections: { list: calls.sections },
    },
  });
  return { api, calls };
}
const table = (name: string) => screen.getByRole('table', { name });

describe('AcademicPeriodDetail', () => {
  it('shows the period with its courses, grades and sections; a section row opens it', async () => {
    const onOpenSection = vi.fn();
    const { api } = fakeApi();
    const { user } = renderWidget(<AcademicPeriodDetail api={api} periodId="ap6" onOpenSection={onOpenSection} onBack={() => undefined} />);
    expect(await screen.findByRole('heading', { level: 1, name: '2026, semester 1' })).toBeInTheDocument();
    expect(within(table('Courses')).getByRole('row', { name: /Mathematics Grade 7, Grade 8/ })).toBeInTheDocument();
    const headers = (name: string) =>
      within(table(name))
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[↕▲▼]/g, ''));
    expect(headers('Courses')).toEqual(['#', 'Subject Name', 'Class that takes the course', 'Actions']);
    expect(headers('Grades')).toEqual(['#', 'Grade Name', 'Number Of Sections', 'Capacity', 'Actions']);
    const sections = table('Sections');
    expect(headers('Sections')).toEqual(['#', 'Section Name', 'Capacity', 'Number of Actual Student']);
    expect(within(sections).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.click(within(sections).getByRole('cell', { name: 'Grade 7 B' }));
    expect(onOpenSection).toHaveBeenCalledWith('s7b');
  });

  it('adds a grade with its sections and reloads grades and sections', async () => {
    const add = vi.fn(async () => fakeOk({ message: 'successfully added', grade: gradesFixture[0] }));
    const { api, calls } = fakeApi({ grades: { add } });
    const { user } = renderWidget(
      <AcademicPeriodDetail api={api} periodId="ap6" onOpenSection={() => undefined} onBack={() => undefined} />,
    );
    await user.click(await screen.findByRole('button', { name: 'ADD Grade/class' }));
    const dialog = screen.getByRole('dialog', { name: 'ADD Grade/class' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.type(within(dialog).getByLabelText('Grade or class'), 'Grade 9');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Number of sections'), '0');
    expect(within(dialog).getByText('Section count is required')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Number of sections'));
    await user.type(within(dialog).getByLabelText('Number of sections'), '3');
    await user.click(save);
    expect(add).toHaveBeenCalledWith({ id: 'ap6', grade: 'Grade 9', sectionCount: 3, capacity: 40 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.grades).toHaveBeenCalledTimes(2);
    expect(calls.sections).toHaveBeenCalledTimes(2);
  });

  it('adds a course: a name and at least one of the period’s grades', async () => {
    const add = vi.fn(async () => fakeOk({ message: 'successfully added', course: coursesFixture[0] }));
    const { api, calls } = fakeApi({ courses: { add } });
    const { user } = renderWidget(
      <AcademicPeriodDetail api={api} periodId="ap6" onOpenSection={() => undefined} onBack={() => undefined} />,
    );
    await user.click(await screen.findByRole('button', { name: 'ADD Course' }));
    const dialog = screen.getByRole('dialog', { name: 'ADD Course' });
    await user.type(within(dialog).getByLabelText('Subject name'), 'Physics');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Grade 8' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Grade 8' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('assigned class or grade is required');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Grade 7' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(add).toHaveBeenCalledWith({ id: 'ap6', name: 'Physics', grade: ['g7'] });
    await waitFor(() => expect(calls.courses).toHaveBeenCalledTimes(2));
  });

  it("shows the spec's progress text 'adding courses' on Save while the server answers", async () => {
    const added = fakeOk({ message: 'successfully added', course: coursesFixture[0]! });
    let answer: (r: typeof added) => void = () => undefined;
    const add = vi.fn(() => new Promise<typeof added>((resolve) => (answer = resolve)));
    const { api } = fakeApi({ courses: { add } });
    const { user } = renderWidget(
      <AcademicPeriodDetail api={api} periodId="ap6" onOpenSection={() => undefined} onBack={() => undefined} />,
    );
    await user.click(await screen.findByRole('button', { name: 'ADD Course' }));
    const dialog = screen.getByRole('dialog', { name: 'ADD Course' });
    await user.type(within(dialog).getByLabelText('Subject name'), 'Physics');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Grade 7' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'adding courses' })).toBeDisabled();
    answer(added);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ADD Course' })).toBeNull());
  });

  it('edits a course with its grades checked, and shows a delete refusal', async () => {
    const edit = vi.fn(async () => fakeOk({ message: 'successfully updated', course: coursesFixture[1] }));
    const remove = vi.fn(async () => fakeFail('The course ICT cannot be deleted while it has assigned teachers'));
    const { api } = fakeApi({ courses: { edit, remove } });
    const { user } = renderWidget(
      <AcademicPeriodDetail api={api} periodId="ap6" onOpenSection={() => undefined} onBack={() => undefined} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit ICT' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit course' });
    expect(within(dialog).getByRole('checkbox', { name: 'Grade 8' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(edit).toHaveBeenCalledWith({ _id: 'c2', academicPeriodId: 'ap6', name: 'ICT', grade: ['g8'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete ICT' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this course?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findAllByText('The course ICT cannot be deleted while it has assigned teachers')).not.toHaveLength(0);
    expect(remove).toHaveBeenCalledWith('c2', 'ap6');
  });

  it("shows the spec's progress text 'deleting courses' on Delete while the server answers", async () => {
    const deleted = fakeOk({ message: 'successfully deleted' });
    let answer: (r: typeof deleted) => void = () => undefined;
    const remove = vi.fn(() => new Promise<typeof deleted>((resolve) => (answer = resolve)));
    const { api } = fakeApi({ courses: { remove } });
    const { user } = renderWidget(
      <AcademicPeriodDetail api={api} periodId="ap6" onOpenSection={() => undefined} onBack={() => undefined} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete ICT' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this course?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('button', { name: 'deleting courses' })).toBeDisabled();
    answer(deleted);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this course?' })).toBeNull());
  });

  // Issue 38 (decision 220): the period, its tables and their headers read the provider's language.
  it('reads the period and its tables in Amharic under an Amharic provider', async () => {
    const { api } = fakeApi();
    renderWidget(<AcademicPeriodDetail api={api} periodId="ap6" onOpenSection={() => undefined} onBack={() => undefined} />, {
      language: 'am',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '2026፣ መንፈቀ ዓመት 1' })).toBeInTheDocument();
    const headers = within(table('ክፍሎች'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕▲▼]/g, ''));
    expect(headers.slice(1, 2)).toEqual(['የክፍሉ ስም']);
    expect(headers.at(-1)).toBe('ተግባራት');
    expect(table('ትምህርቶች')).toBeInTheDocument();
    expect(table('ሴክሽኖች')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ክፍል ጨምር' })).toBeInTheDocument();
  });

  it('shows a load error with Try again and goes back', async () => {
    const onBack = vi.fn();
    const api = createFakeApi({ academics: { periods: { get: async () => fakeFail('No Academic Period Found', 404) } } });
    const { user } = renderWidget(<AcademicPeriodDetail api={api} periodId="x" onOpenSection={() => undefined} onBack={onBack} />);
    // Not found: the text with Back, no Try again (issue 20).
    expect(await screen.findByText('No Academic Period Found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(onBack).toHaveBeenCalled();
  });
});
