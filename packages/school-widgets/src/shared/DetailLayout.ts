import styled from 'styled-components';
import { tokens } from '@school/ui';

/** The page frame of the student and applicant detail pages: Back, the header, then sections. */
export const DetailRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space.xl};
  justify-items: stretch;
  > button:first-child {
    justify-self: start;
  }
  article {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${tokens.space.md};
  }
  h2 {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
  }
`;

/** Photo, name and the main actions in one row. */
export const DetailHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.lg};
  h1 {
    margin: 0 0 ${tokens.space.xs};
  }
`;
