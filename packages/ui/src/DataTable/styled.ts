import styled from 'styled-components';
import { focusRing } from '../internal/focus';
import { tokens } from '../theme/tokens';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  color: ${tokens.color.text};
  /* In a grid or flex parent, never wider than it: the table scrolls in Scroll instead. */
  min-width: 0;
  max-width: 100%;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space.sm};
  h2 {
    margin: 0 auto 0 0;
    font-size: ${tokens.font.sizeLg};
  }
  [data-ui='text-field'] {
    min-width: min(220px, 100%);
  }
`;

export const Scroll = styled.div`
  overflow: auto;
  ${focusRing}
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  &[data-virtual='true'] {
    max-height: 480px;
  }
  /* The next page is on its way (server mode): the current rows stay, dimmed. */
  &[data-fetching='true'] tbody {
    opacity: 0.6;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.font.sizeSm};
  th,
  td {
    padding: ${tokens.space.sm} ${tokens.space.md};
    text-align: left;
    border-bottom: 1px solid ${tokens.color.border};
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${tokens.color.surfaceMuted};
    font-weight: ${tokens.font.weightBold};
    z-index: 1;
  }
  tbody tr[data-clickable='true'] {
    cursor: pointer;
  }
  tbody tr[data-clickable='true']:hover {
    background: ${tokens.color.surfaceMuted};
  }
  tbody tr[data-clickable='true'] {
    ${focusRing}
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  padding: 0;
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: inherit;
  color: inherit;
  cursor: pointer;
  ${focusRing}
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  [data-ui='select'] {
    flex-direction: row;
    align-items: center;
    gap: ${tokens.space.sm};
  }
  [data-ui='select'] select {
    width: auto;
    min-height: 32px;
  }
`;

export const Summary = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;
