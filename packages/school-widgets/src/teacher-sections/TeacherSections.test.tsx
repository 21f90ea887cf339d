import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { teacherInPeriod } from '../teacher-dashboard/fixtures';
import { TeacherSections } from './TeacherSections';

vi.setConfig({ testTimeout: 20_000 });

describe('TeacherSections', () => {
  it('searches by section or course, shows 6 cards per page and opens one with its period', async () => {
    const onOpen = vi.fn();
    const { user } = renderWidget(
      <TeacherSections
        api={createFakeApi({ teaching: { teacherInPeriod: async () => fakeOk(teacherInPeriod) } })}
        teacherId="TE-0001"
        onOpen={onOpen}
      />,
    );
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await user.type(screen.getByRole('searchbox', { name: 'Search by section or course' }), 'ict');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['ICT - Grade 7 A', 'ICT - Grade 8 A']);
    await user.click(screen.getByRole('button', { name: 'Open ICT - Grade 8 A' }));
    expect(onOpen).toHaveBeenCalledWith({ sectionId: 'sec8', courseId: 'c-ICT', academicPeriod: teacherInPeriod.academic_period });
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'physics');
    expect(screen.getByText('No section matches')).toBeInTheDocument();
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads its heading, search, period and buttons in the language of its provider', async () => {
    const onOpen = vi.fn();
    const { user } = renderWidget(
      <TeacherSections
        api={createFakeApi({ teaching: { teacherInPeriod: async () => fakeOk(teacherInPeriod) } })}
        teacherId="TE-0001"
        onOpen={onOpen}
      />,
      { language: 'am' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'የእኔ ሴክሽኖች' })).toBeInTheDocument();
    expect(screen.getByText('2026፣ መንፈቀ ዓመት 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'አድስ' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'በሴክሽን ወይም በትምህርት ይፈልጉ' }), 'ict');
    await user.click(screen.getByRole('button', { name: 'ክፈት ICT - Grade 8 A' }));
    expect(onOpen).toHaveBeenCalledWith({ sectionId: 'sec8', courseId: 'c-ICT', academicPeriod: teacherInPeriod.academic_period });
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'physics');
    expect(screen.getByText('የሚመሳሰል ሴክሽን የለም')).toBeInTheDocument();
  });
});
