import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient, type Feedback } from '@school/api';
import { Alert, Button, Card, Chip, downloadXlsx, EmptyState, LoadingState, Pagination, Stack, TextField, tokens } from '@school/ui';
import { formatDate } from '../shared/format';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import {
  EXPORT_FILE,
  feedbackExportColumns,
  matchesSearch,
  newestFirst,
  pageCountOf,
  pageSlice,
  replaceById,
  statusText,
  toggleLabel,
} from './logic';

export interface FeedbackAdminProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** Cards per page (spec: 3). @default 3 */
  pageSize?: number;
}

const SEARCHED: (keyof Feedback)[] = ['fullName', 'email', 'feedback'];

/**
 * Visitor feedback for admins: search, Export to Excel (feedbacks.xlsx), cards with name, email,
 * date and text, and Set Feedback / Unset Feedback (shown in the public testimonials).
 */
export function FeedbackAdmin({ api, pageSize = 3 }: FeedbackAdminProps) {
  const listKey = queryKeys.content.feedback.list({ every: true });
  const query = useApiQuery(listKey, () => api.content.feedback.listAll());
  // The toggled card comes back from the server: it replaces the old one in the cached list, and
  // the public testimonials read again.
  const toggle = useApiMutation((item: Feedback) => api.content.feedback.toggle(item._id), {
    successText: messages.updated,
    updates: ({ feedback }) => [
      [listKey, (old?: { feedbacks: Feedback[] }) => (old ? { ...old, feedbacks: replaceById(old.feedbacks, feedback) } : old)],
    ],
    invalidates: [queryKeys.content.feedback.list({ shown: true })],
  });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const all = useMemo(() => newestFirst(query.status === 'success' ? query.data.feedbacks : [], (f) => f.date), [query.status, query.data]);
  const matching = useMemo(() => matchesSearch(all, search, SEARCHED), [all, search]);
  const pageCount = pageCountOf(matching.length, pageSize);
  const shown = pageSlice(matching, Math.min(page, pageCount), pageSize);

  const toggleOne = async (item: Feedback) => {
    setBusyId(item._id);
    await toggle.run(item);
    setBusyId(null);
  };

  return (
    <Stack as="section" gap="lg" aria-labelledby="feedback-admin-title">
      <Toolbar>
        <h2 id="feedback-admin-title">{messages.feedbackAdminTitle}</h2>
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <TextField
            label={messages.searchFeedback}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1); // a search starts at page 1 (spec 000 §9)
            }}
          />
        </form>
        <Button
          variant="secondary"
          disabled={query.status !== 'success'}
          onClick={() => void downloadXlsx({ rows: matching, columns: feedbackExportColumns, fileName: EXPORT_FILE.feedback })}
        >
          {messages.exportToExcel}
        </Button>
      </Toolbar>
      {query.status === 'loading' ? <LoadingState label={messages.loading} /> : null}
      {query.status === 'error' ? (
        <Stack gap="md" align="start">
          <Alert kind="error" message={`${messages.errorPrefix}${query.error}`} />
          <Button variant="secondary" onClick={() => void query.reload()}>
            {messages.tryAgain}
          </Button>
        </Stack>
      ) : null}
      {query.status === 'success' && matching.length === 0 ? <EmptyState title={messages.noFeedback} /> : null}
      {shown.length > 0 ? (
        <>
          <Cards>
            {shown.map((f) => (
              <li key={f._id}>
                <Card title={f.fullName} actions={<Chip label={statusText.feedback(f.show)} tone={f.show ? 'success' : 'neutral'} />}>
                  <Meta>
                    <a href={`mailto:${f.email}`}>{f.email}</a>
                    <time dateTime={new Date(f.date).toISOString()}>{formatDate(f.date)}</time>
                  </Meta>
                  <Text>{f.feedback}</Text>
                  <div>
                    <Button size="sm" variant={f.show ? 'secondary' : 'primary'} busy={busyId === f._id} onClick={() => void toggleOne(f)}>
                      {toggleLabel.feedback(f.show)}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </Cards>
          <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={({ page: p }) => setPage(p)} />
        </>
      ) : null}
    </Stack>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space.md};
  h2 {
    margin: 0 auto 0 0;
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${tokens.space.lg};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  margin: 0;
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
  a {
    color: ${tokens.color.primary};
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
