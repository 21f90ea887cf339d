import styled from 'styled-components';
import { focusRing, tokens } from '@school/ui';

// The parts around the one card list (./CardList.tsx), in a module of their own: a styled
// component is kept in every bundle that imports its module, so the lists that need none of
// these (the news page of the embed, 120 KB budget) do not carry them.

/**
 * A card that opens what it shows: a real `<button type="button">` (Enter and Space, the focus
 * ring, its text as its name), full width of its list item, bordered on the surface colour, a
 * shadow on hover. A card widget lays out its content with `styled(CardButton)` (grid, row, tile).
 * `data-unread` marks an unread card (the caller styles how).
 */
export const CardButton = styled.button.attrs((p) => ({ type: p.type ?? 'button' }))`
  width: 100%;
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    box-shadow: ${tokens.shadow.md};
  }
  ${focusRing}
`;

/** The page of a card list: a titled `<section>` (name it with `aria-labelledby` its h2), its parts spaced alike. */
export const CardListSection = styled.section`
  display: grid;
  gap: ${tokens.space.lg};
  h2 {
    margin: 0;
  }
`;

/** The row of search, sort and actions above a card list; wraps on a phone. */
export const CardListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${tokens.space.md};
`;
