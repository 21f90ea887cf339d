import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '@school/ui';

/** A titled group of the application form's fields, laid out in responsive columns. */
export function ApplicationFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Fields>{children}</Fields>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  legend {
    padding: 0 ${tokens.space.sm};
    font-weight: ${tokens.font.weightBold};
    font-size: ${tokens.font.sizeLg};
  }
`;

const Fields = styled.div`
  display: grid;
  gap: ${tokens.space.md} ${tokens.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
`;
