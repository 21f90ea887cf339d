import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Button, Chip, ConfirmDialog, EmptyState, Heading, Stack, tokens } from '@school/ui';
import { useTexts, type Texts } from '../shared/intl';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { ContentItemDialog } from './ContentItemDialog';
import type { ContentKind, PhotoItem } from './kinds';
import { statusText, toggleLabel } from './logic';

/** Props of every admin detail of a photo item. */
export interface ContentAdminDetailProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** The item's _id. */
  id: string;
  /** Back to the list: the Back button, and after a successful delete. */
  onBack: () => void;
}

interface DetailConfig<T extends PhotoItem> {
  kind: ContentKind<T>;
  /** The fields under the heading, in order. */
  details: (t: Texts, item: T) => { label: string; value: ReactNode }[];
}

/**
 * One news item, gallery item or staff message for admins: photo, fields, date, status, and Edit,
 * Delete (after confirmation, then back) and the show toggle. Shared by the three detail widgets.
 */
export function ContentAdminDetail<T extends PhotoItem>({ api, id, onBack, kind, details }: ContentAdminDetailProps & DetailConfig<T>) {
  const t = useTexts();
  const { messages, fill } = t;
  const { formatDate } = t.format;
  const text = kind.text(t);
  const area = queryKeys.content[kind.key];
  const query = useApiQuery(area.item(id), () => kind.load(api, id));
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Edits and toggles answer with the saved item: it goes into the cache and shows at once.
  const toggling = useApiMutation((current: T) => kind.toggle(api, current), {
    successText: messages.updated,
    updates: (saved: T) => [[area.item(saved._id), saved]],
    invalidates: [area.all],
  });
  const removal = useApiMutation((current: T) => kind.remove(api, current._id), {
    successText: messages.deleted,
    invalidates: [area.all, queryKeys.dashboard.all],
  });

  const back = <BackButton onBack={onBack} />;
  if (query.status !== 'success') return queryFallback(query, onBack);
  const item = query.data;
  if (!item) return <EmptyState title={text.notFound} action={back} />;

  const remove = async () => {
    await confirmed(removal, item);
    onBack();
  };
  const name = kind.nameOf(item);
  const headingId = `content-detail-${kind.key}-heading`;

  return (
    <Root>
      {back}
      <article aria-labelledby={headingId}>
        <Stack as="header" direction="row" wrap align="center" gap="md">
          <Heading level={1} id={headingId}>
            {name}
          </Heading>
          <Chip label={statusText(t, kind.key, item.show)} tone={item.show ? 'success' : 'neutral'} />
        </Stack>
        {item.photo ? <Photo src={api.fileUrl(kind.key, item.photo)} alt={fill(messages.photoOf, { name })} /> : null}
        <Fields>
          {details(t, item).map((d) => (
            <div key={d.label}>
              <dt>{d.label}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
          <div>
            <dt>{messages.dateLabel}</dt>
            <dd>
              <time dateTime={new Date(kind.dateOf(item)).toISOString()}>{formatDate(kind.dateOf(item))}</time>
            </dd>
          </div>
        </Fields>
        <Stack direction="row" gap="sm" wrap>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {messages.editAction}
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {messages.deleteAction}
          </Button>
          <Button busy={toggling.isPending} onClick={() => void toggling.run(item)}>
            {toggleLabel(t, kind.key, item.show)}
          </Button>
        </Stack>
      </article>
      <ContentItemDialog api={api} kind={kind} item={item} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={text.deleteTitle}
        confirmLabel={messages.deleteAction}
        danger
        onConfirm={remove}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  justify-items: start;
  article {
    display: grid;
    gap: ${tokens.space.md};
    width: 100%;
  }
`;

const Photo = styled.img`
  width: 100%;
  max-width: 40rem;
  max-height: 24rem;
  object-fit: cover;
  border-radius: ${tokens.radius.lg};
`;

const Fields = styled.dl`
  display: grid;
  gap: ${tokens.space.md};
  margin: 0;
  dt {
    font-weight: ${tokens.font.weightBold};
    font-size: ${tokens.font.sizeSm};
    color: ${tokens.color.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
