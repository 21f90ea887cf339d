import type { ReactElement } from 'react';
import styled from 'styled-components';
import { publicMessages as messages } from '@school/api';
import type { ErrorCode } from '@school/api';
import { Alert, Button, EmptyState, IconArrowLeft, LoadingState, tokens } from '@school/ui';
import type { QueryState } from './query';

/** The ← Back button of every detail widget. */
export function BackButton({ onBack }: { onBack: () => void }) {
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
export function RefusalScreen({ code, error, onBack }: { code?: ErrorCode; error: string; onBack?: () => void }): ReactElement | null {
  const back = onBack ? <BackButton onBack={onBack} /> : undefined;
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
  const refusal = RefusalScreen({ code, error, onBack });
  if (refusal) return <ErrorBox>{refusal}</ErrorBox>;
  return (
    <ErrorBox>
      {onBack ? <BackButton onBack={onBack} /> : null}
      <Alert kind="error" message={`${messages.errorPrefix}${error}`} />
      <Button variant="secondary" onClick={onRetry}>
        {messages.tryAgain}
      </Button>
    </ErrorBox>
  );
}

type Unsettled<T> = Exclude<QueryState<T>, { status: 'success' }> & { reload: () => Promise<void> };

/**
 * The loading and error states every widget that reads one thing shares, shown instead of it:
 * `if (query.status !== 'success') return queryFallback(query, onBack);` (the check narrows `query`);
 * `loadingLabel` is the widget's own progress text where the spec gives one ('notifications...').
 */
export function queryFallback<T>(query: Unsettled<T>, onBack?: () => void, loadingLabel?: string): ReactElement {
  if (query.status === 'loading') return <LoadingState label={loadingLabel ?? messages.loading} />;
  return <QueryError error={query.error} code={query.code} onRetry={() => void query.reload()} onBack={onBack} />;
}

const ErrorBox = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  justify-items: start;
`;
