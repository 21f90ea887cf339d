import { vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fakeOk, type UserProfile } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { contentPermission, grants, schedulePermission } from '../settings/fixtures';
import { UserDetail } from './UserDetail';
import { section } from '../grade-reports/fixtures';

const parent: UserProfile = {
  _id: 'u-fa1',
  ID: 'FA-0001',
  fullName: 'Kebede Tadesse Family',
  email: 'fa@example.et',
  type: { name: 'Family' },
  approved: true,
  temp_password_changed: true,
  photo: null,
  url: 'users',
  online: false,
  gender: null,
  age: null,
  phoneNumber: null,
  section: null,
  courses: [],
  links: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const student = {
  _id: 's1',
  ID: 'ST-0001',
  firstName: 'Abebe',
  middleName: 'Kebede',
  lastName: 'Tadesse',
  profilePic: null,
  user_id: 'u-st1',
};

describe('UserDetail', () => {
  it('assigns a permission (Assign waits for a choice) and links a student to a family account', async () => {
    const assigned: unknown[] = [];
    const linked: unknown[] = [];
    const store = { links: [] as { _id: string; student_id: typeof student }[] };
    const api = createFakeApi({
      users: { get: async () => fakeOk({ user: parent }) },
      permissions: {
        permissions: {
          ofUser: async () => fakeOk({ grants }),
          list: async () => fakeOk({ permissions: [schedulePermission, contentPermission] }),
          assign: async (body: unknown) => {
            assigned.push(body);
            return fakeOk({ message: 'Permission assigned successfully', grants }, 'Permission assigned successfully');
          },
        },
        family: {
          links: async () => fakeOk({ links: store.links }),
          students: async () => fakeOk({ students: [student] }),
          link: async (body: unknown) => {
            linked.push(body);
            store.links = [{ _id: 'l1', student_id: student }];
            return fakeOk({ message: 'linked', links: store.links }, 'Student linked to the parent successfully');
          },
        },
      },
    } as never);
    const { user } = renderWidget(<UserDetail api={api} userId="FA-0001" />);
    const panel = await screen.findByRole('region', { name: 'Permissions' });
    const assign = within(panel).getByRole('button', { name: 'Assign' });
    expect(assign).toBeDisabled();
    expect(await within(panel).findByText('Until December 31, 2026')).toBeInTheDocument();
    // Manage content is held: only Manage schedule is offered.
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a permission', 'Manage schedule']),
    );
    await user.selectOptions(within(panel).getByLabelText('Permission to assign'), 'Manage schedule');
    await user.click(assign);
    await waitFor(() => expect(assigned).toEqual([{ userId: 'u-fa1', permissionName: 'Manage schedule', expiresAt: null }]));

    const family = screen.getByRole('region', { name: 'Link Students to Parent' });
    expect(await within(family).findByText('No students linked yet.')).toBeInTheDocument();
    expect(within(family).getByRole('button', { name: 'Link' })).toBeDisabled();
    await user.selectOptions(within(family).getByLabelText('Student to link'), 'Abebe Kebede Tadesse (ST-0001)');
    await user.click(within(family).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(linked).toEqual([{ student_id: 's1', parent_id: 'u-fa1' }]));
    expect(await within(family).findByRole('button', { name: 'Unlink Abebe Kebede Tadesse' })).toBeInTheDocument();
  });

  it("shows what the person's role carries apart, without a Remove (issue 37)", async () => {
    const viaRole = {
      ...grants[0],
      _id: 'role:r-lib:p-schedule',
      viaRole: 'Librarian',
      permission: { ...grants[0].permission, name: 'Manage schedule' },
    };
    const api = createFakeApi({
      users: { get: async () => fakeOk({ user: parent }) },
      permissions: {
        permissions: {
          ofUser: async () => fakeOk({ grants: [...grants, viaRole] }),
          list: async () => fakeOk({ permissions: [schedulePermission, contentPermission] }),
        },
        family: { links: async () => fakeOk({ links: [] }), students: async () => fakeOk({ students: [] }) },
      },
    } as never);
    renderWidget(<UserDetail api={api} userId="FA-0001" />);
    const panel = await screen.findByRole('region', { name: 'Permissions' });
    expect(await within(panel).findByText('Through the role Librarian: Manage schedule')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Remove Manage schedule/ })).toBeNull();
    expect(within(panel).getByRole('button', { name: /Remove Manage content/ })).toBeInTheDocument();
  });

  it('removes a held permission and unlinks a student, each after a confirmation that names them', async () => {
    const removed: unknown[] = [];
    const unlinked: string[] = [];
    const store = { grants: [...grants], links: [{ _id: 'l1', student_id: student }] };
    const api = createFakeApi({
      users: { get: async () => fakeOk({ user: parent }) },
      permissions: {
        permissions: {
          ofUser: async () => fakeOk({ grants: store.grants }),
          list: async () => fakeOk({ permissions: [schedulePermission, contentPermission] }),
          unassign: async (body: unknown) => {
            removed.push(body);
            store.grants = [];
            return fakeOk({ message: 'Permission removed' }, 'Permission removed');
          },
        },
        family: {
          links: async () => fakeOk({ links: store.links }),
          students: async () => fakeOk({ students: [student] }),
          unlink: async (id: string) => {
            unlinked.push(id);
            store.links = [];
            return fakeOk({ message: 'unlinked' }, 'Student unlinked');
          },
        },
      },
    } as never);
    const { user } = renderWidget(<UserDetail api={api} userId="FA-0001" />);
    const panel = await screen.findByRole('region', { name: 'Permissions' });
    await user.click(await within(panel).findByRole('button', { name: 'Remove Manage content' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove the permission Manage content from this user?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(removed).toEqual([{ userId: 'u-fa1', permissionName: 'Manage content' }]));
    expect(await within(panel).findByText('This user holds no permissions.')).toBeInTheDocument();

    const family = screen.getByRole('region', { name: 'Link Students to Parent' });
    await user.click(await within(family).findByRole('button', { name: 'Unlink Abebe Kebede Tadesse' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unlink Abebe Kebede Tadesse from this parent?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(unlinked).toEqual(['l1']));
    expect(await within(family).findByText('No students linked yet.')).toBeInTheDocument();
  });

  it('shows the section ownership panels by semester and by year; each opens its report; none says so (issue 18)', async () => {
    const teacher: UserProfile = { ...parent, _id: 'u-te1', ID: 'TE-0001', fullName: 'Tigist Alemu', type: { name: 'teacher' } };
    const owner = { _id: 'u-te1', ID: 'TE-0001', email: null, fullName: 'Tigist Alemu' };
    const other = { _id: 'u-te3', ID: 'TE-0003', email: null, fullName: 'Dawit' };
    const onOpenSectionReport = vi.fn();
    const onOpenYearReport = vi.fn();
    const api = createFakeApi({
      users: { get: async (id: string) => fakeOk({ user: id === 'TE-0001' ? teacher : parent }) },
      gradeReports: {
        sectionOwners: async () =>
          fakeOk({
            sectionOwners: [
              { _id: 'o1', section_id: section, owner_id: owner },
              { _id: 'o2', section_id: { ...section, _id: 'sec7b', name: 'Grade 7 B' }, owner_id: other },
            ],
          }),
        sectionYearOwners: async () =>
          fakeOk({
            sectionOwnerships: [{ _id: 'y1', section_name: 'Grade 7 A', year: 2026, owner_id: owner, createdAt: '', updatedAt: '' }],
          }),
      },
    } as never);
    const { user, unmount } = renderWidget(
      <UserDetail api={api} userId="TE-0001" onOpenSectionReport={onOpenSectionReport} onOpenYearReport={onOpenYearReport} />,
    );
    const bySemester = await screen.findByRole('region', { name: 'Section ownership by semester' });
    await user.click(await within(bySemester).findByRole('button', { name: 'Grade 7 A · 2026, semester 1' }));
    expect(onOpenSectionReport).toHaveBeenCalledWith('sec7a');
    expect(within(bySemester).queryByText(/Grade 7 B/)).toBeNull();
    const byYear = screen.getByRole('region', { name: 'Section ownership by year' });
    await user.click(within(byYear).getByRole('button', { name: 'Grade 7 A · 2026' }));
    expect(onOpenYearReport).toHaveBeenCalledWith('Grade 7 A', 2026);
    unmount();

    renderWidget(<UserDetail api={api} userId="FA-0001" />);
    const none = await screen.findByRole('region', { name: 'Section ownership by semester' });
    expect(await within(none).findByText('No section ownerships found.')).toBeInTheDocument();
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads its title, panels, remove buttons and confirmations in the language of its provider', async () => {
    const api = createFakeApi({
      users: { get: async () => fakeOk({ user: parent }) },
      gradeReports: {
        sectionOwners: async () => fakeOk({ sectionOwners: [] }),
        sectionYearOwners: async () => fakeOk({ sectionOwnerships: [] }),
      },
      permissions: {
        permissions: {
          ofUser: async () => fakeOk({ grants }),
          list: async () => fakeOk({ permissions: [schedulePermission, contentPermission] }),
        },
        family: {
          links: async () => fakeOk({ links: [{ _id: 'l1', student_id: student }] }),
          students: async () => fakeOk({ students: [student] }),
        },
      },
    } as never);
    const { user } = renderWidget(<UserDetail api={api} userId="FA-0001" onBack={() => undefined} />, { language: 'am' });
    expect(await screen.findByRole('heading', { name: 'ተጠቃሚ FA-0001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ተመለስ' })).toBeInTheDocument();
    const bySemester = screen.getByRole('region', { name: 'የሴክሽን ኃላፊነት በመንፈቀ ዓመት' });
    expect(await within(bySemester).findByText('ምንም የሴክሽን ኃላፊነት አልተገኘም።')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'ፈቃዶች' });
    await user.click(await within(panel).findByRole('button', { name: 'አንሳ Manage content' }));
    expect(await screen.findByRole('dialog', { name: 'Manage content ፈቃድ ከዚህ ተጠቃሚ ይነሳ?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const family = screen.getByRole('region', { name: 'ተማሪዎችን ከወላጅ ጋር አገናኝ' });
    await user.click(await within(family).findByRole('button', { name: 'ለይ Abebe Kebede Tadesse' }));
    expect(await screen.findByRole('dialog', { name: 'Abebe Kebede Tadesse ከዚህ ወላጅ ይለይ?' })).toBeInTheDocument();
  });
});
