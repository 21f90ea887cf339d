import styled from 'styled-components';
import { Spinner } from '../Spinner/Spinner';
import { tokens } from '../theme/tokens';
import { useUiMessages } from '../UiProvider/UiProvider';

const Root = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.xl};
  color: ${tokens.color.textMuted};
`;

export interface LoadingStateProps {
  /** Text shown next to the spinner. @default uiMessages.loading */
  label?: string;
}

/** A polite "Loading…" status with a spinner. */
export function LoadingState({ label }: LoadingStateProps) {
  const messages = useUiMessages();
  return (
    <Root role="status" aria-live="polite" data-ui="loading-state">
      <Spinner size={20} />
      <span>{label ?? messages.loading}</span>
    </Root>
  );
}
