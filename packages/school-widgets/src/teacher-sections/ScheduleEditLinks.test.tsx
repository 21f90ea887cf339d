import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk, type SectionOwner } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { period, teacherInPeriod } from '../teacher-dashboard/fixtures';
import { ScheduleEditLinks } from './ScheduleEditLinks';

vi.setConfig({ testTimeout: 20_000 });

const owned = (id: string, name: string, periodId: string): SectionOwner => ({
  _id: `own-${id}`,
  section_id: {
    _id: id,
    name,
    capacity: 40,
    actual: 30,
    grade_academic_period_id: { _id: 'gp', academic_period_id: { ...period, _id: periodId } },
  },
  owner_id: { _id: 'u1', ID: 'TE-0001', email: null, fullName: 'Tesfaye Bekele Gebre' },
});

const scheduleEditApi = (owners: SectionOwner[] = [owned('sec7', 'Grade 7 A', period._id), owned('sec13', 'Grade 13 B', period._id)]) =>
  createFakeApi({
    teaching: { teacherInPeriod: async () => fakeOk(teacherInPeriod) },
    gradeReports: { sectionOwners: async () => fakeOk({ sectionOwners: owners }) },
  });

describe('ScheduleEditLinks', () => {
  it('lists each section taught or owned this period once, in order, and opens its editor', async () => {
    const onEdit = vi.fn();
    const owners = [owned('sec7', 'Grade 7 A', period._id), owned('sec13', 'Grade 13 B', period._id), owned('old', 'Grade 6 C', 'p2025-2')];
    const { user } = renderWidget(<ScheduleEditLinks api={scheduleEditApi(owners)} teacherId="TE-0001" onEdit={onEdit} />);
    const region = await screen.findByRole('region', { name: 'Timetables you can edit' });
    const buttons = await within(region).findAllByRole('button', { name: /^Edit schedule of / });
    // Grade 7 A and 8 A are taught in two courses: one link each; the owned section of an old period is left out.
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Edit schedule of Grade 7 A',
      'Edit schedule of Grade 8 A',
      'Edit schedule of Grade 9 A',
      'Edit schedule of Grade 10 A',
      'Edit schedule of Grade 11 A',
      'Edit schedule of Grade 12 A',
      'Edit schedule of Grade 13 B',
    ]);
    buttons[6].focus();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith({ sectionId: 'sec13' });
  });

  it('reads its title and links in the language of its provider (issue 38)', async () => {
    const onEdit = vi.fn();
    const { user } = renderWidget(<ScheduleEditLinks api={scheduleEditApi()} teacherId="TE-0001" onEdit={onEdit} />, { language: 'am' });
    const region = await screen.findByRole('region', { name: 'ማርትዕ የሚችሏቸው ፕሮግራሞች' });
    const button = await within(region).findByRole('button', { name: 'የGrade 13 B ፕሮግራም አርትዕ' });
    expect(button).toHaveTextContent('ፕሮግራም አርትዕ');
    await user.click(button);
    expect(onEdit).toHaveBeenCalledWith({ sectionId: 'sec13' });
  });
});
