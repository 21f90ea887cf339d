import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { EmptyState, Select, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { WeekTable } from './WeekTable';
import { queryKeys } from '../shared/queryKeys';

export interface MyScheduleProps {
  /** The API client. */
  api: ApiClient;
  /** The teacher's or student's login ID. */
  personId: string;
  /** The academic period shown. @default the current one */
  periodId?: string;
  /** Called when another period is picked; without it the widget keeps the choice itself. @default undefined */
  onPeriodChange?: (change: { periodId: string }) => void;
  /** What a lesson shows besides the course: the section (teachers) or the teacher (students). @default 'section' */
  show?: 'section' | 'teacher';
}

/** A person's week in an academic period, with a period picker (the last 8 years). */
export function MySchedule({ api, personId, periodId, onPeriodChange, show = 'section' }: MyScheduleProps) {
  const { messages, fill } = useTexts();
  const [picked, setPicked] = useState<string | null>(null);
  const period = periodId ?? picked ?? 'current';
  const query = useApiQuery(queryKeys.teaching.schedule(personId, period), () => api.teaching.schedule(personId, period), {
    keepPrevious: true,
  });
  if (query.status !== 'success') return queryFallback(query);
  const { academic_period: current, periods, lessons, section } = query.data;
  const label = current ? fill(messages.teachingPeriod, { year: current.year, semester: current.semester }) : '';

  return (
    <Root>
      <Bar>
        <h2>{messages.myScheduleTitle}</h2>
        <Select
          label={messages.schedulePeriodLabel}
          value={current?._id ?? ''}
          options={periods.map((p) => ({ value: p._id, label: fill(messages.teachingPeriod, { year: p.year, semester: p.semester }) }))}
          onChange={(e) => {
            const next = e.currentTarget.value;
            if (onPeriodChange) onPeriodChange({ periodId: next });
            else setPicked(next);
          }}
        />
      </Bar>
      {lessons.length === 0 ? (
        <EmptyState title={messages.scheduleNoLessons} />
      ) : (
        <WeekTable lessons={lessons} show={show} caption={section ? `${section.name} · ${label}` : label} />
      )}
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
  align-items: end;
  gap: ${tokens.space.lg};
  h2 {
    margin: 0 auto 0 0;
    font-size: ${tokens.font.sizeLg};
  }
`;
