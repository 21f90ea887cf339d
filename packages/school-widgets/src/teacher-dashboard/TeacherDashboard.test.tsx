import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { TeacherDashboard } from './TeacherDashboard';
import { teacherDashboardFixture } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });

describe('TeacherDashboard', () => {
  it('pages the section cards by 3 and opens an area of a section', async () => {
    const onOpenArea = vi.fn();
    const { user } = renderWidget(
      <TeacherDashboard
        api={createFakeApi({ teaching: { teacherDashboard: async () => fakeOk(teacherDashboardFixture) } })}
        teacherId="TE-0001"
        onOpenArea={onOpenArea}
        onOpenSubmission={() => undefined}
      />,
    );
    const sections = await screen.findByRole('region', { name: /My sections/ });
    expect(
      within(sections)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Mathematics - Grade 7 A', 'ICT - Grade 7 A', 'Mathematics - Grade 8 A']);
    await user.click(within(sections).getByRole('button', { name: 'Page 2' }));
    expect(within(sections).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await user.click(within(sections).getByRole('button', { name: 'Attendance: ICT - Grade 10 A' }));
    expect(onOpenArea).toHaveBeenCalledWith({ area: 'attendance', sectionId: 'sec10', courseId: 'c-ICT' });
  });

  // Issue 38: the dashboard's own list rules reached the pager's list, which stacked its buttons
  // vertically (at 1280 px too).
  it('keeps the pager’s buttons in a row: the dashboard’s list rules stay on its own lists', async () => {
    renderWidget(
      <TeacherDashboard
        api={createFakeApi({ teaching: { teacherDashboard: async () => fakeOk(teacherDashboardFixture) } })}
        teacherId="TE-0001"
        onOpenArea={() => undefined}
        onOpenSubmission={() => undefined}
      />,
    );
    const sections = await screen.findByRole('region', { name: /My sections/ });
    const pager = within(sections).getByRole('button', { name: 'Page 2' }).closest('ul')!;
    expect(getComputedStyle(pager).display).toBe('flex');
  });

  it('shows today’s lessons, students absent 3 days in a row and submissions waiting for grading', async () => {
    const onOpenSubmission = vi.fn();
    const { user } = renderWidget(
      <TeacherDashboard
        api={createFakeApi({ teaching: { teacherDashboard: async () => fakeOk(teacherDashboardFixture) } })}
        teacherId="TE-0001"
        onOpenArea={() => undefined}
        onOpenSubmission={onOpenSubmission}
      />,
    );
    const today = await screen.findByRole('region', { name: "Today's lessons" });
    expect(today).toHaveTextContent('08:00–08:40 Mathematics - Grade 7 A');
    expect(screen.getByRole('region', { name: 'Absent 3 days in a row' })).toHaveTextContent(
      'Kaleb Fikre Negash (ST-0009) — 3 days absent since 2026-11-18',
    );
    await user.click(screen.getByRole('button', { name: 'Grade Abel Alemayehu Zewdu: Fractions worksheet' }));
    expect(onOpenSubmission).toHaveBeenCalledWith({ assignmentId: 'a1', studentId: 's1', sectionId: 'sec7', courseId: 'c-Mathematics' });
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads its sections, lessons, absences and submissions in the language of its provider', async () => {
    const onOpenArea = vi.fn();
    const { user, setLanguage } = renderWidget(
      <TeacherDashboard
        api={createFakeApi({ teaching: { teacherDashboard: async () => fakeOk(teacherDashboardFixture) } })}
        teacherId="TE-0001"
        onOpenArea={onOpenArea}
        onOpenSubmission={() => undefined}
      />,
      { language: 'am' },
    );
    const sections = await screen.findByRole('region', { name: /የእኔ ሴክሽኖች/ });
    await user.click(within(sections).getByRole('button', { name: 'ክትትል: Mathematics - Grade 7 A' }));
    expect(onOpenArea).toHaveBeenCalledWith({ area: 'attendance', sectionId: 'sec7', courseId: 'c-Mathematics' });
    expect(screen.getByRole('region', { name: 'የዛሬ ትምህርቶች' })).toHaveTextContent('08:00–08:40 Mathematics - Grade 7 A');
    expect(screen.getByRole('region', { name: 'ለ3 ተከታታይ ቀናት የቀሩ' })).toHaveTextContent('ከ2026-11-18 ጀምሮ 3 ቀናት ቀርቷል');
    expect(screen.getByRole('region', { name: 'እርማት የሚጠብቁ ማስረከቢያዎች' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ውጤት Abel Alemayehu Zewdu: Fractions worksheet' })).toBeInTheDocument();
    setLanguage('en');
    expect(await screen.findByRole('button', { name: 'Attendance: Mathematics - Grade 7 A' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Today's lessons" })).toBeInTheDocument();
  });

  it('says so when there is nothing', async () => {
    renderWidget(
      <TeacherDashboard
        api={createFakeApi({
          teaching: {
            teacherDashboard: async () => fakeOk({ ...teacherDashboardFixture, sections: [], today: [], absences: [], waiting: [] }),
          },
        })}
        teacherId="TE-0001"
        onOpenArea={() => undefined}
        onOpenSubmission={() => undefined}
      />,
    );
    expect(await screen.findByText('You teach no section in this academic period')).toBeInTheDocument();
    expect(screen.getByText('No lessons today')).toBeInTheDocument();
    expect(screen.getByText('No student has been absent 3 days in a row')).toBeInTheDocument();
    expect(screen.getByText('Nothing waits for grading')).toBeInTheDocument();
  });
});
