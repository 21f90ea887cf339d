import { act, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { singleReport } from '../grade-reports/fixtures';
import { studentAttendanceFixture } from '../student-dashboard/fixtures';
import { ParentDashboard } from './ParentDashboard';
import { abel, abelPeriods, abelWeek, digest, hanna, linksOf } from './fixtures';

function fakeApi(
  overrides: { singleReport?: () => Promise<unknown>; links?: () => Promise<unknown>; digest?: () => Promise<unknown> } = {},
) {
  const calls: string[] = [];
  const api = createFakeApi({
    permissions: {
      family: {
        links: overrides.links ?? (async () => fakeOk(linksOf(abel, hanna))),
        periods: async (_parent: string, student: string) => {
          calls.push(`periods ${student}`);
          return fakeOk(student === abel._id ? abelPeriods : { academicPeriods: [] });
        },
        digest: overrides.digest ?? (async () => fakeOk(digest)),
      },
    },
    teaching: {
      schedule: async (person: string, periodId: string) => {
        calls.push(`schedule ${person} ${periodId}`);
        return fakeOk(abelWeek);
      },
      attendance: { forStudent: async () => fakeOk(studentAttendanceFixture) },
    },
    gradeReports: { singleReport: overrides.singleReport ?? (async () => fakeOk(singleReport())) },
  } as never);
  return { api, calls };
}

/** The linked students' list (the digest cards have buttons naming the children too). */
const linked = () => within(screen.getByRole('region', { name: 'Linked Students' }));

const props = {
  parentId: 'FA-0001',
  onOpenChat: vi.fn(),
  onOpenNotifications: vi.fn(),
  onOpenEmail: vi.fn(),
  onLogout: vi.fn(),
  onBackHome: vi.fn(),
};

describe('ParentDashboard', () => {
  it('asks for a student, then a semester, then shows the tabs of that semester', async () => {
    const { api, calls } = fakeApi();
    const { user } = renderWidget(<ParentDashboard api={api} {...props} />);
    expect(await screen.findByText('Please select a student to view their details.')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Linked Students' });
    await user.click(await linked().findByRole('button', { name: /Abel Alemayehu Zewdu/ }));
    expect(linked().getByRole('button', { name: /Abel Alemayehu Zewdu/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Please select a semester to view the data.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Semester'), '2026 semester 1 · Grade 7 A');
    expect(await screen.findByRole('tab', { name: 'Schedule', selected: true })).toBeInTheDocument();
    const week = await screen.findByRole('table', { name: '2026 semester 1 · Grade 7 A' });
    expect(within(week).getByText('Mathematics')).toBeInTheDocument();
    expect(calls).toContain('schedule ST-0001 p2026-1');

    await user.click(screen.getByRole('tab', { name: 'Attendance' }));
    expect(await screen.findByRole('heading', { name: 'Attendance: Grade 7 A' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Grade Reports' }));
    expect(await screen.findByRole('heading', { name: 'Report Card' })).toBeInTheDocument();
  });

  it("respects the owner's visibility: a hidden report reads 'No Report Released'", async () => {
    const { api } = fakeApi({ singleReport: async () => fakeFail('No Report Released', 403, 'no_report_released') });
    const { user } = renderWidget(<ParentDashboard api={api} {...props} />);
    await screen.findByRole('region', { name: 'Linked Students' });
    await user.click(linked().getByRole('button', { name: /Abel Alemayehu Zewdu/ }));
    await user.selectOptions(await screen.findByLabelText('Semester'), '2026 semester 1 · Grade 7 A');
    await user.click(await screen.findByRole('tab', { name: 'Grade Reports' }));
    expect(await screen.findByRole('heading', { name: 'No Report Released' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(props.onBackHome).toHaveBeenCalled();
  });

  it('a child without semesters says so; the digest shows one card per child', async () => {
    const { api } = fakeApi();
    const { user } = renderWidget(<ParentDashboard api={api} {...props} />);
    const digestRegion = (await screen.findByRole('heading', { name: 'Since your last visit' })).closest('section')!;
    expect(within(digestRegion).getByText('Mathematics (Grade 7 A, 2026, semester 1): 2 new marks')).toBeInTheDocument();
    expect(within(digestRegion).getByText(/Fractions worksheet \(Mathematics\), due/)).toBeInTheDocument();
    expect(within(digestRegion).getByText('Grade report released: Grade 7 A, 2026 semester 1')).toBeInTheDocument();
    expect(within(digestRegion).getByText('Nothing new since your last visit.')).toBeInTheDocument();
    await user.click(linked().getByRole('button', { name: /Hanna Alemayehu Zewdu/ }));
    expect(await screen.findByText('This student has no semesters yet.')).toBeInTheDocument();
  });

  it("a digest card's Show details opens that child below, from the keyboard, and moves the focus there", async () => {
    const { api, calls } = fakeApi();
    const { user } = renderWidget(<ParentDashboard api={api} {...props} />);
    const open = await screen.findByRole('button', { name: 'Show details of Abel Alemayehu Zewdu' });
    expect(await screen.findByText('Please select a student to view their details.')).toBeInTheDocument();
    open.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please select a semester to view the data.')).toBeInTheDocument();
    expect(linked().getByRole('button', { name: /Abel Alemayehu Zewdu/ })).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toContain(`periods ${abel._id}`);
    const panel = screen.getByRole('region', { name: 'Abel Alemayehu Zewdu' });
    await waitFor(() => expect(panel.parentElement).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Show details of Hanna Alemayehu Zewdu' }));
    expect(await screen.findByText('This student has no semesters yet.')).toBeInTheDocument();
    expect(linked().getByRole('button', { name: /Hanna Alemayehu Zewdu/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the linked students only with the digest above them, so nothing is pushed down (CLS)', async () => {
    let release = () => {};
    const digestRead = vi.fn(() => new Promise((resolve) => (release = () => resolve(fakeOk(digest)))));
    const linksRead = vi.fn(async () => fakeOk(linksOf(abel, hanna)));
    const { api } = fakeApi({ digest: digestRead, links: linksRead });
    renderWidget(<ParentDashboard api={api} {...props} />);
    expect(await screen.findByRole('status')).toHaveTextContent('loading ...');
    await waitFor(() => expect(digestRead).toHaveBeenCalled());
    // The links have arrived (and React has committed what they change) while the digest waits.
    await waitFor(() => expect(linksRead).toHaveResolved());
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Linked Students' })).toBeNull();
    release();
    await screen.findByRole('heading', { name: 'Since your last visit' });
    expect(linked().getByRole('button', { name: /Abel Alemayehu Zewdu/ })).toBeInTheDocument();
    expect(digestRead).toHaveBeenCalledTimes(1); // the dashboard and the digest share one read
  });

  it('the icons call back, and logout asks first', async () => {
    const { api } = fakeApi({ links: async () => fakeOk(linksOf()) });
    const { user } = renderWidget(<ParentDashboard api={api} {...props} />);
    expect(await screen.findByText(/No students are linked to your account yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(props.onOpenChat).toHaveBeenCalled();
    expect(props.onOpenNotifications).toHaveBeenCalled();
    expect(props.onOpenEmail).toHaveBeenCalled();
    // The question's code loads at the first Log out (decision 120); closed, focus is back on the button.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm Logout' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
    expect(within(dialog).getByText('Are you sure you want to logout?')).toBeInTheDocument();
    expect(props.onLogout).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(props.onLogout).toHaveBeenCalled());
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads the dashboard, the digest, the semester choice and the week in the language of its provider', async () => {
    const { api } = fakeApi();
    const { user } = renderWidget(<ParentDashboard api={api} {...props} />, { language: 'am' });
    expect(await screen.findByRole('heading', { name: 'የወላጅ ዳሽቦርድ', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('ዝርዝሩን ለማየት እባክዎ ተማሪ ይምረጡ።')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ካለፈው ጉብኝትዎ ወዲህ' })).toBeInTheDocument();
    const students = within(screen.getByRole('region', { name: 'የተገናኙ ተማሪዎች' }));
    await user.click(await students.findByRole('button', { name: /Abel Alemayehu Zewdu/ }));
    await user.selectOptions(await screen.findByLabelText('መንፈቀ ዓመት'), '2026 መንፈቀ ዓመት 1 · Grade 7 A');
    expect(await screen.findByRole('tab', { name: 'ፕሮግራም', selected: true })).toBeInTheDocument();
    const week = await screen.findByRole('table', { name: '2026 መንፈቀ ዓመት 1 · Grade 7 A' });
    expect(within(week).getByRole('columnheader', { name: 'ሰኞ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ውጣ' }));
    expect(await screen.findByRole('dialog', { name: 'መውጣትዎን ያረጋግጡ' })).toBeInTheDocument();
  });
});
