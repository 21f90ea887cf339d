import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { tokens } from '@school/ui';
import { useMessages } from '../shared/intl';
import { PermissionsTable } from './PermissionsTable';
import { RolesTable } from './RolesTable';
import { UsersTable } from './UsersTable';

export interface UsersAndPermissionsProps {
  /** The API client (an admin's token). */
  api: ApiClient;
  /** Opens a user's detail (by login ID). */
  onOpenUser: (ID: string) => void;
  /** The caller is a super admin (may create super admins). @default false */
  superAdmin?: boolean;
}

/** The admin's User and Permissions screen (spec 002 §2.5): the users, roles and permissions grids. */
export function UsersAndPermissions({ api, onOpenUser, superAdmin }: UsersAndPermissionsProps) {
  const messages = useMessages();
  return (
    <Root>
      <h2>{messages.usersAndPermissionsTitle}</h2>
      <UsersTable api={api} onOpenUser={onOpenUser} superAdmin={superAdmin} />
      <RolesTable api={api} superAdmin={superAdmin} />
      <PermissionsTable api={api} />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  min-width: 0;
  h2 {
    margin: 0;
  }
`;
