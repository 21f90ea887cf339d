import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, SectionYearOwner } from '@school/api';
import { Button, Card, IconButton, IconClose, Select, tokens } from '@school/ui';
import { CardList } from '../shared/CardList';
import { queryKeys } from '../shared/queryKeys';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { useTexts } from '../shared/intl';
import { AssignOwnerDialog } from './AssignOwnerDialog';
import { sortYearOwnerships, yearSorts, type YearSort } from './logic';

export interface YearOwnershipsProps {
  api: ApiClient;
  /** Admins assign and remove owners. @default false */
  canManage?: boolean;
  /** A row opens the yearly report of the section name. */
  onOpenYear: (open: { sectionName: string; year: number }) => void;
}

const PAGE_SIZES = [5, 10, 15];

/** 'Section Ownerships' by year: sort by section name, year, createdAt or updatedAt; 'Sections per page' 5/10/15. */
export function YearOwnerships({ api, canManage = false, onOpenYear }: YearOwnershipsProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const dateText = (iso: string) => t.format.formatDate(Date.parse(iso));
  const query = useApiQuery(queryKeys.gradeReports.yearOwners(), () => api.gradeReports.sectionYearOwners());
  const [sort, setSort] = useState<YearSort>('section_name');
  const [size, setSize] = useState(5);
  const [page, setPage] = useState(1);
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState<SectionYearOwner | null>(null);
  const remove = useApiMutation((id: string) => api.gradeReports.removeSectionYearOwner(id), {
    invalidates: [queryKeys.gradeReports.all],
    toastErrors: false,
  });
  if (query.status !== 'success') return queryFallback(query);
  const sorted = sortYearOwnerships(query.data.sectionOwnerships, sort);
  return (
    <Card
      title={messages.sectionOwnershipsTitle}
      actions={canManage ? <Button onClick={() => setAssigning(true)}>{messages.assignOwner}</Button> : null}
    >
      <Controls>
        <Select
          label={messages.sortBy}
          options={yearSorts(t)}
          value={sort}
          onChange={(e) => {
            setSort(e.currentTarget.value as YearSort);
            setPage(1);
          }}
        />
        <Select
          label={messages.sectionsPerPage}
          options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
          value={String(size)}
          onChange={(e) => {
            setSize(Number(e.currentTarget.value));
            setPage(1);
          }}
        />
      </Controls>
      <CardList
        label={messages.sectionOwnershipsTitle}
        layout="stack"
        items={sorted}
        limit={size}
        page={page}
        onPageChange={setPage}
        itemKey={(o) => o._id}
        emptyText={messages.noSectionOwnerships}
        renderCard={(o) => (
          <Row>
            <OpenButton type="button" onClick={() => onOpenYear({ sectionName: o.section_name, year: o.year })}>
              <strong>
                {o.section_name} · {o.year}
              </strong>
              <span>
                {o.owner_id.fullName} ({o.owner_id.ID}) · {o.owner_id.email}
              </span>
              <small>
                {messages.colCreatedAt} {dateText(o.createdAt)} · {messages.colUpdatedAt} {dateText(o.updatedAt)}
              </small>
            </OpenButton>
            {canManage ? (
              <IconButton
                label={fill(messages.removeOwner, { section: `${o.section_name} ${o.year}` })}
                icon={<IconClose size={16} />}
                onClick={() => setRemoving(o)}
              />
            ) : null}
          </Row>
        )}
      />
      {canManage ? <AssignOwnerDialog api={api} mode="year" open={assigning} onOpenChange={setAssigning} /> : null}
      <ConfirmDelete
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={messages.removeOwnerTitle}
        onConfirm={() => confirmed(remove, removing!._id).then(() => undefined)}
      />
    </Card>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  margin-bottom: ${tokens.space.md};
`;
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  padding: ${tokens.space.sm};
`;
const OpenButton = styled.button`
  flex: 1;
  display: grid;
  gap: 2px;
  text-align: start;
  background: none;
  border: 0;
  padding: ${tokens.space.xs};
  font: inherit;
  color: inherit;
  cursor: pointer;
  border-radius: ${tokens.radius.sm};
  small {
    color: ${tokens.color.textMuted};
  }
  &:hover {
    background: ${tokens.color.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${tokens.color.primary};
    outline-offset: 2px;
  }
`;
