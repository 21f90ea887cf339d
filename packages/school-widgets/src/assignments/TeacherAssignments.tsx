import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Button, Card, Chip, tokens } from '@school/ui';
import { CardList } from '../shared/CardList';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { AssignmentDialog } from './AssignmentDialog';
import { isExpired } from './logic';
import { useNow } from '../shared/useNow';

export const ASSIGNMENT_CARDS_PER_PAGE = 6;

export interface TeacherAssignmentsProps {
  /** The API client (teacher token). */
  api: ApiClient;
  /** The teacher's login ID. */
  teacherId: string;
  sectionId: string;
  courseId: string;
  /** Opens an assignment's detail. */
  onOpen: (open: { assignmentId: string }) => void;
  /** Shows a Back button. @default undefined */
  onBack?: () => void;
}

/** The assignments of a section and course: cards (6 per page) with Active/Expired, and Add Assignment. */
export function TeacherAssignments({ api, teacherId, sectionId, courseId, onOpen, onBack }: TeacherAssignmentsProps) {
  const { messages, fill, format } = useTexts();
  const query = useApiQuery(queryKeys.teaching.teacherAssignments(teacherId, sectionId, courseId), () =>
    api.teaching.assignments.listForTeacher(teacherId, sectionId, courseId),
  );
  const [adding, setAdding] = useState(false);
  const now = useNow();
  if (query.status !== 'success') return queryFallback(query, onBack);
  const items = query.data.assignments;
  const heading = items[0]
    ? `${messages.assignmentsTitle}: ${fill(messages.teachingSectionCourse, { course: items[0].course.name, section: items[0].section.name })}`
    : messages.assignmentsTitle;

  return (
    <Root>
      <Toolbar>
        {onBack ? <BackButton onBack={onBack} /> : null}
        <h2>{heading}</h2>
        <Button variant="secondary" onClick={() => void query.reload()}>
          {messages.teachingRefresh}
        </Button>
        <Button onClick={() => setAdding(true)}>{messages.assignmentsAdd}</Button>
      </Toolbar>
      <CardList
        items={items}
        itemKey={(a) => a._id}
        limit={ASSIGNMENT_CARDS_PER_PAGE}
        minCardWidth="16rem"
        emptyText={messages.assignmentsEmpty}
        renderCard={(a) => {
          const expired = isExpired(a.dueDate, now);
          const submitted = a.submitedAssignment.filter((e) => e.status !== 'pending').length;
          return (
            <Item>
              <Card
                title={a.title}
                actions={
                  <Chip tone={expired ? 'danger' : 'success'} label={expired ? messages.assignmentExpired : messages.assignmentActive} />
                }
              >
                <p>{fill(messages.assignmentDue, { date: format.formatDateTime(a.dueDate) })}</p>
                <p>
                  {messages.assignmentStatusSubmitted}: {submitted} / {a.submitedAssignment.length}
                </p>
                <div>
                  <Button size="sm" aria-label={`${messages.teachingOpen} ${a.title}`} onClick={() => onOpen({ assignmentId: a._id })}>
                    {messages.teachingOpen}
                  </Button>
                </div>
              </Card>
            </Item>
          );
        }}
      />
      <AssignmentDialog api={api} teacherId={teacherId} sectionId={sectionId} courseId={courseId} open={adding} onOpenChange={setAdding} />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
`;
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  h2 {
    margin: 0 auto 0 0;
    font-size: ${tokens.font.sizeLg};
  }
`;
const Item = styled.div`
  p {
    margin: 0;
  }
`;
