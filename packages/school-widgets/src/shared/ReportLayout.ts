import styled from 'styled-components';
import { tokens } from '@school/ui';

/** The page frame of a section's marks (the grade sheet, the section report): Back, the header with its note, then the sheet. */
export const ReportPage = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  > button {
    justify-self: start;
  }
  header h1 {
    margin: 0;
  }
  header p {
    margin: ${tokens.space.xs} 0 0;
    color: ${tokens.color.textMuted};
  }
`;
