import styled from 'styled-components';
import type { TermReopening } from '@school/api';
import { tokens } from '@school/ui';
import { useTexts } from '../shared/intl';

/** The term's reopenings (who, when, why), newest first; nothing when it was never reopened. */
export function TermReopenings({ reopenings }: { reopenings: readonly TermReopening[] }) {
  const { messages, fill, format } = useTexts();
  if (reopenings.length === 0) return null;
  return (
    <Root aria-label={messages.termReopeningsTitle}>
      <h2>{messages.termReopeningsTitle}</h2>
      <ul>
        {reopenings.map((r) => (
          <li key={r.at}>{fill(messages.termReopeningLine, { date: format.formatDateTime(r.at), name: r.by, reason: r.reason })}</li>
        ))}
      </ul>
    </Root>
  );
}

const Root = styled.section`
  h2 {
    margin: 0 0 ${tokens.space.xs};
    font-size: ${tokens.font.sizeMd};
  }
  ul {
    margin: 0;
    padding-inline-start: ${tokens.space.lg};
  }
`;
