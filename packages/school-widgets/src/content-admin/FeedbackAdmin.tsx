import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, Feedback } from '@school/api';
import { Button, Card, Chip, downloadXlsx, Stack, TextField, tokens } from '@school/ui';
import { CardList } from '../shared/CardList';
import { useTexts } from '../shared/intl';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { EXPORT_FILE, feedbackExportColumns, matchesSearch, newestFirst, replaceById, statusText, toggleLabel } from './logic';

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
  const t = useTexts();
  const { messages } = t;
  const { formatDate } = t.format;
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
          onClick={() => void downloadXlsx({ rows: matching, columns: feedbackExportColumns(t), fileName: EXPORT_FILE.feedback })}
        >
          {messages.exportToExcel}
        </Button>
      </Toolbar>
      <CardList
        label={messages.feedbackAdminTitle}
        query={query}
        items={matching}
        limit={pageSize}
        page={page}
        onPageChange={setPage}
        itemKey={(f) => f._id}
        emptyText={messages.noFeedback}
        minCardWidth="16rem"
        renderCard={(f) => (
          <Card title={f.fullName} actions={<Chip label={statusText(t, 'feedback', f.show)} tone={f.show ? 'success' : 'neutral'} />}>
            <Meta>
              <a href={`mailto:${f.email}`}>{f.email}</a>
              <time dateTime={new Date(f.date).toISOString()}>{formatDate(f.date)}</time>
            </Meta>
            <Text>{f.feedback}</Text>
            <div>
              <Button size="sm" variant={f.show ? 'secondary' : 'primary'} busy={busyId === f._id} onClick={() => void toggleOne(f)}>
                {toggleLabel(t, 'feedback', f.show)}
              </Button>
            </div>
          </Card>
        )}
      />
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
