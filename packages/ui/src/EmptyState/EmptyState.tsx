import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { useUiMessages } from '../UiProvider/UiProvider';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.xl};
  text-align: center;
  color: ${tokens.color.textMuted};
  p {
    margin: 0;
  }
  [data-part='title'] {
    font-weight: ${tokens.font.weightBold};
    color: ${tokens.color.text};
  }
`;

export interface EmptyStateProps {
  /** Main text. @default uiMessages.noData */
  title?: ReactNode;
  /** Secondary text. @default undefined */
  description?: ReactNode;
  /** An action, e.g. a Refresh button. @default undefined */
  action?: ReactNode;
}

/** Shown when there is nothing to display. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  const messages = useUiMessages();
  return (
    <Root data-ui="empty-state">
      <p data-part="title">{title ?? messages.noData}</p>
      {description ? <p>{description}</p> : null}
      {action}
    </Root>
  );
}
