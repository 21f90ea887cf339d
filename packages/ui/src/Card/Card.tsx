import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  box-shadow: ${tokens.shadow.sm};
  & > header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${tokens.space.sm};
  }
  & > header h3 {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
  }
`;

export interface CardProps {
  /** Heading; also names the card region. @default undefined */
  title?: ReactNode;
  /** Nodes at the right of the heading (buttons, links). @default undefined */
  actions?: ReactNode;
  /** Card body. */
  children?: ReactNode;
  /** Heading level. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** A bordered surface grouping related content. */
export function Card({ title, actions, children, headingLevel = 3 }: CardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  const headingId = useId();
  return (
    <Root data-ui="card" aria-labelledby={title ? headingId : undefined}>
      {title || actions ? (
        <header>
          {title ? <Heading id={headingId}>{title}</Heading> : <span />}
          {actions}
        </header>
      ) : null}
      {children}
    </Root>
  );
}
