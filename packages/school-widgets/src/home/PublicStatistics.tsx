import { useState } from 'react';
import styled from 'styled-components';
import { type ApiClient } from '@school/api';
import { Alert, Button, LoadingState, StatCard, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { usePublicMessages } from '../shared/intl';

export interface PublicStatisticsProps {
  /** The API client (no token needed). */
  api: ApiClient;
  /** How long the error stays before the Try again button alone remains, in ms. @default 3000 */
  errorClearMs?: number;
}

/** The statistics block of the public home: Total Courses, Students, Teachers and Grades. */
export function PublicStatistics({ api, errorClearMs = 3000 }: PublicStatisticsProps) {
  const messages = usePublicMessages();
  const query = useApiQuery(queryKeys.public.data(), () => api.public.data());
  // The error text clears after errorClearMs; the next failure (another request) shows again.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const showError = dismissed !== query.requestKey;

  if (query.status === 'loading') return <LoadingState label={messages.loading} />;
  if (query.status === 'error') {
    return (
      <ErrorBox>
        {showError ? (
          <Alert
            kind="error"
            message={`${messages.errorPrefix}${query.error}`}
            clearAfterMs={errorClearMs}
            onClear={() => setDismissed(query.requestKey)}
          />
        ) : null}
        <Button variant="secondary" onClick={() => void query.reload()}>
          {messages.tryAgain}
        </Button>
      </ErrorBox>
    );
  }
  const d = query.data;
  return (
    <Stats>
      <StatCard label={messages.totalCourses} value={d.courses} />
      <StatCard label={messages.totalStudents} value={d.approvedStudents} />
      <StatCard label={messages.totalTeachers} value={d.teachers} />
      <StatCard label={messages.totalGrades} value={d.grades} />
    </Stats>
  );
}

const Stats = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;

const ErrorBox = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  justify-items: start;
`;
