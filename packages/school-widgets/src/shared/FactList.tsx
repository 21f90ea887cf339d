import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '@school/ui';
import { usePublicMessages } from './intl';

/** One labelled fact of a detail page. */
export interface Fact {
  label: string;
  /** Empty values (null, undefined, '') read 'Not provided'. */
  value: ReactNode;
}

/** The label/value grid every detail page shows (a description list). */
export function FactList({ facts }: { facts: Fact[] }) {
  const messages = usePublicMessages();
  return (
    <Facts>
      {facts.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? messages.notProvided : value}</dd>
        </div>
      ))}
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  /* min(…, 100%): one column on a narrow phone instead of overflowing it */
  grid-template-columns: repeat(auto-fill, minmax(min(12rem, 100%), 1fr));
  gap: ${tokens.space.md};
  margin: 0;
  dt {
    font-weight: ${tokens.font.weightBold};
    font-size: ${tokens.font.sizeSm};
    color: ${tokens.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
