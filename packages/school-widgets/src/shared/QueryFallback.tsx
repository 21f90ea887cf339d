import type { ReactElement } from 'react';
import styled from 'styled-components';
import { publicMessages as messages } from '@school/api';
import { Alert, Button, IconArrowLeft, LoadingState, tokens } from '@school/ui';
import type { QueryState } from './query';

/** The ← Back button of every detail widget. */
export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="ghost" onClick={onBack}>
      <IconArrowLeft size={16} aria-hidden="true" /> {messages.back}
    </Button>
  );
}

/** A failed read: 'Error: ' and the text, Try again, and Back when the widget has one. */
export function QueryError({ error, onRetry, onBack }: { error: string; onRetry: () => void; onBack?: () => void }) {
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
 * `if (query.status !== 'success') return queryFallback(query, onBack);` (the check narrows `query`).
 */
export function queryFallback<T>(query: Unsettled<T>, onBack?: () => void): ReactElement {
  if (query.status === 'loading') return <LoadingState label={messages.loading} />;
  return <QueryError error={query.error} onRetry={() => void query.reload()} onBack={onBack} />;
}

const ErrorBox = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  justify-items: start;
`;
