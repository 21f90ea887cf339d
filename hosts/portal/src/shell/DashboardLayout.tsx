import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import dayjs from 'dayjs';
import { messages } from '@school/api';
import { Avatar, Button, ConfirmDialog, IconButton, tokens } from '@school/ui';
import { useSession } from '../session/SessionProvider';
import { navigationFor } from './navigation';

/** The dashboard shell of every role: sidebar (collapsing under 600 px), top bar, the page. */
export function DashboardLayout() {
  const { session, signOut, api } = useSession();
  const navigate = useNavigate();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  if (!session) return <Outlet />;
  const { user } = session;
  const items = navigationFor(user.type.name, user.ID);

  return (
    <Shell>
      <Sidebar data-open={sidebarOpen || undefined} aria-label={messages.mainNavigation}>
        <Brand>{messages.schoolName}</Brand>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end onClick={() => setSidebarOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Sidebar>
      <Main>
        <TopBar>
          <SidebarToggle>
            <IconButton label={messages.menu} icon="☰" aria-expanded={sidebarOpen} onClick={() => setSidebarOpen((v) => !v)} />
          </SidebarToggle>
          <time dateTime={dayjs().format('YYYY-MM-DD')}>{dayjs().format('dddd, MMMM D, YYYY')}</time>
          <Who>
            <Avatar name={user.fullName} src={user.photo ? api.fileUrl('users', user.photo) : undefined} size={32} />
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
      <ConfirmDialog
        open={confirmLogout}
        onOpenChange={setConfirmLogout}
        title={messages.confirmLogoutTitle}
        description={messages.confirmLogoutText}
        confirmLabel={messages.logout}
        onConfirm={async () => {
          await signOut();
          navigate('/home');
        }}
      />
    </Shell>
  );
}

const Shell = styled.div`
  display: grid;
  grid-template-columns: 15rem 1fr;
  min-height: 100vh;
  background: ${tokens.color.surfaceMuted};
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
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
  align-items: center;
  gap: ${tokens.space.sm};
`;

const Content = styled.main`
  padding: ${tokens.space.xl} ${tokens.space.lg};
`;
