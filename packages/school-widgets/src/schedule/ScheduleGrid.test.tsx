import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk, type FakeApiOverrides } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { scheduleFixture, sectionFixture, teachersFixture } from './fixtures';
import { ScheduleGrid } from './ScheduleGrid';

function fakeApi(schedule: NonNullable<FakeApiOverrides['academics']>['schedule'] = {}) {
  const get = vi.fn(async () => fakeOk(scheduleFixture));
  const api = createFakeApi({
    academics: {
      sections: { get: async () => fakeOk({ section: sectionFixture }), teachers: async () => fakeOk({ teachers: teachersFixture }) },
      schedule: { get, ...schedule },
    },
  });
  return { api, get };
}
const grid = (name = 'Weekly schedule of Grade 7 A') => screen.getByRole('table', { name });

describe('ScheduleGrid', () => {
  it('shows Monday to Friday × the periods, the lessons and the teachers as chips', async () => {
    const { api } = fakeApi();
    renderWidget(<ScheduleGrid api={api} sectionId="s7a" onBack={() => undefined} />);
    await screen.findByRole('heading', { level: 1, name: 'Weekly schedule of Grade 7 A' });
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Period', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(
      within(grid())
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['08:00–08:40', '08:45–09:25', '09:30–10:10']);
    const monday8 = within(grid()).getAllByRole('row')[1];
    expect(within(monday8).getAllByRole('cell')[0]).toHaveTextContent('MathematicsAbebe Girma');
    expect(screen.getByRole('button', { name: 'Abebe Girma (Mathematics)' })).toHaveAttribute('aria-roledescription', 'draggable');
  });

  it('adds a period only when both times are set, end after start and no overlap', async () => {
    const addPeriod = vi.fn(async () =>
      fakeOk({ message: 'successfully added', period: { _id: 'p4', startTime: '10:30', endTime: '11:10' } }),
    );
    const { api, get } = fakeApi({ addPeriod });
    const { user } = renderWidget(<ScheduleGrid api={api} sectionId="s7a" onBack={() => undefined} />);
    const form = await screen.findByRole('form', { name: 'Add period' });
    const add = within(form).getByRole('button', { name: 'Add period' });
    expect(add).toBeDisabled();
    expect(within(form).getByLabelText('Start time')).toHaveAttribute('step', '300');
    await user.type(within(form).getByLabelText('Start time'), '08:30');
    await user.type(within(form).getByLabelText('End time'), '08:50');
    expect(within(form).getByText('This period overlaps another period of the schedule')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.clear(within(form).getByLabelText('Start time'));
    await user.type(within(form).getByLabelText('Start time'), '09:00');
    await user.clear(within(form).getByLabelText('End time'));
    await user.type(within(form).getByLabelText('End time'), '08:55');
    expect(within(form).getByText('End time must be after start time')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Start time'));
    await user.type(within(form).getByLabelText('Start time'), '10:30');
    await user.clear(within(form).getByLabelText('End time'));
    await user.type(within(form).getByLabelText('End time'), '11:10');
    await user.click(add);
    expect(addPeriod).toHaveBeenCalledWith({ section_id: 's7a', startTime: '10:30', endTime: '11:10' });
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(within(form).getByLabelText('Start time')).toHaveValue('');
  });

  it('assigns a teacher to a free slot by keyboard through the Assign dialog', async () => {
    const assign = vi.fn(async () => fakeOk({ message: 'successfully added', entry: scheduleFixture.entries[0] }));
    const { api, get } = fakeApi({ assign });
    const { user } = renderWidget(<ScheduleGrid api={api} sectionId="s7a" onBack={() => undefined} />);
    (await screen.findByRole('button', { name: 'Assign a teacher to Wednesday 08:45–09:25' })).focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Assign a teacher to Wednesday 08:45–09:25' });
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Teacher'), 'Hirut Alemu (English)');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(assign).toHaveBeenCalledWith({
      section_id: 's7a',
      teacher_id: 't2',
      fullName: 'Hirut Alemu',
      course: 'c-eng',
      day: 3,
      startTime: '08:45',
      endTime: '09:25',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(get).toHaveBeenCalledTimes(2);
  });

  // Issue 38: the day names were kept from module load, so after a switch to Amharic the dialog
  // read "ለMonday 08:45–09:25 መምህር መድብ" until a reload. The widget reads its texts from
  // SchoolIntlProvider (decision 220): a switch re-renders it in the new language, nothing global.
  it('reads the Assign dialog in Amharic after the language is switched, without a reload', async () => {
    const { api } = fakeApi();
    const { user, setLanguage } = renderWidget(<ScheduleGrid api={api} sectionId="s7a" onBack={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Assign a teacher to Wednesday 08:45–09:25' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Assign a teacher to Wednesday 08:45–09:25');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    setLanguage('am');
    expect(await screen.findByRole('heading', { level: 1, name: 'የGrade 7 A ሳምንታዊ ፕሮግራም' })).toBeInTheDocument();
    expect(
      within(grid('የGrade 7 A ሳምንታዊ ፕሮግራም'))
        .getAllByRole('columnheader')
        .slice(1)
        .map((h) => h.textContent),
    ).toEqual(['ሰኞ', 'ማክሰኞ', 'ረቡዕ', 'ሐሙስ', 'ዓርብ']);
    await user.click(screen.getByRole('button', { name: 'ለረቡዕ 08:45–09:25 መምህር መድብ' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('ለረቡዕ 08:45–09:25 መምህር መድብ');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('ለረቡዕ 08:45–09:25 መምህር መድብ');

    // And back: English again at once, the same widget still mounted.
    await user.keyboard('{Escape}');
    setLanguage('en');
    expect(await screen.findByRole('button', { name: 'Assign a teacher to Wednesday 08:45–09:25' })).toBeInTheDocument();
  });

  it("shows the server's clash message and keeps the dialog open", async () => {
    const clash = 'Hirut Alemu already teaches Grade 8 B on Monday 08:40–09:20';
    const { api } = fakeApi({ assign: async () => fakeFail(clash) });
    const { user } = renderWidget(<ScheduleGrid api={api} sectionId="s7a" onBack={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Assign a teacher to Monday 08:45–09:25' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Teacher'), 'Hirut Alemu (English)');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findAllByText(clash)).toHaveLength(2); // the alert and the toast
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('removes a lesson and deletes a period only after confirmation', async () => {
    const unassign = vi.fn(async () => fakeOk({ message: 'successfully deleted' }));
    const removePeriod = vi.fn(async () => fakeOk({ message: 'successfully deleted' }));
    const { api } = fakeApi({ unassign, removePeriod });
    const { user } = renderWidget(<ScheduleGrid api={api} sectionId="s7a" onBack={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Remove Abebe Girma from Monday 08:00–08:40' }));
    expect(unassign).not.toHaveBeenCalled();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove this lesson from the schedule?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(unassign).toHaveBeenCalledWith({
      section_id: 's7a',
      teacher_id: 't1',
      fullName: 'Abebe Girma',
      course: 'c-math',
      day: 1,
      startTime: '08:00',
      endTime: '08:40',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete period 09:30–10:10' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this period and its lessons?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(removePeriod).toHaveBeenCalledWith('p3');
  });

  it('shows the empty grid text and a load error', async () => {
    const empty = createFakeApi({
      academics: {
        sections: { get: async () => fakeOk({ section: sectionFixture }), teachers: async () => fakeOk({ teachers: [] }) },
        schedule: { get: async () => fakeOk({ periods: [], entries: [] }) },
      },
    });
    const { unmount } = renderWidget(<ScheduleGrid api={empty} sectionId="s7a" onBack={() => undefined} />);
    expect(await screen.findByText('No periods yet: add the first period of the day.')).toBeInTheDocument();
    expect(screen.getByText('No teachers are assigned to this section yet.')).toBeInTheDocument();
    unmount();
    const failing = createFakeApi({ academics: { sections: { get: async () => fakeFail('No Section Found', 404) } } });
    renderWidget(<ScheduleGrid api={failing} sectionId="x" onBack={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No Section Found');
  });
});
