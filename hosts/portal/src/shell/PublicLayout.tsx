import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { usePublicMessages } from '@school/widgets/i18n';
import { IconButton, IconMenu, tokens } from '@school/ui';
import { CoursesMenu } from './CoursesMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { LoginMenu } from './LoginMenu';
import { PublicFooter } from './PublicFooter';
import { contactLink, primaryLinks } from './publicLinks';
import { useStickyPast } from './useStickyPast';

/** Top bar with contacts and the login dropdown, the navigation bar (sticky past 160 px), the footer. */
export function PublicLayout() {
  const messages = usePublicMessages();
  const sticky = useStickyPast(160);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Shell>
      <TopBar>
        <Contacts>
          <a href={`tel:${messages.schoolPhone.replace(/\s/g, '')}`}>{messages.schoolPhone}</a>
          <a href={`mailto:${messages.schoolEmail}`}>{messages.schoolEmail}</a>
        </Contacts>
        <Actions>
          <LanguageSwitch />
          <ApplyLink to="/register">{messages.apply}</ApplyLink>
          <LoginMenu />
        </Actions>
      </TopBar>
      <NavBar data-sticky={sticky || undefined} aria-label={messages.mainNavigation}>
        <Brand to="/home">{messages.schoolName}</Brand>
        <MenuButton>
          <IconButton label={messages.menu} icon={<IconMenu size={20} />} aria-expanded={menuOpen} onClick={() => setMenuOpen((v) => !v)} />
        </MenuButton>
        <NavLinks data-open={menuOpen || undefined}>
          {primaryLinks.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.to === '/home'} onClick={() => setMenuOpen(false)}>
                {messages[l.text]}
              </NavLink>
            </li>
          ))}
          <CoursesMenu onNavigate={() => setMenuOpen(false)} />
          <li>
            <NavLink to={contactLink.to} onClick={() => setMenuOpen(false)}>
              {messages[contactLink.text]}
            </NavLink>
          </li>
        </NavLinks>
      </NavBar>
      <Outlet />
      <PublicFooter />
    </Shell>
  );
}

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${tokens.color.surfaceMuted};
  > main {
    flex: 1;
  }
`;

const TopBar = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.sm} ${tokens.space.lg};
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
  a {
    color: inherit;
  }
`;

const Contacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.lg};
  font-size: ${tokens.font.sizeSm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
`;

const ApplyLink = styled(Link)`
  padding: ${tokens.space.xs} ${tokens.space.lg};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.onPrimary};
  font-weight: ${tokens.font.weightBold};
  text-decoration: none;
  /* && outranks the top bar's "a { color: inherit }". */
  && {
    color: ${tokens.color.primary};
  }
`;

const NavBar = styled.nav`
  display: flex;
  align-items: center;
  gap: ${tokens.space.lg};
  padding: ${tokens.space.md} ${tokens.space.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.sm};
  position: relative;
  z-index: 40;
  &[data-sticky] {
    position: sticky;
    top: 0;
  }
`;

const Brand = styled(Link)`
  font-weight: ${tokens.font.weightBold};
  font-size: ${tokens.font.sizeLg};
  color: ${tokens.color.primary};
  text-decoration: none;
  margin-right: auto;
`;

const MenuButton = styled.div`
  display: none;
  @media (max-width: 700px) {
    display: block;
  }
`;

const NavLinks = styled.ul`
  list-style: none;
  display: flex;
  gap: ${tokens.space.lg};
  margin: 0;
  padding: 0;
  a {
    color: ${tokens.color.text};
    text-decoration: none;
    padding: ${tokens.space.xs} 0;
  }
  a:hover,
  a[aria-current='page'] {
    color: ${tokens.color.primary};
  }
  @media (max-width: 700px) {
    display: none;
    &[data-open] {
      display: grid;
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      padding: ${tokens.space.lg};
      background: ${tokens.color.surface};
      box-shadow: ${tokens.shadow.md};
    }
  }
`;
