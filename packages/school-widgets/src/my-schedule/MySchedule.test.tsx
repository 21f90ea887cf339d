import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { teacherWeek } from '../teacher-dashboard/fixtures';
import { MySchedule } from './MySchedule';

vi.setConfig({ testTimeout: 20_000 });

describe('MySchedule', () => {
  it('shows the week by time and day and asks for another period', async () => {
    const onPeriodChange = vi.fn();
    const schedule = vi.fn(async () => fakeOk(teacherWeek));
    const { user } = renderWidget(
      <MySchedule api={createFakeApi({ teaching: { schedule } })} personId="TE-0001" periodId="p2026-1" onPeriodChange={onPeriodChange} />,
    );
    const table = await screen.findByRole('table');
    expect(schedule).toHaveBeenCalledWith('TE-0001', 'p2026-1');
    expect(within(table).getByRole('row', { name: /08:00–08:40/ })).toHaveTextContent('MathematicsGrade 7 A');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    await user.selectOptions(screen.getByLabelText('Academic period'), 'p2025-2');
    expect(onPeriodChange).toHaveBeenCalledWith({ periodId: 'p2025-2' });
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads the week in the language of its provider, and switches with it', async () => {
    const { setLanguage } = renderWidget(
      <MySchedule api={createFakeApi({ teaching: { schedule: async () => fakeOk(teacherWeek) } })} personId="TE-0001" />,
      { language: 'am' },
    );
    expect(await screen.findByRole('heading', { name: 'ሳምንታዊ ፕሮግራም' })).toBeInTheDocument();
    expect(screen.getByLabelText('የትምህርት ጊዜ')).toBeInTheDocument();
    const headers = () =>
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    expect(headers()).toEqual(['ሰዓት', 'ሰኞ', 'ማክሰኞ', 'ረቡዕ', 'ሐሙስ', 'ዓርብ']);
    setLanguage('en');
    expect(await screen.findByRole('heading', { name: 'Weekly schedule' })).toBeInTheDocument();
    expect(headers()).toEqual(['Time', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  });

  it('says in Amharic when a period has no lessons', async () => {
    renderWidget(
      <MySchedule
        api={createFakeApi({ teaching: { schedule: async () => fakeOk({ ...teacherWeek, lessons: [] }) } })}
        personId="TE-0001"
      />,
      { language: 'am' },
    );
    expect(await screen.findByText('በዚህ የትምህርት ጊዜ ትምህርት የለም')).toBeInTheDocument();
  });

  it('says when a period has no lessons', async () => {
    renderWidget(
      <MySchedule
        api={createFakeApi({ teaching: { schedule: async () => fakeOk({ ...teacherWeek, lessons: [] }) } })}
        personId="TE-0001"
      />,
    );
    expect(await screen.findByText('No lessons in this academic period')).toBeInTheDocument();
  });
});
