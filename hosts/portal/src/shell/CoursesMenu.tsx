import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { usePublicMessages } from '@school/widgets/i18n';
import { IconChevronDown, tokens } from '@school/ui';
import { courseLinks } from './publicLinks';

/**
 * The Courses disclosure menu of the navigation bar (WAI-ARIA disclosure navigation): a button
 * that shows or hides the course links; Escape closes it and returns focus to the button, and it
 * closes when focus or a click leaves it or a link is followed.
 */
export function CoursesMenu({ onNavigate }: { onNavigate?: () => void }) {
  const messages = usePublicMessages();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const current = pathname.startsWith('/courses/');

  useEffect(() => {
    if (!open) return undefined;
    const onClick = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onClick);
    return () => document.removeEventListener('mousedown', onClick);
  }, [open]);

  return (
    <Root
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Toggle
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-current={current || undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {messages.coursesMenu} <IconChevronDown size={16} aria-hidden="true" />
      </Toggle>
      <Menu id={listId} hidden={!open}>
        {courseLinks.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              onClick={() => {
                setOpen(false);
                onNavigate?.();
              }}
            >
              {messages[l.text]}
            </NavLink>
          </li>
        ))}
      </Menu>
    </Root>
  );
}

const Root = styled.li`
  position: relative;
`;

const Toggle = styled.button`
  padding: ${tokens.space.xs} 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${tokens.color.text};
  cursor: pointer;
  &:hover,
  &[data-current] {
    color: ${tokens.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

const Menu = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${tokens.space.sm};
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 16rem;
  display: grid;
  gap: ${tokens.space.xs};
  background: ${tokens.color.surface};
  border-radius: ${tokens.radius.md};
  box-shadow: ${tokens.shadow.md};
  &[hidden] {
    display: none;
  }
  a {
    display: block;
    padding: ${tokens.space.sm};
  }
  @media (max-width: 700px) {
    position: static;
    box-shadow: none;
  }
`;
