import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { history, teacherInPeriod } from '../teacher-dashboard/fixtures';
import { TeacherProfile } from './TeacherProfile';

vi.setConfig({ testTimeout: 20_000 });

describe('TeacherProfile', () => {
  it('shows the facts, Active, the sections as course - section with the period, and changes the photo', async () => {
    const changeTeacherPhoto = vi.fn(async () => fakeOk({ message: 'Photo changed successfully', teacher: teacherInPeriod.teacher }));
    const { user } = renderWidget(
      <TeacherProfile
        api={createFakeApi({
          teaching: { teacherInPeriod: async () => fakeOk(teacherInPeriod), changeTeacherPhoto },
          teachers: { fullInfo: async () => fakeOk({ teacher: teacherInPeriod.teacher, history }) },
        })}
        teacherId="TE-0001"
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Tesfaye Bekele Gebre' })).toBeInTheDocument();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(screen.getByText('tesfaye@example.et')).toBeInTheDocument();
    const sections = screen.getByRole('heading', { name: 'Sections' }).closest('[data-ui="card"]')!;
    expect(sections).toHaveTextContent('Mathematics - Grade 7 A 2026, semester 1');
    expect(sections).toHaveTextContent('Mathematics - Grade 7 A 2025, semester 2');
    await user.click(screen.getByRole('button', { name: 'Change photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change photo' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('New photo (image)'), photo);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changeTeacherPhoto).toHaveBeenCalledWith('TE-0001', photo));
  });

  // Issue 38 (decision 220): the profile reads its texts from SchoolIntlProvider, not the live catalogue.
  it('reads the profile and its photo dialog in Amharic', async () => {
    const { user } = renderWidget(
      <TeacherProfile
        api={createFakeApi({
          teaching: { teacherInPeriod: async () => fakeOk(teacherInPeriod) },
          teachers: { fullInfo: async () => fakeOk({ teacher: teacherInPeriod.teacher, history }) },
        })}
        teacherId="TE-0001"
      />,
      { language: 'am' },
    );
    const sections = (await screen.findByRole('heading', { name: 'ሴክሽኖች' })).closest('[data-ui="card"]')!;
    expect(sections).toHaveTextContent('Mathematics - Grade 7 A 2026፣ መንፈቀ ዓመት 1');
    expect(screen.getAllByText('ንቁ').length).toBeGreaterThan(0);
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ፎቶ ቀይር' }));
    expect(await screen.findByRole('dialog', { name: 'ፎቶ ቀይር' })).toBeInTheDocument();
  });
});
