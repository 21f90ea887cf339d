import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fakeFail, fakeOk, type UserProfile } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { ProfileCard } from './ProfileCard';
import { parentProfile, studentProfile, teacherProfile } from './fixtures';

const apiFor = (user: UserProfile) => createFakeApi({ users: { get: async () => fakeOk({ user }) } });

describe('ProfileCard', () => {
  it("shows a student's name, ID, approval and section", async () => {
    renderWidget(<ProfileCard api={apiFor(studentProfile)} userId="ST-0001" />);
    expect(await screen.findByRole('heading', { name: 'Abebe Kebede Tesfaye' })).toBeInTheDocument();
    expect(screen.getByText('ST-0001')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Section').nextElementSibling).toHaveTextContent('Grade 7 A');
  });

  it("lists a teacher's courses and a parent's linked students", async () => {
    const { unmount } = renderWidget(<ProfileCard api={apiFor(teacherProfile)} userId="TE-0001" />);
    expect((await screen.findByText('Courses')).nextElementSibling).toHaveTextContent('Mathematics, Physics');
    unmount();
    renderWidget(<ProfileCard api={apiFor(parentProfile)} userId="FA-0001" />);
    expect((await screen.findByText('Linked students')).nextElementSibling).toHaveTextContent('Abebe Kebede Tesfaye (ST-0001)');
    expect(screen.getByText('Email').nextElementSibling).toHaveTextContent('Not provided');
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it("reads a student's approval and facts in the language of its provider", async () => {
    renderWidget(<ProfileCard api={apiFor(studentProfile)} userId="ST-0001" />, { language: 'am' });
    expect(await screen.findByRole('heading', { name: 'Abebe Kebede Tesfaye' })).toBeInTheDocument();
    expect(await screen.findByText('የጸደቀ')).toBeInTheDocument();
    expect(screen.getByText('ሴክሽን').nextElementSibling).toHaveTextContent('Grade 7 A');
    expect(screen.getByText('ኢሜይል')).toBeInTheDocument();
    expect(screen.queryByText('Approved')).not.toBeInTheDocument();
  });

  it('shows why the profile could not be read', async () => {
    renderWidget(
      <ProfileCard
        api={createFakeApi({ users: { get: async () => fakeFail('you do not have permission for this', 403) } })}
        userId="ST-0002"
      />,
    );
    // A refusal shows the spec's Unauthorized Access screen with the server's reason (issue 20).
    expect(await screen.findByText('Unauthorized Access')).toBeInTheDocument();
    expect(screen.getByText('you do not have permission for this')).toBeInTheDocument();
  });
});
