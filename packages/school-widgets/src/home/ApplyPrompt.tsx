import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { tokens } from '@school/ui';
import { usePublicMessages } from '../shared/intl';

export interface ApplyPromptProps {
  /** Where the Apply link points without a callback (e.g. in a CMS page). @default '/register' */
  href?: string;
  /** Called on a plain click instead of following the link (a host's router navigation). @default undefined */
  onApply?: () => void;
}

/** The register-your-child prompt with its Apply link. */
export function ApplyPrompt({ href = '/register', onApply }: ApplyPromptProps) {
  const messages = usePublicMessages();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, new window) keep the browser's behaviour.
    if (!onApply || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onApply();
  };
  return (
    <Banner aria-labelledby="apply-prompt-title">
      <div>
        <h2 id="apply-prompt-title">{messages.applyTitle}</h2>
        <p>{messages.applyText}</p>
      </div>
      <ApplyLink href={href} onClick={click}>
        {messages.apply}
      </ApplyLink>
    </Banner>
  );
}

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.lg};
  padding: ${tokens.space.xl};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
  h2 {
    margin: 0 0 ${tokens.space.sm};
  }
  p {
    margin: 0;
  }
`;

const ApplyLink = styled.a`
  padding: ${tokens.space.sm} ${tokens.space.xl};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.onPrimary};
  color: ${tokens.color.primary};
  font-weight: ${tokens.font.weightBold};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${tokens.color.onPrimary};
    outline-offset: 3px;
  }
`;
