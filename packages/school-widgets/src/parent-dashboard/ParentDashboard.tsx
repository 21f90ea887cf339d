import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, LinkedStudent } from '@school/api';
import { Avatar, EmptyState, IconBell, IconButton, IconChat, IconLogOut, IconMail, LoadingState, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import type { PdfMaker } from '../grade-reports/pdf/makePdf';
import { FamilyDigest, useFamilyDigest } from './FamilyDigest';
import { fullNameOf, parentKeys } from './logic';
import { LogoutQuestion } from './LogoutQuestion';
import { useMessages } from '../shared/intl';

// One child's panel (tabs, week table, report card, attendance: ~15 KB gzip) loads when a child is
// chosen, not with the dashboard's first view (decision 99).
const StudentPanel = lazy(() => import('./StudentPanel').then((m) => ({ default: m.StudentPanel })));

export interface ParentDashboardProps {
  /** The API client (the parent's token). */
  api: ApiClient;
  /** The parent's login ID (FA-0001) or users `_id`. */
  parentId: string;
  /** The chat icon: the parent's chat. */
  onOpenChat: () => void;
  /** The notifications icon. */
  onOpenNotifications: () => void;
  /** The email icon. */
  onOpenEmail: () => void;
  /** Runs once the logout is confirmed (ends the session, leaves the page); a thrown error shows in the dialog. */
  onLogout: () => void | Promise<void>;
  /** 'Back to Home' of a report that is not released. */
  onBackHome: () => void;
  /** The PDF maker of the report card. @default the worker maker */
  makePdf?: PdfMaker;
}

/**
 * The parent dashboard (spec 002 §2.5): chat, notifications and email icons, a confirmed logout,
 * the family digest (what changed since the last visit), the linked students, a semester selector
 * and the tabs Schedule, Grade Reports and Attendance of the chosen child.
 */
export function ParentDashboard({
  api,
  parentId,
  onOpenChat,
  onOpenNotifications,
  onOpenEmail,
  onLogout,
  onBackHome,
  makePdf,
}: ParentDashboardProps) {
  const messages = useMessages();
  const links = useApiQuery(parentKeys.links(parentId), () => api.permissions.family.links(parentId));
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirmLogout, setConfirmLogout] = useState(false);
  // A digest card's "Show details": the child is chosen and the focus moves to their panel.
  const panel = useRef<HTMLDivElement>(null);
  const [focusPanel, setFocusPanel] = useState(0);
  useEffect(() => {
    if (focusPanel) panel.current?.focus();
  }, [focusPanel]);
  // The digest sits above the linked students: shown as each arrived, it pushed them down (CLS
  // 0.167 on a phone, decision 92). The body waits for both reads, one placeholder in its place.
  const digest = useFamilyDigest(api, parentId);
  const arrived = links.status !== 'loading' && digest.status !== 'loading';
  const children = links.status === 'success' ? links.data.links.map((l) => l.student_id) : [];
  const child = children.find((c) => c._id === chosen) ?? null;

  return (
    <Root>
      <Header>
        <h1>{messages.parentDashboardTitle}</h1>
        <nav aria-label={messages.parentQuickLinks}>
          <IconButton label={messages.chatNav} icon={<IconChat size={20} />} onClick={onOpenChat} />
          <IconButton label={messages.notificationsNav} icon={<IconBell size={20} />} onClick={onOpenNotifications} />
          <IconButton label={messages.emailNav} icon={<IconMail size={20} />} onClick={onOpenEmail} />
          <IconButton label={messages.logout} icon={<IconLogOut size={20} />} onClick={() => setConfirmLogout(true)} />
        </nav>
      </Header>
      {!arrived ? (
        <LoadingState label={messages.loading} />
      ) : (
        <>
          <FamilyDigest
            api={api}
            parentId={parentId}
            onOpen={(studentId) => {
              setChosen(studentId);
              setFocusPanel((n) => n + 1);
            }}
          />
          <Layout>
            <section aria-labelledby="parent-linked-students">
              <h2 id="parent-linked-students">{messages.linkedStudentsTitle}</h2>
              {links.status !== 'success' ? (
                queryFallback(links)
              ) : children.length === 0 ? (
                <EmptyState title={messages.noLinkedStudents} />
              ) : (
                <StudentList>
                  {children.map((c: LinkedStudent) => (
                    <li key={c._id}>
                      <button type="button" aria-pressed={c._id === chosen} onClick={() => setChosen(c._id)}>
                        <Avatar name={fullNameOf(c)} size={32} />
                        <span>
                          {fullNameOf(c)} <small>{c.ID}</small>
                        </span>
                      </button>
                    </li>
                  ))}
                </StudentList>
              )}
            </section>
            <Panel ref={panel} tabIndex={-1}>
              {child ? (
                <Suspense fallback={<LoadingState label={messages.loading} />}>
                  <StudentPanel key={child._id} api={api} parentId={parentId} student={child} onBackHome={onBackHome} makePdf={makePdf} />
                </Suspense>
              ) : (
                <Prompt role="status">{messages.selectStudentPrompt}</Prompt>
              )}
            </Panel>
          </Layout>
        </>
      )}
      <LogoutQuestion
        open={confirmLogout}
        onOpenChange={setConfirmLogout}
        title={messages.confirmLogoutTitle}
        description={messages.confirmLogoutText}
        confirmLabel={messages.logout}
        onConfirm={onLogout}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  h1,
  h2 {
    margin: 0;
  }
  h1 {
    font-size: ${tokens.font.sizeXl};
  }
  h2 {
    font-size: ${tokens.font.sizeLg};
  }
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  nav {
    display: flex;
    gap: ${tokens.space.xs};
  }
`;
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr);
  gap: ${tokens.space.lg};
  align-items: start;
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
  > section {
    display: grid;
    gap: ${tokens.space.sm};
  }
`;
const Panel = styled.div`
  &:focus-visible {
    outline: 2px solid ${tokens.color.primary};
    outline-offset: 4px;
    border-radius: ${tokens.radius.md};
  }
`;
const StudentList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.xs};
  button {
    display: flex;
    align-items: center;
    gap: ${tokens.space.sm};
    width: 100%;
    padding: ${tokens.space.sm};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${tokens.color.primary};
    box-shadow: inset 3px 0 0 ${tokens.color.primary};
  }
  button:focus-visible {
    outline: 2px solid ${tokens.color.primary};
    outline-offset: 2px;
  }
  small {
    color: ${tokens.color.textMuted};
  }
`;
const Prompt = styled.p`
  margin: 0;
  padding: ${tokens.space.xl};
  border: 1px dashed ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  color: ${tokens.color.textMuted};
  text-align: center;
`;
