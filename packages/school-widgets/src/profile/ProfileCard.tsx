import styled from 'styled-components';
import type { ApiClient, UserProfile } from '@school/api';
import { Avatar, Card, Chip, Stack, tokens } from '@school/ui';
import { queryFallback } from '../shared/QueryFallback';
import { FactList } from '../shared/FactList';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useTexts } from '../shared/intl';
import { profileFacts } from './logic';

export interface ProfileCardProps {
  /** The API client. */
  api: ApiClient;
  /** The person's school ID (e.g. ST-0001) or database id. */
  userId: string;
}

/** A person's own profile: photo, name, ID, role and the facts their role has. */
export function ProfileCard({ api, userId }: ProfileCardProps) {
  const t = useTexts();
  const { messages } = t;
  const query = useApiQuery(queryKeys.users.detail(userId), () => api.users.get(userId));
  if (query.status !== 'success') return queryFallback(query);
  const user: UserProfile = query.data.user;
  return (
    <Card>
      <Stack direction="row" gap="lg" align="center">
        <Avatar name={user.fullName} src={user.photo ? api.fileUrl('users', user.photo) : undefined} size={72} />
        <div>
          <Name>{user.fullName}</Name>
          <Meta>
            <span>{user.ID}</span>
            <Chip label={user.type.role ?? user.type.name} />
            {user.type.name === 'student' ? (
              <Chip
                tone={user.approved ? 'success' : 'warning'}
                label={user.approved ? messages.profileApproved : messages.profilePending}
              />
            ) : null}
          </Meta>
        </div>
      </Stack>
      <FactList facts={profileFacts(t, user)} />
    </Card>
  );
}

const Name = styled.h2`
  margin: 0 0 ${tokens.space.xs};
  font-size: ${tokens.font.sizeLg};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  align-items: center;
  color: ${tokens.color.textMuted};
`;
