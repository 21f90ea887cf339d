import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { TeacherDashboard } from './TeacherDashboard';
import { TeacherSections } from '../teacher-sections/TeacherSections';
import { MySchedule } from '../my-schedule/MySchedule';
import { TeacherProfile } from '../teacher-profile/TeacherProfile';
import { CourseMaterial } from '../course-material/CourseMaterial';
import { history, materialFixture, teacherDashboardFixture, teacherInPeriod, teacherWeek } from './fixtures';

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
});

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
});

describe('CourseMaterial', () => {
  it('lists the files, offers delete only on the owner’s, confirms with the spec’s text; Add New File needs a file', async () => {
    const remove = vi.fn(async () => fakeOk({ message: 'successfully deleted' }));
    const add = vi.fn(async () => fakeOk({ message: 'successfully added', courseMaterial: materialFixture.courseMaterials[0] }));
    const { user } = renderWidget(
      <CourseMaterial
        api={createFakeApi({ teaching: { material: { list: async () => fakeOk(materialFixture), remove, add } } })}
        teacherId="TE-0001"
        sectionId="sec7"
        courseId="c-Mathematics"
      />,
    );
    const own = await screen.findByRole('row', { name: /Chapter 3 notes/ });
    expect(within(own).getByRole('link', { name: 'View Chapter 3 notes.pdf' })).toHaveAttribute(
      'href',
      '/fake-files/courseMaterial/f1.pdf',
    );
    const other = screen.getByRole('row', { name: /Reading list/ });
    expect(within(other).getByRole('link', { name: 'View Reading list.pdf' })).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    for (const header of ['File Name', 'Owner ID', 'Owner Email', 'Actions'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();

    await user.click(within(own).getByRole('button', { name: 'Delete Chapter 3 notes.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete course material' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this course material?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('TE-0001', 'm1'));

    await user.click(screen.getByRole('button', { name: 'Add New File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New File' });
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    const file = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('File (PDF, Word or image)'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(add).toHaveBeenCalledWith('TE-0001', 'c-Mathematics', 'sec7', file));
  });
});
