import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { courses, history, sections, teachers } from './fixtures';
import { TeacherDetail } from './TeacherDetail';

const employed = teachers[0];
const info = (status = true) => fakeOk({ teacher: { ...employed, status }, history });
const catalog = {
  academics: {
    courses: { list: async () => fakeOk({ courses, totalPages: 1, totalItems: 2 }) },
    sections: { list: async () => fakeOk({ sections, totalPages: 1, totalItems: 4 }) },
  },
};

describe('TeacherDetail', () => {
  it('shows the photo, facts, status and the history', async () => {
    renderWidget(
      <TeacherDetail
        api={createFakeApi({ teachers: { fullInfo: async () => info() } })}
        periodId="p2026-1"
        teacherId="t1"
        onBack={() => undefined}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Tesfaye Bekele Gebre' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Tesfaye Bekele Gebre' })).toHaveAttribute('src', '/fake-files/teachers/tesfaye.png');
    expect(screen.getByText('tesfaye@example.et')).toBeInTheDocument();
    expect(screen.getByText('Assigned course').nextSibling).toHaveTextContent('Mathematics');
    expect(screen.getByText('employed')).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Sections and courses' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Grade 7 AMathematics2026, semester 1'),
      expect.stringContaining('Grade 8 AMathematics2026, semester 1'),
      expect.stringContaining('Grade 7 AMathematics2025, semester 2'),
    ]);
  });

  // Issue 38 (decision 220): the detail reads its texts from SchoolIntlProvider, not the live catalogue.
  it('reads the facts, the status and the history in Amharic under an Amharic provider', async () => {
    renderWidget(
      <TeacherDetail
        api={createFakeApi({ teachers: { fullInfo: async () => info() } })}
        periodId="p2026-1"
        teacherId="t1"
        onBack={() => undefined}
      />,
      { language: 'am' },
    );
    expect(await screen.findByRole('img', { name: 'የTesfaye Bekele Gebre ፎቶ' })).toBeInTheDocument();
    expect(screen.getByText('የተመደበ ትምህርት').nextSibling).toHaveTextContent('Mathematics');
    expect(screen.getByText('ተቀጥሯል')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'ሴክሽኖችና ትምህርቶች' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('2026፣ መንፈቀ ዓመት 1');
    expect(within(history).getAllByRole('button', { name: /^Grade 7 A, Mathematics, 2026፣ መንፈቀ ዓመት 1 / })).toHaveLength(2);
    expect(screen.queryByText('employed')).toBeNull();
  });

  it('disables Edit, Delete and assigning while frozen; Unfreeze asks first, then reloads', async () => {
    const fullInfo = vi.fn().mockResolvedValueOnce(info(false)).mockResolvedValue(info(true));
    const freeze = vi.fn(async () => ({
      ok: true as const,
      status: 200,
      message: 'Teacher unfrozen: employed again',
      data: { message: '', teacher: employed },
    }));
    const { user } = renderWidget(
      <TeacherDetail api={createFakeApi({ teachers: { fullInfo, freeze } })} periodId="p2026-1" teacherId="t1" onBack={() => undefined} />,
    );
    expect(await screen.findByText('terminated/dismissed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Assign New Section' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Unfreeze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unfreeze this teacher?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unfreeze' }));
    await waitFor(() => expect(freeze).toHaveBeenCalledWith({ ID: 'TE-0001', status: true }));
    expect(await screen.findByText('employed')).toBeInTheDocument();
    expect(screen.getByText('Teacher unfrozen: employed again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
  });

  it('deletes after confirmation and goes back; a refusal stays in the dialog', async () => {
    const remove = vi
      .fn()
      .mockResolvedValueOnce(fakeFail('This teacher is terminated/dismissed: unfreeze the teacher first'))
      .mockResolvedValue(fakeOk({ message: 'successfully deleted' }, 'successfully deleted'));
    const onBack = vi.fn();
    const { user } = renderWidget(
      <TeacherDetail
        api={createFakeApi({ teachers: { fullInfo: async () => info(), remove } })}
        periodId="p2026-1"
        teacherId="t1"
        onBack={onBack}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this teacher?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('This teacher is terminated/dismissed: unfreeze the teacher first')).toBeInTheDocument();
    expect(onBack).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onBack).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith('t1', 'p2026-1');
  });

  it('edits one assignment (one section of the subject’s grades) and deletes another', async () => {
    const fullInfo = vi.fn(async () => info());
    const editAssigned = vi.fn(async () => fakeOk({ message: 'successfully updated' }));
    const removeAssigned = vi.fn(async () => fakeOk({ message: 'successfully deleted' }));
    const { user } = renderWidget(
      <TeacherDetail
        api={createFakeApi({ ...catalog, teachers: { fullInfo, editAssigned, removeAssigned } })}
        periodId="p2026-1"
        teacherId="t1"
        onBack={() => undefined}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Grade 7 A, Mathematics, 2026, semester 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit section and course' });
    const section = await within(dialog).findByRole('combobox', { name: 'Assigned class or grade (section)' });
    expect(
      within(section)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a section', 'Grade 7 A', 'Grade 7 B', 'Grade 8 A']);
    await user.selectOptions(section, 's7b');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(editAssigned).toHaveBeenCalledWith({
        assignedSections: ['s7b'],
        assignedCourse: 'c-math',
        academic_period_id: 'p2026-1',
        teacher_id: 't1',
        section_in_teacher_id: 'a1',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Grade 8 A, Mathematics, 2026, semester 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this assigned section?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(removeAssigned).toHaveBeenCalledWith('p2026-1', 'c-math', 's8a', 't1'));
    await waitFor(() => expect(fullInfo).toHaveBeenCalledTimes(3));
  });

  it('shows No Teacher Found for an unknown teacher', async () => {
    renderWidget(
      <TeacherDetail
        api={createFakeApi({ teachers: { fullInfo: async () => fakeFail('No Teacher Found', 404) } })}
        periodId="p"
        teacherId="x"
        onBack={() => undefined}
      />,
    );
    expect(await screen.findByText('No Teacher Found')).toBeInTheDocument();
  });
});
