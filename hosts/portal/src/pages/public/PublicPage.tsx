import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '@school/ui';

/** The frame of a public page: the main landmark, an optional title, the content. */
export function PublicPage({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Main>
      {title ? <h1>{title}</h1> : null}
      {children}
    </Main>
  );
}

const Main = styled.main`
  display: grid;
  align-content: start;
  gap: ${tokens.space.xl};
  padding: ${tokens.space.xl} ${tokens.space.lg};
  max-width: 72rem;
  margin: 0 auto;
  width: 100%;
  box-sizing: border-box;
  h1 {
    margin: 0;
  }
`;
