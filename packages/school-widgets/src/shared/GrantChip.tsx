import { messages } from '@school/api';
import { Chip } from '@school/ui';
import { formatDate } from './format';
import { fill } from './text';

/** A permission grant's state: active until a date, expired on a date, or without expiry. */
export function GrantChip({ grant }: { grant: { active: boolean; expiresAt?: string | null } }) {
  const { active, expiresAt } = grant;
  return (
    <Chip
      tone={active ? 'success' : 'neutral'}
      label={
        expiresAt
          ? fill(active ? messages.grantExpires : messages.grantExpired, { date: formatDate(Date.parse(expiresAt)) })
          : messages.grantNoExpiry
      }
    />
  );
}
