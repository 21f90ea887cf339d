import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '@school/ui';

/** The frame of the 404 and Unauthorized Access pages. */
export function StatusPage({ title, text, actions }: { title: string; text: string; actions: ReactNode }) {
  return (
    <Wrap>
      <h1>{title}</h1>
      <p>{text}</p>
      <Actions>{actions}</Actions>
    </Wrap>
  );
}

const Wrap = styled.main`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.xxl} ${tokens.space.lg};
  min-height: 50vh;
  align-content: center;
  h1 {
    margin: 0;
    font-size: ${tokens.font.sizeXl};
  }
  p {
    margin: 0;
    color: ${tokens.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${tokens.space.sm};
`;
