import styled from 'styled-components';
import { Button, tokens } from '@school/ui';
import { useMessages } from '../shared/intl';

export interface ReportNotReleasedProps {
  /** Back to Home: the host goes to /home. */
  onBackHome: () => void;
}

/** What a student or parent sees while the owner hides grades (spec 002). */
export function ReportNotReleased({ onBackHome }: ReportNotReleasedProps) {
  const messages = useMessages();
  return (
    <Root role="status">
      <h2>{messages.noReportReleased}</h2>
      <p>{messages.reportNotReleasedText}</p>
      <Button onClick={onBackHome}>{messages.backToHome}</Button>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  justify-items: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.xl} ${tokens.space.md};
  text-align: center;
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${tokens.color.textMuted};
    max-width: 40ch;
  }
`;
