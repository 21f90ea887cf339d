import styled from 'styled-components';
import type { Email, EmailFolder } from '@school/api';
import { Chip, IconPaperclip, tokens } from '@school/ui';
import { CardList } from '../shared/CardList';
import { CardButton } from '../shared/CardParts';
import { useTexts } from '../shared/intl';
import { counterpartOf, emailDate, folderLabel, snippetOf, subjectOf } from './logic';

export interface EmailCardsProps {
  /** The folder's page the server sent. */
  emails: readonly Email[];
  folder: EmailFolder;
  page: number;
  /** The folder's pages (the server's count). */
  pageCount: number;
  /** Emails a page. */
  limit: number;
  onPageChange: (page: number) => void;
  onOpen: (id: string) => void;
}

/** The card grid of a folder's page (the one CardList, paged on the server); each card opens the email. */
export function EmailCards({ emails, folder, page, pageCount, limit, onPageChange, onOpen }: EmailCardsProps) {
  const t = useTexts();
  return (
    <CardList
      items={emails}
      itemKey={(e) => e._id}
      label={folderLabel(t, folder)}
      limit={limit}
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      minCardWidth="16rem"
      renderCard={(e) => <EmailCard email={e} folder={folder} onOpen={onOpen} />}
    />
  );
}

function EmailCard({ email: e, folder, onOpen }: { email: Email; folder: EmailFolder; onOpen: (id: string) => void }) {
  const t = useTexts();
  const { messages } = t;
  const fresh = folder === 'inbox' && !e.isRead;
  return (
    <Card data-unread={fresh || undefined} onClick={() => onOpen(e._id)}>
      <Top>
        <strong>{counterpartOf(e, folder)}</strong>
        {fresh ? <Chip label={messages.emailNew} tone="info" /> : null}
      </Top>
      <Subject>{subjectOf(t, e)}</Subject>
      <span>{snippetOf(t, e)}</span>
      <small>
        <time dateTime={emailDate(e)}>{t.format.formatDateTime(emailDate(e))}</time>
        {e.attachments.length ? (
          <>
            {' · '}
            <IconPaperclip size={14} aria-hidden="true" /> {e.attachments.length}
          </>
        ) : null}
      </small>
    </Card>
  );
}

// The one clickable card (shared/CardList), laid out as a grid; an unread email has a coloured border.
const Card = styled(CardButton)`
  display: grid;
  gap: ${tokens.space.xs};
  height: 100%;
  &[data-unread] {
    border-color: ${tokens.color.primary};
  }
  small,
  span {
    color: ${tokens.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${tokens.space.sm};
`;

const Subject = styled.span`
  color: ${tokens.color.text} !important;
  font-weight: ${tokens.font.weightBold};
`;
