import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import dayjs from 'dayjs';
import { Avatar, Button, IconButton, IconMenu, tokens } from '@school/ui';
import { useSession } from '../session/SessionProvider';
import { useFormat, useMessages } from '@school/widgets/i18n';
import { LiveProvider } from '../session/LiveProvider';
import { useGrants } from '../session/useGrants';
import { LanguageSwitch } from './LanguageSwitch';
import { TopBarBadges } from './TopBarBadges';
import { navigationFor } from './navigation';
import { communicationPaths } from '../pages/communication/paths';
import { ExamModeProvider, useExamMode } from './examMode';
// Radix Dialog is not needed to show a dashboard: the question loads at the first Log out (decision 99).
import { LazyConfirmDialog } from './LazyConfirmDialog';

/** The dashboard shell of every role: sidebar (collapsing under 600 px), top bar, the page. */
export function DashboardLayout() {
  // One live connection for every dashboard page (chat, the top bar's live badges).
  return (
    <LiveProvider>
      <ExamModeProvider>
        <DashboardShell />
      </ExamModeProvider>
    </LiveProvider>
  );
}

function DashboardShell() {
  const messages = useMessages();
  const { formatLongDate } = useFormat();
  const { session, signOut, api } = useSession();
  const navigate = useNavigate();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const grants = useGrants();
  const exam = useExamMode();
  if (!session) return <Outlet />;
  const { user } = session;
  const items = navigationFor(messages, user.type.name, user.ID, grants.held);
  const locked = user.type.name === 'student' && !user.approved;
  // An applicant's one open item: Chat, to the school's admins (docs/decisions/0028-communication-who-may-reach-whom-delivery-held-sends.md, docs/decisions/0048-chat-presence-by-reach-clean-refusals-applicants-reach-the.md).
  const applicantChat = communicationPaths.chat(user.type.name, user.ID);

  return (
    <Shell data-exam-running={exam.running || undefined}>
      {/* A running exam shows no sidebar to wander into (issue 17). */}
      {exam.running ? null : (
        <Sidebar data-open={sidebarOpen || undefined} aria-label={messages.mainNavigation}>
          <Brand>{messages.schoolName}</Brand>
          {/* An applicant's navigation is disabled until approval (spec 001 §2): the items show, inert, but Chat. */}
          {locked ? <LockedNote>{messages.onboardingNavDisabled}</LockedNote> : null}
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                {locked && item.to !== applicantChat ? (
                  <span aria-disabled="true">{item.label}</span>
                ) : (
                  <NavLink to={item.to} end onClick={() => setSidebarOpen(false)}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </Sidebar>
      )}
      <Main>
        <TopBar>
          {exam.running ? null : (
            <SidebarToggle>
              <IconButton
                label={messages.menu}
                icon={<IconMenu size={20} />}
                aria-expanded={sidebarOpen}
                onClick={() => setSidebarOpen((v) => !v)}
              />
            </SidebarToggle>
          )}
          <time dateTime={dayjs().format('YYYY-MM-DD')}>{formatLongDate()}</time>
          <Who>
            <LanguageSwitch calendar />
            {/* A running exam shows no notifications or email links to leave through (issue 34). */}
            {exam.running ? null : <TopBarBadges user={user} />}
            <Avatar
              name={user.fullName}
              src={user.photo ? api.fileUrl(user.url === 'students' ? 'students' : 'users', user.photo) : undefined}
              size={32}
            />
            <span>
              {messages.welcomeBack} <strong data-testid="signed-in-id">{user.ID}</strong>
            </span>
            <Button variant="secondary" size="sm" onClick={() => setConfirmLogout(true)}>
              {messages.logout}
            </Button>
          </Who>
        </TopBar>
        <Content>
          <Outlet />
        </Content>
      </Main>
      <LazyConfirmDialog
        open={confirmLogout}
        onOpenChange={setConfirmLogout}
        title={messages.confirmLogoutTitle}
        description={messages.confirmLogoutText}
        confirmLabel={messages.logout}
        onConfirm={async () => {
          // Signing out mid-exam is leaving it: recorded while the session still exists.
          if (exam.running) await exam.beforeSignOut();
          await signOut();
          navigate('/home');
        }}
      />
    </Shell>
  );
}

const Shell = styled.div`
  display: grid;
  /* minmax(0, …): a track of 1fr grows to its widest content (a table), past the screen [1] */
  grid-template-columns: 15rem minmax(0, 1fr);
  min-height: 100vh;
  background: ${tokens.color.surfaceMuted};
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
  &[data-exam-running] {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sidebar = styled.nav`
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
  padding: ${tokens.space.lg};
  ul {
    list-style: none;
    margin: ${tokens.space.lg} 0 0;
    padding: 0;
    display: grid;
    gap: ${tokens.space.xs};
  }
  a {
    display: block;
    color: inherit;
    text-decoration: none;
    padding: ${tokens.space.sm} ${tokens.space.md};
    border-radius: ${tokens.radius.md};
  }
  span[aria-disabled] {
    display: block;
    padding: ${tokens.space.sm} ${tokens.space.md};
    font-style: italic;
    cursor: not-allowed;
  }
  a[aria-current='page'],
  a:hover {
    background: rgba(255, 255, 255, 0.16);
  }
  @media (max-width: 600px) {
    display: none;
    &[data-open] {
      display: block;
    }
  }
`;

const LockedNote = styled.p`
  margin: ${tokens.space.md} 0 0;
  font-size: ${tokens.font.sizeSm};
`;

const Brand = styled.div`
  font-weight: ${tokens.font.weightBold};
  font-size: ${tokens.font.sizeLg};
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.md} ${tokens.space.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.sm};
  time {
    color: ${tokens.color.textMuted};
  }
  @media (max-width: 480px) {
    time {
      display: none;
    }
  }
`;

const SidebarToggle = styled.div`
  display: none;
  @media (max-width: 600px) {
    display: block;
  }
`;

const Who = styled.div`
  margin-left: auto;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${tokens.space.sm};
`;

const Content = styled.main`
  padding: ${tokens.space.xl} ${tokens.space.lg};
  min-width: 0;
  /* [2] */
  & :where(*) {
    grid-auto-columns: minmax(0, 1fr);
  }
  @media (max-width: 600px) {
    padding: ${tokens.space.lg} ${tokens.space.md};
  }
`;
// [1] Wide tables scroll inside their own box (DataTable's Scroll); the page never scrolls
//     sideways on a 390 px phone (issue 7, e2e/phone-width.test.ts).
// [2] Most widgets lay out as a one-column grid without a template: its implicit column is
//     `auto`, as wide as the widest content (a row of stat cards, a long title, a table), so the
//     page grew to 826 px on a phone. An implicit column of minmax(0, 1fr) is the page's width:
//     rows wrap and tables scroll in their own box. Grids with their own columns are unchanged
//     (only implicit tracks use it), and on a wide screen it is the same width as before (issue 19).
