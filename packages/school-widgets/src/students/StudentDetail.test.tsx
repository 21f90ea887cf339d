import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { emptyRecord, studentRecord } from './fixtures';
import { StudentDetail } from './StudentDetail';

const get = (student = studentRecord) => vi.fn(async () => fakeOk({ student }));

describe('StudentDetail', () => {
  it('shows details, Active status, records and documents; no super-admin controls for an admin', async () => {
    renderWidget(<StudentDetail api={createFakeApi({ students: { get: get() } })} userID="ST-0001" onBack={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Abel Bekele Tesfaye', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Grade 7 A' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2026 - semester 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Birth certificate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Freeze' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  // Issue 38 (decision 220): the folder reads its texts from SchoolIntlProvider, not the live catalogue.
  it('reads the status, the headings and the academic records in Amharic', async () => {
    renderWidget(<StudentDetail api={createFakeApi({ students: { get: get() } })} userID="ST-0001" onBack={() => {}} />, {
      language: 'am',
    });
    expect(await screen.findByRole('heading', { name: 'Abel Bekele Tesfaye', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('ንቁ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'የግል ዝርዝሮች' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'የትምህርት መዛግብት' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2026 - መንፈቀ ዓመት 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'የ2026 - መንፈቀ ዓመት 1 መዝገብ አርትዕ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'መዝገብ ጨምር' })).toBeEnabled();
  });

  it("says 'No academic record available' and 'No documents available'", async () => {
    renderWidget(<StudentDetail api={createFakeApi({ students: { get: get(emptyRecord) } })} userID="ST-0001" onBack={() => {}} />);
    expect(await screen.findByText('No academic record available')).toBeInTheDocument();
    expect(screen.getByText('No documents available')).toBeInTheDocument();
  });

  it('lets the super admin freeze after confirmation; a frozen student cannot be edited, deleted or given a record', async () => {
    const freeze = vi.fn(async () => fakeOk({ message: 'student frozen', student: { ...studentRecord, status: false } }, 'student frozen'));
    const { user } = renderWidget(
      <StudentDetail api={createFakeApi({ students: { get: get(), freeze } })} userID="ST-0001" isSuperAdmin onBack={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Freeze' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Freeze' }));
    expect(freeze).toHaveBeenCalledWith({ ID: 'ST-0001' });
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add record' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Unfreeze' })).toBeEnabled();
  });

  it('deletes after confirmation, then goes back', async () => {
    const remove = vi.fn(async () => fakeOk({ message: 'successfully deleted' }));
    const onBack = vi.fn();
    const { user } = renderWidget(
      <StudentDetail api={createFakeApi({ students: { get: get(), remove } })} userID="ST-0001" isSuperAdmin onBack={onBack} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this student?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onBack).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith('s1');
  });

  it('deletes a record after confirmation and shows the returned record', async () => {
    const records = { remove: vi.fn(async () => fakeOk({ message: 'successfully deleted', student: emptyRecord })) };
    const { user } = renderWidget(
      <StudentDetail api={createFakeApi({ students: { get: get(), records } })} userID="ST-0001" onBack={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete record of 2026 - semester 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No academic record available')).toBeInTheDocument();
    expect(records.remove).toHaveBeenCalledWith({ student_id: 's1', section_id: 'sec7a', academic_period_id: 'p26' });
  });

  it('adds a record: period then a section with a free seat; a server refusal stays in the dialog', async () => {
    const academics = {
      periods: {
        list: vi.fn(async () =>
          fakeOk({ academicPeriods: [{ _id: 'p26', year: 2026, semester: 1, startDate: '', endDate: '' }], totalPages: 1, totalItems: 1 }),
        ),
      },
      sections: {
        list: vi.fn(async () =>
          fakeOk({
            sections: [
              {
                _id: 'full',
                name: 'Grade 7 A',
                gradeID: 'Grade 7',
                grade_academic_period_id: 'g',
                academic_period_id: 'p26',
                capacity: 2,
                actual: 2,
              },
              {
                _id: 'free',
                name: 'Grade 7 B',
                gradeID: 'Grade 7',
                grade_academic_period_id: 'g',
                academic_period_id: 'p26',
                capacity: 40,
                actual: 3,
              },
            ],
            totalPages: 1,
            totalItems: 2,
          }),
        ),
      },
    };
    const records = { add: vi.fn(async () => ({ ok: false as const, status: 400, error: 'Section Grade 7 B is full (40 students)' })) };
    const { user } = renderWidget(
      <StudentDetail api={createFakeApi({ students: { get: get(emptyRecord), records }, academics })} userID="ST-0001" onBack={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Add record' }));
    const dialog = screen.getByRole('dialog', { name: 'Add student record' });
    await user.selectOptions(
      within(dialog).getByLabelText('Academic period'),
      await within(dialog).findByRole('option', { name: '2026 - semester 1' }),
    );
    await within(dialog).findByRole('option', { name: 'Grade 7 B (3/40)' });
    expect(within(dialog).queryByRole('option', { name: /Grade 7 A/ })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Section'), 'free');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Section Grade 7 B is full (40 students)')).toBeInTheDocument();
    expect(academics.sections.list).toHaveBeenCalledWith('p26', { limit: 'all' });
  });
});
