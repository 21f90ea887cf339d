import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, tokens } from '@school/ui';
import { facilities } from './facilities';
import { usePublicMessages } from '../shared/intl';

export interface SchoolWelcomeProps {
  /** Start with the about text expanded. @default false */
  defaultExpanded?: boolean;
}

/** The welcome card with the facility counts and the about section with its More/Less toggle; their titles are h2 (the page's h1 above). */
export function SchoolWelcome({ defaultExpanded = false }: SchoolWelcomeProps) {
  const messages = usePublicMessages();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const moreId = useId();
  return (
    <Grid>
      <Card title={messages.campusTitle} headingLevel={2}>
        <p>{messages.welcomeText}</p>
        <Facilities aria-label={messages.facilities}>
          {facilities(messages).map((f) => (
            <li key={f.label}>
              <strong>{f.count}</strong> <span>{f.label}</span>
            </li>
          ))}
        </Facilities>
      </Card>
      <Card title={messages.aboutTitle} headingLevel={2}>
        <p>{messages.aboutShort}</p>
        <p id={moreId} hidden={!expanded}>
          {messages.aboutMore}
        </p>
        <Button variant="ghost" aria-expanded={expanded} aria-controls={moreId} onClick={() => setExpanded((v) => !v)}>
          {expanded ? messages.less : messages.more}
        </Button>
      </Card>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  p {
    line-height: 1.6;
  }
  /* Under the page's h1 the cards' titles are h2 (no skipped level), at the card-title size. */
  header h2 {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
  }
`;

const Facilities = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${tokens.space.sm};
  li {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: baseline;
    padding: ${tokens.space.sm};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surfaceMuted};
  }
  strong {
    font-size: ${tokens.font.sizeLg};
    color: ${tokens.color.primary};
  }
`;
