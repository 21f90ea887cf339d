import { Chip } from '@school/ui';
import { useTexts } from './intl';

/** A permission grant's state: active until a date, expired on a date, or without expiry. */
export function GrantChip({ grant }: { grant: { active: boolean; expiresAt?: string | null } }) {
  const { messages, fill, format } = useTexts();
  const { active, expiresAt } = grant;
  return (
    <Chip
      tone={active ? 'success' : 'neutral'}
      label={
        expiresAt
          ? fill(active ? messages.grantExpires : messages.grantExpired, { date: format.formatDate(Date.parse(expiresAt)) })
          : messages.grantNoExpiry
      }
    />
  );
}
