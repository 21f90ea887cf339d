import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { Heading, type HeadingLevel } from '../Heading/Heading';

export interface PageHeaderProps {
  /** The page's title. */
  title: ReactNode;
  /** The title's outline level. @default 1 */
  level?: HeadingLevel;
  /** A line under the title. @default undefined */
  description?: ReactNode;
  /** Buttons on the right (under the title on a narrow screen). @default undefined */
  actions?: ReactNode;
  /** Something before the title, e.g. an avatar. @default undefined */
  leading?: ReactNode;
  /** The heading's id, for a section's aria-labelledby. @default undefined */
  titleId?: string;
}

// A div, not a <header>: a page's header would be a second banner landmark beside the portal's.
const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  [data-part='titles'] {
    display: flex;
    align-items: center;
    gap: ${tokens.space.lg};
    min-width: 0;
  }
  [data-part='titles'] > div {
    display: grid;
    gap: ${tokens.space.xs};
    min-width: 0;
  }
  [data-part='description'] {
    margin: 0;
    color: ${tokens.color.textMuted};
  }
  [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.sm};
  }
`;

/** A page's title with an optional description and actions on the right; wraps on a phone. */
export function PageHeader({ title, level = 1, description, actions, leading, titleId }: PageHeaderProps) {
  return (
    <Root data-ui="page-header">
      <div data-part="titles">
        {leading}
        <div>
          <Heading level={level} id={titleId}>
            {title}
          </Heading>
          {description ? <p data-part="description">{description}</p> : null}
        </div>
      </div>
      {actions ? <div data-part="actions">{actions}</div> : null}
    </Root>
  );
}
