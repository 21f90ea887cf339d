import styled from 'styled-components';
import { messages, type Email, type EmailFolder } from '@school/api';
import { Chip, IconPaperclip, tokens } from '@school/ui';
import { counterpartOf, emailDate, folderLabel, formatEmailDate, snippetOf, subjectOf } from './logic';

/** The card grid of a folder's page; each card opens the email. */
export function EmailCards({ emails, folder, onOpen }: { emails: readonly Email[]; folder: EmailFolder; onOpen: (id: string) => void }) {
  return (
    <Grid aria-label={folderLabel[folder]}>
      {emails.map((e) => {
        const fresh = folder === 'inbox' && !e.isRead;
        return (
          <li key={e._id} data-unread={fresh || undefined}>
            <button type="button" onClick={() => onOpen(e._id)}>
              <Top>
                <strong>{counterpartOf(e, folder)}</strong>
                {fresh ? <Chip label={messages.emailNew} tone="info" /> : null}
              </Top>
              <Subject>{subjectOf(e)}</Subject>
              <span>{snippetOf(e)}</span>
              <small>
                <time dateTime={emailDate(e)}>{formatEmailDate(emailDate(e))}</time>
                {e.attachments.length ? (
                  <>
                    {' · '}
                    <IconPaperclip size={14} aria-hidden="true" /> {e.attachments.length}
                  </>
                ) : null}
              </small>
            </button>
          </li>
        );
      })}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${tokens.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: grid;
    gap: ${tokens.space.xs};
    width: 100%;
    height: 100%;
    padding: ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surface};
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  li[data-unread] button {
    border-color: ${tokens.color.primary};
  }
  button:hover {
    box-shadow: ${tokens.shadow.md};
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
