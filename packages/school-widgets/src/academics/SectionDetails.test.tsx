import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { sectionsFixture, sectionStudentsFixture, sectionTeachersFixture } from './fixtures';
import { SectionDetails } from './SectionDetails';

const api = createFakeApi({
  academics: {
    sections: {
      get: async () => fakeOk({ section: sectionsFixture[0] }),
      students: async () => fakeOk({ students: sectionStudentsFixture }),
      teachers: async () => fakeOk({ teachers: sectionTeachersFixture }),
    },
  },
});

describe('SectionDetails', () => {
  it('shows name, grade, capacity and students enrolled, with searchable student and teacher tables', async () => {
    const { user } = renderWidget(<SectionDetails api={api} sectionId="s7a" onOpenSchedule={() => undefined} onBack={() => undefined} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Section Grade 7 A' })).toBeInTheDocument();
    expect(screen.getByText('Grade', { selector: 'dt' }).nextSibling).toHaveTextContent('Grade 7');
    expect(screen.getByText('Students enrolled').nextSibling).toHaveTextContent('3');
    const students = screen.getByRole('table', { name: 'Students' });
    expect(within(students).getAllByRole('row')).toHaveLength(4);
    const teachers = screen.getByRole('table', { name: 'Teachers' });
    expect(within(teachers).getByRole('row', { name: /Tesfaye Bekele Gebre Mathematics/ })).toBeInTheDocument();
    await user.type(screen.getAllByRole('searchbox', { name: 'Search' })[0], 'Meron');
    expect(within(students).getAllByRole('row')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Export CSV' })).toHaveLength(2);
  });

  it("links to the section's grade report when the host gives the way (issue 18)", async () => {
    const onOpenReport = vi.fn();
    const { user } = renderWidget(
      <SectionDetails api={api} sectionId="s7a" onOpenSchedule={() => undefined} onBack={() => undefined} onOpenReport={onOpenReport} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Grade report' }));
    expect(onOpenReport).toHaveBeenCalledWith('s7a');
  });

  it('opens the schedule and goes back', async () => {
    const onOpenSchedule = vi.fn();
    const onBack = vi.fn();
    const { user } = renderWidget(<SectionDetails api={api} sectionId="s7a" onOpenSchedule={onOpenSchedule} onBack={onBack} />);
    await user.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(onOpenSchedule).toHaveBeenCalledWith('s7a');
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(onBack).toHaveBeenCalled();
  });

  // Issue 38 (decision 220): the widget reads its texts from SchoolIntlProvider, not the live catalogue.
  it('reads the section in Amharic under an Amharic provider', async () => {
    renderWidget(<SectionDetails api={api} sectionId="s7a" onOpenSchedule={() => undefined} onBack={() => undefined} />, {
      language: 'am',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ሴክሽን Grade 7 A' })).toBeInTheDocument();
    expect(screen.getByText('የተመዘገቡ ተማሪዎች', { selector: 'dt' }).nextSibling).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'ፕሮግራም' })).toBeInTheDocument();
    const teachers = screen.getByRole('table', { name: 'መምህራን' });
    expect(within(teachers).getByRole('columnheader', { name: /ሙሉ ስም/ })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'ተማሪዎች' })).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
  });

  it('shows the error of an unknown section', async () => {
    const failing = createFakeApi({ academics: { sections: { get: async () => fakeFail('No Section Found', 404) } } });
    renderWidget(<SectionDetails api={failing} sectionId="x" onOpenSchedule={() => undefined} onBack={() => undefined} />);
    expect(await screen.findByText('No Section Found')).toBeInTheDocument();
  });
});
