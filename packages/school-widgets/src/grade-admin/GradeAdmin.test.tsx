import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk, type GradeScaleRequest, type SectionOwner, type SectionYearOwner } from '@school/api';
import { textsIn } from '../shared/intl';
import { renderWidget } from '../shared/test-utils';
import { GradeScalePanel } from './GradeScalePanel';
import { SemesterOwnerships } from './SemesterOwnerships';
import { UnownedYears } from './UnownedYears';
import { YearOwnerships } from './YearOwnerships';
import { scaleError, sortYearOwnerships } from './logic';
import { section } from '../grade-reports/fixtures';

vi.setConfig({ testTimeout: 20_000 });

const owner = { _id: 'u1', ID: 'TE-0001', email: 'tesfaye@example.et', fullName: 'Tesfaye Bekele Gebre' };
const ownership: SectionOwner = { _id: 'o1', section_id: section, owner_id: owner };
const yearOwner = (name: string, year: number, created: string): SectionYearOwner => ({
  _id: `${name}-${year}`,
  section_name: name,
  year,
  owner_id: owner,
  createdAt: created,
  updatedAt: created,
});

describe('scale form rules', () => {
  it('asks for all four fields, then a sum equal to the total', () => {
    expect(scaleError(textsIn('en'), { total: '100', finalExam: '40', midExam: '', teachExam: '30' })).toBe('All fields are required.');
    expect(scaleError(textsIn('en'), { total: '100', finalExam: '40', midExam: '30', teachExam: '20' })).toBe(
      'The sum of finalExam, midExam, and teachExam must equal the total.',
    );
    expect(scaleError(textsIn('en'), { total: '100', finalExam: '40', midExam: '30', teachExam: '30' })).toBeNull();
  });
});

describe('GradeScalePanel', () => {
  it('opens in create mode without a scale and saves it', async () => {
    const saveGradeScale = vi.fn(async (b: GradeScaleRequest) => fakeOk({ message: 'Grade scale saved successfully', gradeScale: b }));
    const { user } = renderWidget(
      <GradeScalePanel
        api={createFakeApi({ gradeReports: { gradeScale: async () => fakeOk({ gradeScale: null }), saveGradeScale } })}
        canEdit
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Create the grade scale' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('All fields are required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Total'), '100');
    await user.type(screen.getByLabelText('Final exam'), '50');
    await user.type(screen.getByLabelText('Mid exam'), '30');
    await user.type(screen.getByLabelText('Teacher exams'), '30');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('The sum of finalExam, midExam, and teachExam must equal the total.')).toBeInTheDocument();
    expect(saveGradeScale).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Final exam'));
    await user.type(screen.getByLabelText('Final exam'), '40');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(saveGradeScale).toHaveBeenCalledWith({ total: 100, finalExam: 40, midExam: 30, teachExam: 30 }));
  });

  it('shows the scale, then Edit, then Update; a teacher only reads it', async () => {
    const scale = { total: 100, finalExam: 40, midExam: 30, teachExam: 30 };
    const api = createFakeApi({ gradeReports: { gradeScale: async () => fakeOk({ gradeScale: scale }) } });
    const { user, unmount } = renderWidget(<GradeScalePanel api={api} canEdit />);
    expect(await screen.findByText('30 (three exams of 10 each)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Final exam')).toHaveValue(40);
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    unmount();
    renderWidget(<GradeScalePanel api={api} />);
    expect(await screen.findByText('40')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('SemesterOwnerships', () => {
  it('lists ownerships, opens the section report, and assigns an owner once both are chosen', async () => {
    const onOpenSection = vi.fn();
    const addSectionOwner = vi.fn(async () => fakeOk({ message: 'Section owner assigned successfully', sectionOwner: ownership }));
    const { user } = renderWidget(
      <SemesterOwnerships
        api={createFakeApi({
          gradeReports: {
            sectionOwners: async () => fakeOk({ sectionOwners: [ownership] }),
            allSections: async () => fakeOk({ sections: [section] }),
            addSectionOwner,
          },
          teachers: {
            list: async () =>
              fakeOk({
                teachers: [
                  {
                    _id: 't6',
                    ID: 'TE-0006',
                    fullName: 'Selamawit Kebede',
                    email: null,
                    age: 31,
                    gender: 'female',
                    profilePhoto: null,
                    status: true,
                    assignedCourse: null,
                    assignedSections: [],
                  },
                ],
                totalPages: 1,
                totalItems: 1,
              }),
          },
        })}
        canManage
        onOpenSection={onOpenSection}
      />,
    );
    const row = await screen.findByRole('row', { name: /Grade 7 A/ });
    expect(row).toHaveTextContent('tesfaye@example.et');
    await user.click(row);
    expect(onOpenSection).toHaveBeenCalledWith({ sectionId: 'sec7a' });

    await user.click(screen.getByRole('button', { name: 'Assign owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a section owner' });
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    expect(assign).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Section'), 'sec7a');
    await user.selectOptions(await within(dialog).findByLabelText('Owner (teacher)'), 'TE-0006');
    expect(assign).toBeEnabled();
    await user.click(assign);
    await waitFor(() => expect(addSectionOwner).toHaveBeenCalledWith({ section_id: 'sec7a', owner_id: 'TE-0006' }));
  });

  it('an admin also sees the sections with students that nobody owns, each opening its report (issue 18)', async () => {
    const onOpenSection = vi.fn();
    const older = {
      ...section,
      _id: 'sec7a-2025',
      grade_academic_period_id: {
        _id: 'g7-old',
        academic_period_id: { ...section.grade_academic_period_id.academic_period_id, _id: 'p0', year: 2025 },
      },
    };
    const empty = { ...section, _id: 'sec-empty', name: 'Grade 12 B', actual: 0 };
    const { user } = renderWidget(
      <SemesterOwnerships
        api={createFakeApi({
          gradeReports: {
            sectionOwners: async () => fakeOk({ sectionOwners: [ownership] }),
            allSections: async () => fakeOk({ sections: [section, older, empty] }),
          },
        })}
        canManage
        onOpenSection={onOpenSection}
      />,
    );
    const unowned = await screen.findByRole('row', { name: /Grade 7 A 2025 \/ \d.*No owner yet/ });
    expect(screen.queryByRole('row', { name: /Grade 12 B/ })).toBeNull();
    expect(screen.getAllByRole('row', { name: /Grade 7 A/ })).toHaveLength(2);
    await user.click(unowned);
    expect(onOpenSection).toHaveBeenCalledWith({ sectionId: 'sec7a-2025' });
  });

  it("says 'No section ownerships found.' when there are none", async () => {
    renderWidget(
      <SemesterOwnerships
        api={createFakeApi({ gradeReports: { sectionOwners: async () => fakeOk({ sectionOwners: [] }) } })}
        onOpenSection={() => undefined}
      />,
    );
    expect(await screen.findByText('No section ownerships found.')).toBeInTheDocument();
  });
});

describe('YearOwnerships', () => {
  const list = [yearOwner('Grade 8 A', 2025, '2025-09-01T00:00:00Z'), yearOwner('Grade 10 B', 2026, '2026-09-01T00:00:00Z')];

  it('sorts by section name (numbers in order) or year, and opens the yearly report', async () => {
    expect(sortYearOwnerships(list, 'section_name').map((o) => o.section_name)).toEqual(['Grade 8 A', 'Grade 10 B']);
    expect(sortYearOwnerships(list, 'year').map((o) => o.year)).toEqual([2026, 2025]);
    const onOpenYear = vi.fn();
    const { user } = renderWidget(
      <YearOwnerships
        api={createFakeApi({ gradeReports: { sectionYearOwners: async () => fakeOk({ sectionOwnerships: list }) } })}
        onOpenYear={onOpenYear}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Section Ownerships' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sections per page')).toHaveValue('5');
    expect(
      within(screen.getByLabelText('Sections per page'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '15']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'year');
    const buttons = screen.getAllByRole('button', { name: /Grade/ });
    expect(buttons[0]).toHaveTextContent('Grade 10 B · 2026');
    await user.click(buttons[1]);
    expect(onOpenYear).toHaveBeenCalledWith({ sectionName: 'Grade 8 A', year: 2025 });
  });
});

describe('UnownedYears (issue 18)', () => {
  it('lists the section names and years with students that no one owns, newest first, each opening its yearly report', async () => {
    const onOpenYear = vi.fn();
    const at = (year: number, name = 'Grade 7 A', actual = 3) => ({
      ...section,
      _id: `${name}-${year}`,
      name,
      actual,
      grade_academic_period_id: { _id: `g-${year}`, academic_period_id: { ...section.grade_academic_period_id.academic_period_id, year } },
    });
    const { user } = renderWidget(
      <UnownedYears
        api={createFakeApi({
          gradeReports: {
            allSections: async () => fakeOk({ sections: [at(2024), at(2025), at(2026), at(2026, 'Grade 12 B', 0)] }),
            sectionYearOwners: async () => fakeOk({ sectionOwnerships: [yearOwner('Grade 7 A', 2026, '2026-09-01T00:00:00Z')] }),
          },
        })}
        onOpenYear={onOpenYear}
      />,
    );
    const region = await screen.findByRole('region', { name: 'Years without an owner' });
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Grade 7 A · 2025', 'Grade 7 A · 2024']);
    await user.click(within(region).getByRole('button', { name: 'Grade 7 A · 2024' }));
    expect(onOpenYear).toHaveBeenCalledWith({ sectionName: 'Grade 7 A', year: 2024 });
  });
});

// Issue 38 (decision 220): the folder reads its texts from SchoolIntlProvider, not the live catalogue.
describe('grade admin in Amharic', () => {
  it('reads the scale, its Edit form and a switch back to English', async () => {
    const scale = { total: 100, finalExam: 40, midExam: 30, teachExam: 30 };
    const api = createFakeApi({ gradeReports: { gradeScale: async () => fakeOk({ gradeScale: scale }) } });
    const { user, setLanguage } = renderWidget(<GradeScalePanel api={api} canEdit />, { language: 'am' });
    expect(await screen.findByText('30 (እያንዳንዳቸው 10 የሆኑ ሦስት ፈተናዎች)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'የውጤት መለኪያ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'አርትዕ' }));
    expect(screen.getByLabelText('የመጨረሻ ፈተና')).toHaveValue(40);
    setLanguage('en');
    expect(await screen.findByLabelText('Final exam')).toHaveValue(40);
  });

  it("reads the year ownerships' sort choices and an unowned section's row", async () => {
    const list = [yearOwner('Grade 8 A', 2025, '2025-09-01T00:00:00Z')];
    const { unmount } = renderWidget(
      <YearOwnerships
        api={createFakeApi({ gradeReports: { sectionYearOwners: async () => fakeOk({ sectionOwnerships: list }) } })}
        onOpenYear={() => undefined}
      />,
      { language: 'am' },
    );
    expect(await screen.findByRole('heading', { name: 'የሴክሽን ኃላፊነቶች' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('በዚህ ደርድር')).getByRole('option', { name: 'ዓመት' })).toBeInTheDocument();
    unmount();
    const older = {
      ...section,
      _id: 'sec7a-2025',
      grade_academic_period_id: {
        _id: 'g7-old',
        academic_period_id: { ...section.grade_academic_period_id.academic_period_id, _id: 'p0', year: 2025 },
      },
    };
    renderWidget(
      <SemesterOwnerships
        api={createFakeApi({
          gradeReports: {
            sectionOwners: async () => fakeOk({ sectionOwners: [ownership] }),
            allSections: async () => fakeOk({ sections: [section, older] }),
          },
        })}
        canManage
        onOpenSection={() => undefined}
      />,
      { language: 'am' },
    );
    expect(await screen.findByRole('row', { name: /Grade 7 A 2025 \/ \d.*እስካሁን ኃላፊ የለውም/ })).toBeInTheDocument();
  });
});
