import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { Button, IconArrowLeft, tokens } from '@school/ui';
import { ProfileCard } from '../profile/ProfileCard';
import { queryFallback } from '../shared/QueryFallback';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useTexts } from '../shared/intl';
import { FamilyPanel } from './FamilyPanel';
import { PermissionsPanel } from './PermissionsPanel';
import { OwnershipPanels } from './OwnershipPanels';

export interface UserDetailProps {
  /** The API client (an admin's token). */
  api: ApiClient;
  /** The user's login ID (or `_id`). */
  userId: string;
  /** Back to the User and Permissions screen. @default undefined */
  onBack?: () => void;
  /** Opens a section's semester report from the ownership panel. @default undefined */
  onOpenSectionReport?: (sectionId: string) => void;
  /** Opens a section's yearly report from the ownership panel. @default undefined */
  onOpenYearReport?: (sectionName: string, year: number) => void;
}

/**
 * One user for an admin (spec 002 §2.5 User detail): the profile card, the section
 * ownership panels by semester and by year, the permissions panel and, for a family account,
 * Link Students to Parent.
 */
export function UserDetail({ api, userId, onBack, onOpenSectionReport, onOpenYearReport }: UserDetailProps) {
  const { messages, fill } = useTexts();
  const query = useApiQuery(queryKeys.users.detail(userId), () => api.users.get(userId));
  if (query.status !== 'success') return queryFallback(query, onBack);
  const user = query.data.user;
  return (
    <Root>
      <Header>
        {onBack ? (
          <Button variant="ghost" onClick={onBack}>
            <IconArrowLeft size={16} aria-hidden="true" /> {messages.back}
          </Button>
        ) : null}
        <h2>{fill(messages.userDetailTitle, { ID: user.ID })}</h2>
      </Header>
      <ProfileCard api={api} userId={user.ID} />
      <OwnershipPanels api={api} ownerID={user.ID} onOpenSection={onOpenSectionReport} onOpenYear={onOpenYearReport} />
      <PermissionsPanel api={api} userId={user._id} />
      {user.type.name === 'Family' ? <FamilyPanel api={api} parentId={user._id} /> : null}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  min-width: 0;
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
  h2 {
    margin: 0;
  }
`;
