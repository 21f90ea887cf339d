import { useContext, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
// English where no provider has loaded a language: the catalogue's fixed English part (decision 265).
// eslint-disable-next-line no-restricted-imports
import { publicMessages, type ErrorCode, type PublicMessages } from '@school/api';
import { Alert, Button, EmptyState, IconArrowLeft, LoadingState, tokens } from '@school/ui';
import { SchoolIntlContext } from './intl/state';
import type { QueryState } from './query';

/**
 * The public part of the catalogue in the reader's language (SchoolIntlProvider, decision 220).
 * Not `usePublicMessages()`: this file is on /home's newsletter box and the embed's pages, whose
 * budgets cannot take its module (the English twins and FormatJS came along: the newsletter box
 * measured 88.01 KB of 52.5). The language the provider loaded (it has every key: the catalogue's
 * parity test), else the catalogue's English public part (fixed since decision 265).
 */
const usePublicMessages = () => (useContext(SchoolIntlContext).texts ?? publicMessages) as PublicMessages;

/** The ← Back button of every detail widget. */
export function BackButton({ onBack }: { onBack: () => void }) {
  const messages = usePublicMessages();
  return (
    <Button variant="ghost" onClick={onBack}>
      <IconArrowLeft size={16} aria-hidden="true" /> {messages.back}
    </Button>
  );
}

/**
 * The screen of a refusal, by its code (issue 20: never by its text): the spec's screens instead
 * of 'Error: … / Try again', which would only be refused again. Null for other failures.
 */
function refusalScreen(messages: PublicMessages, code: ErrorCode | undefined, error: string, back: ReactNode): ReactElement | null {
  switch (code) {
    // The session is over (ended elsewhere, expired): the host's overlay says so too.
    case 'unauthorized':
    case 'session_expired':
      return <EmptyState title={messages.sessionExpiredOverlay} action={back} />;
    case 'forbidden':
    case 'applicant_not_approved':
    case 'change_password_first':
    case 'account_frozen':
      return <EmptyState title={messages.unauthorizedTitle} description={error} action={back} />;
    // 'No Report Released', 'not found', 'Teacher not found': the server's catalogue text as the title.
    case 'no_report_released':
    case 'not_announced':
    case 'not_found':
      return <EmptyState title={error} action={back} />;
    default:
      return null;
  }
}

/** A failed read: the refusal's screen, else 'Error: ' and the text, Try again, and Back when the widget has one. */
export function QueryError({
  error,
  code,
  onRetry,
  onBack,
}: {
  error: string;
  code?: ErrorCode;
  onRetry: () => void;
  onBack?: () => void;
}) {
  const messages = usePublicMessages();
  const back = onBack ? <BackButton onBack={onBack} /> : null;
  const refusal = refusalScreen(messages, code, error, back ?? undefined);
  if (refusal) return <ErrorBox>{refusal}</ErrorBox>;
  return (
    <ErrorBox>
      {back}
      <Alert kind="error" message={`${messages.errorPrefix}${error}`} />
      <Button variant="secondary" onClick={onRetry}>
        {messages.tryAgain}
      </Button>
    </ErrorBox>
  );
}

type Unsettled<T> = Exclude<QueryState<T>, { status: 'success' }> & { reload: () => Promise<void> };

/** The loading state of a read: the widget's own text, else Loading… in the reader's language. */
function QueryLoading({ label }: { label?: string }) {
  const messages = usePublicMessages();
  return <LoadingState label={label ?? messages.loading} />;
}

/**
 * The loading and error states every widget that reads one thing shares, shown instead of it:
 * `if (query.status !== 'success') return queryFallback(query, onBack);` (the check narrows `query`);
 * `loadingLabel` is the widget's own progress text where the spec gives one ('notifications...').
 * It returns elements and calls no hook, so it may come after some of the caller's hooks.
 */
export function queryFallback<T>(query: Unsettled<T>, onBack?: () => void, loadingLabel?: string): ReactElement {
  if (query.status === 'loading') return <QueryLoading label={loadingLabel} />;
  return <QueryError error={query.error} code={query.code} onRetry={() => void query.reload()} onBack={onBack} />;
}

const ErrorBox = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  justify-items: start;
`;
