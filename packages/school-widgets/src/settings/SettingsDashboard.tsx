import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Button, IconCheck, IconClose, IconHourglass, IconPlus, StatCard, Tabs, tokens } from '@school/ui';
import { useMessages } from '../shared/intl';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { CurrentPermissions } from './CurrentPermissions';
import { PermissionRequestList } from './PermissionRequestList';
import { PermissionTasks } from './PermissionTasks';
import { RequestPermissionForm } from './RequestPermissionForm';

export interface SettingsDashboardProps {
  /** The API client (the signed-in person's token). */
  api: ApiClient;
  /** The signed-in person's users `_id` (to know their approver levels). */
  userId: string;
  /** The home button: back to the role's dashboard. @default undefined (no button) */
  onHome?: () => void;
}

/**
 * Settings (spec 002 §2.5): the four figures, and the Permissions section with Current
 * Permissions, Request New, Permission Request List (the stepper) and Permission Tasks.
 */
export function SettingsDashboard({ api, userId, onHome }: SettingsDashboardProps) {
  const messages = useMessages();
  const mine = useApiQuery(queryKeys.permissions.mine, () => api.permissions.permissions.mine());
  const stats = mine.status === 'success' ? mine.data.stats : null;
  const figure = (n: number | undefined) => (n === undefined ? '…' : n);
  return (
    <Root>
      <Header>
        <h2>{messages.settingsTitle}</h2>
        {onHome ? (
          <Button variant="secondary" onClick={onHome}>
            {messages.settingsHome}
          </Button>
        ) : null}
      </Header>
      <Stats aria-label={messages.permissionsSectionTitle}>
        <StatCard label={messages.statActive} value={figure(stats?.active)} tone="success" icon={<IconCheck size={20} />} />
        <StatCard label={messages.statAvailable} value={figure(stats?.available)} icon={<IconPlus size={20} />} />
        <StatCard label={messages.statPending} value={figure(stats?.pending)} icon={<IconHourglass size={20} />} />
        <StatCard label={messages.statRejected} value={figure(stats?.rejected)} tone="danger" icon={<IconClose size={20} />} />
      </Stats>
      <section aria-labelledby="settings-permissions">
        <h3 id="settings-permissions">{messages.permissionsSectionTitle}</h3>
        <Tabs
          label={messages.permissionsSectionTitle}
          items={[
            { value: 'current', label: messages.tabCurrentPermissions, content: <CurrentPermissions query={mine} /> },
            {
              value: 'new',
              label: messages.tabRequestNew,
              content: <RequestPermissionForm api={api} userId={userId} held={mine.data?.grants ?? []} />,
            },
            { value: 'requests', label: messages.tabRequestList, content: <PermissionRequestList api={api} /> },
            { value: 'tasks', label: messages.tabTasks, content: <PermissionTasks api={api} userId={userId} /> },
          ]}
        />
      </section>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  /* One column no wider than the page: the stat cards' auto-fit row wraps instead (issue 19). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space.lg};
  h2,
  h3 {
    margin: 0;
  }
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${tokens.space.sm};
`;
const Stats = styled.section`
  display: grid;
  gap: ${tokens.space.md};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;
