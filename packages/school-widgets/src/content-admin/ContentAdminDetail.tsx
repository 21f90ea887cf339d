import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient } from '@school/api';
import { Button, Chip, ConfirmDialog, EmptyState, tokens, useToasts } from '@school/ui';
import { formatDate } from '../shared/format';
import { fill } from '../shared/text';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useApiQuery } from '../shared/useApiQuery';
import { ContentItemDialog } from './ContentItemDialog';
import type { ContentKind, PhotoItem } from './kinds';
import { statusText, toggleLabel } from './logic';
import { settleConfirmed, type Announce } from '../shared/confirmed';

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
  details: (item: T) => { label: string; value: ReactNode }[];
}

/**
 * One news item, gallery item or staff message for admins: photo, fields, date, status, and Edit,
 * Delete (after confirmation, then back) and the show toggle. Shared by the three detail widgets.
 */
export function ContentAdminDetail<T extends PhotoItem>({ api, id, onBack, kind, details }: ContentAdminDetailProps & DetailConfig<T>) {
  const toasts = useToasts();
  const announce: Announce = (kind, message) => void toasts.push({ kind, message });
  const query = useApiQuery(() => kind.load(api, id), [api, id, kind]);
  // Edits and toggles answer with the saved item: shown at once, without reloading.
  const [saved, setSaved] = useState<T | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [toggling, setToggling] = useState(false);

  const back = <BackButton onBack={onBack} />;
  if (query.status !== 'success') return queryFallback(query, onBack);
  const item = saved?._id === id ? saved : query.data;
  if (!item) return <EmptyState title={kind.text.notFound} action={back} />;

  const toggle = async () => {
    setToggling(true);
    const result = await kind.toggle(api, item);
    setToggling(false);
    if (!result.ok) return void toasts.push({ kind: 'error', message: result.error });
    setSaved(result.data);
    toasts.push({ kind: 'success', message: result.message || messages.updated });
  };
  const remove = async () => {
    const result = await kind.remove(api, item._id);
    settleConfirmed(result, announce, messages.deleted);
    onBack();
  };
  const name = kind.nameOf(item);
  const headingId = `content-detail-${kind.key}-heading`;

  return (
    <Root>
      {back}
      <article aria-labelledby={headingId}>
        <Header>
          <h1 id={headingId}>{name}</h1>
          <Chip label={statusText[kind.key](item.show)} tone={item.show ? 'success' : 'neutral'} />
        </Header>
        {item.photo ? <Photo src={api.fileUrl(kind.key, item.photo)} alt={fill(messages.photoOf, { name })} /> : null}
        <Fields>
          {details(item).map((d) => (
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
        <Actions>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {messages.editAction}
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {messages.deleteAction}
          </Button>
          <Button busy={toggling} onClick={() => void toggle()}>
            {toggleLabel[kind.key](item.show)}
          </Button>
        </Actions>
      </article>
      <ContentItemDialog api={api} kind={kind} item={item} open={editing} onOpenChange={setEditing} onSaved={({ item: next }) => setSaved(next)} />
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} title={kind.text.deleteTitle} confirmLabel={messages.deleteAction} danger onConfirm={remove} />
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

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
  h1 {
    margin: 0;
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;
