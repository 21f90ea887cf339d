import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Card, LineChart, PieChart, Stack, StatCard, tokens } from '@school/ui';
import { queryFallback } from '../shared/QueryFallback';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useTexts } from '../shared/intl';
import { enrollmentSeries, staffByType } from './logic';

export interface AdminDashboardProps {
  /** The API client. */
  api: ApiClient;
}

/** The admin landing page: four stat cards, the enrollment line chart and the staff pie chart. */
export function AdminDashboard({ api }: AdminDashboardProps) {
  const t = useTexts();
  const { messages } = t;
  const query = useApiQuery(queryKeys.dashboard.admin(), () => api.dashboard.admin());

  if (query.status !== 'success') return queryFallback(query);
  const data = query.data;
  return (
    <Stack gap="xl">
      <Stats>
        <StatCard label={messages.approvedStudents} value={data.approvedStudents} />
        <StatCard label={messages.applicants} value={data.unapprovedStudents} />
        <StatCard label={messages.teachers} value={data.teachers} />
        <StatCard label={messages.courses} value={data.courses} />
      </Stats>
      <Charts>
        <Card>
          <LineChart title={messages.enrollmentChart} data={enrollmentSeries(t, data)} />
        </Card>
        <Card>
          <PieChart title={messages.staffChart} data={staffByType(t, data)} />
        </Card>
      </Charts>
    </Stack>
  );
}

const Stats = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const Charts = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
`;
