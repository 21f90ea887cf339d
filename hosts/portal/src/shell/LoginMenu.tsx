import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { landingPathFor } from '@school/api';
import { Button, LoadingState, tokens, useToasts } from '@school/ui';
import { usePublicMessages } from '@school/widgets/i18n';
import { useSession } from '../session/SessionProvider';

// The form (and zod, react-hook-form with it) loads when the dropdown first opens, not with the page.
const LoginForm = lazy(() => import('@school/widgets/auth').then((m) => ({ default: m.LoginForm })));

/** The top bar's login dropdown; a signed-in person gets a link to their dashboard instead. */
export function LoginMenu() {
  const messages = usePublicMessages();
  const { api, session, signIn } = useSession();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  if (session) {
    return (
      <Button size="sm" onClick={() => navigate(landingPathFor(session.user))}>
        {messages.dashboard}
      </Button>
    );
  }
  return (
    <Root ref={root}>
      <Button size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {messages.login}
      </Button>
      {open ? (
        <Panel id={panelId} role="region" aria-label={messages.loginTitle}>
          <Suspense fallback={<LoadingState label={messages.loading} />}>
            <LoginForm
              api={api}
              onSuccess={({ token, user, message }) => {
                signIn(token, user);
                toasts.push({ kind: 'success', message });
                setOpen(false);
                navigate(landingPathFor(user));
              }}
            />
          </Suspense>
        </Panel>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${tokens.space.sm});
  width: min(20rem, calc(100vw - 2rem));
  padding: ${tokens.space.lg};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  box-shadow: ${tokens.shadow.md};
  z-index: 50;
`;
