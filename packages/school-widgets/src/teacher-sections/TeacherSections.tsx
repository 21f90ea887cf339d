import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, PeriodDates, TeacherSection } from '@school/api';
import { Button, Card, EmptyState, TextField, tokens } from '@school/ui';
import { CardList } from '../shared/CardList';
import { useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { queryKeys } from '../shared/queryKeys';

export const SECTION_CARDS_PER_PAGE = 6;

export interface OpenSection {
  sectionId: string;
  courseId: string;
  /** The section's academic period (its dates bound the attendance days). */
  academicPeriod: PeriodDates | null;
}

export interface TeacherSectionsProps {
  /** The API client (teacher token). */
  api: ApiClient;
  /** The teacher's login ID. */
  teacherId: string;
  /** Heading. @default 'My sections' */
  title?: string;
  /** The open button's text. @default 'Open' */
  openLabel?: string;
  /** Opens a section and course. */
  onOpen: (open: OpenSection) => void;
}

/** Matches the search against the section and the course name. */
export function matchesSection(s: TeacherSection, query: string) {
  const q = query.trim().toLowerCase();
  return !q || s.name.toLowerCase().includes(q) || s.course.name.toLowerCase().includes(q);
}

/** The teacher's sections of the current period: search by section or course, 6 cards per page, refresh, open. */
export function TeacherSections({ api, teacherId, title: titleProp, openLabel: openLabelProp, onOpen }: TeacherSectionsProps) {
  const { messages, fill } = useTexts();
  const title = titleProp ?? messages.sectionsTitle;
  const openLabel = openLabelProp ?? messages.teachingOpen;
  const query = useApiQuery(queryKeys.teaching.teacherInPeriod(teacherId), () => api.teaching.teacherInPeriod(teacherId, 'current'));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  if (query.status !== 'success') return queryFallback(query);
  const all = query.data.teacher.assignedSections;
  const matching = all.filter((s) => matchesSection(s, search));
  const period = query.data.academic_period;

  return (
    <Root>
      <Bar>
        <h2>{title}</h2>
        {period ? <span>{fill(messages.teachingPeriod, { year: period.year, semester: period.semester })}</span> : null}
        <Button variant="secondary" busy={query.isFetching} onClick={() => void query.reload()}>
          {messages.teachingRefresh}
        </Button>
      </Bar>
      <Search>
        <TextField
          type="search"
          label={messages.sectionsSearchLabel}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
      </Search>
      {all.length === 0 ? <EmptyState title={messages.teacherDashNoSections} /> : null}
      <CardList
        label={title}
        items={all.length === 0 ? [] : matching}
        limit={SECTION_CARDS_PER_PAGE}
        page={page}
        onPageChange={setPage}
        itemKey={(s) => s.section_in_teacher_id}
        emptyText={all.length === 0 ? undefined : messages.sectionsEmpty}
        renderCard={(s) => {
          const name = fill(messages.teachingSectionCourse, { course: s.course.name, section: s.name });
          return (
            <Card title={name}>
              <Button
                size="sm"
                aria-label={`${openLabel} ${name}`}
                onClick={() => onOpen({ sectionId: s._id, courseId: s.course._id, academicPeriod: period })}
              >
                {openLabel}
              </Button>
            </Card>
          );
        }}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
  h2 {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
  }
  span {
    color: ${tokens.color.textMuted};
    margin-right: auto;
  }
`;
const Search = styled.div`
  max-width: 24rem;
`;
