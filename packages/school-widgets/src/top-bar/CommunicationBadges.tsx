import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { ApiClient, LiveClient } from '@school/api';
import { Badge, IconBell, IconMail, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { useLiveInvalidation } from '../shared/useLive';
import { useTexts } from '../shared/intl';

export interface CommunicationBadgesProps {
  /** The API client of the signed-in person. */
  api: ApiClient;
  /** The live connection: counts change as notifications and emails arrive. @default undefined (polls every minute) */
  live?: LiveClient;
  /** Where the bell leads; omitted: no bell. @default undefined */
  notificationsHref?: string;
  /** Where the mail badge leads; omitted: no mail badge. @default undefined */
  emailHref?: string;
  /** Client-side navigation (a router's navigate); without it the links load the page. @default undefined */
  onNavigate?: (href: string) => void;
}

export const badgeKeys = {
  notifications: ['communication', 'notifications', 'badge'] as const,
  email: ['communication', 'emails', 'badge'] as const,
};

/** The top bar's notification bell (unread total) and mail badge (new inbox count), live. */
export function CommunicationBadges({ api, live, notificationsHref, emailHref, onNavigate }: CommunicationBadgesProps) {
  const { messages, fill } = useTexts();
  const poll = live ? undefined : 60_000;
  const unread = useApiQuery(badgeKeys.notifications, () => api.communication.notifications.list({ status: 'unread', limit: 1 }), {
    enabled: !!notificationsHref,
    refetchInterval: poll,
  });
  const mail = useApiQuery(badgeKeys.email, () => api.communication.emails.list({ folder: 'inbox', limit: 1 }), {
    enabled: !!emailHref,
    refetchInterval: poll,
  });
  useLiveInvalidation(live, ['notification'], [['communication', 'notifications']]);
  useLiveInvalidation(live, ['email'], [['communication', 'emails']]);

  const follow = (href: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onNavigate(href);
  };
  const bell = unread.status === 'success' ? unread.data.unread : 0;
  const fresh = mail.status === 'success' ? mail.data.inbox.new : 0;
  // Until a count is read the link says so: '0 unread' would be a claim.
  const bellLabel =
    unread.status === 'success' ? fill(messages.notificationsBadgeLabel, { count: bell }) : messages.notificationsBadgeLoading;
  const mailLabel = mail.status === 'success' ? fill(messages.emailBadgeLabel, { count: fresh }) : messages.emailBadgeLoading;

  return (
    <Root>
      {notificationsHref ? (
        <a href={notificationsHref} onClick={follow(notificationsHref)} aria-label={bellLabel} data-count={bell}>
          <IconBell size={20} aria-hidden="true" />
          {bell > 0 ? <Badge tone="danger">{bell}</Badge> : null}
        </a>
      ) : null}
      {emailHref ? (
        <a href={emailHref} onClick={follow(emailHref)} aria-label={mailLabel} data-count={fresh}>
          <IconMail size={20} aria-hidden="true" />
          {fresh > 0 ? <Badge tone="danger">{fresh}</Badge> : null}
        </a>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.xs};
  a {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space.xxs};
    padding: ${tokens.space.xs} ${tokens.space.sm};
    border-radius: ${tokens.radius.pill};
    color: inherit;
    text-decoration: none;
    font-size: ${tokens.font.sizeLg};
  }
  a:hover {
    background: ${tokens.color.surfaceMuted};
  }
  a:focus-visible {
    outline: 2px solid ${tokens.color.focus};
  }
`;
