import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { tokens } from '@school/ui';
import { CardList } from '../shared/CardList';
import { CardButton } from '../shared/CardParts';
import { queryFallback } from '../shared/QueryFallback';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { usePublicMessages } from '../shared/intl';

export interface GalleryGridProps {
  /** The API client (no token needed). */
  api: ApiClient;
  /** Photos per page (spec: 10). @default 10 */
  pageSize?: number;
  /** Called with the gallery's _id when a photo is opened. */
  onOpen: (id: string) => void;
}

/** The public gallery: a masonry grid of photos, paged only when there is more than one page. */
export function GalleryGrid({ api, pageSize = 10, onOpen }: GalleryGridProps) {
  const messages = usePublicMessages();
  const [page, setPage] = useState(1);
  const query = useApiQuery(
    queryKeys.content.gallery.list({ shown: true, page, limit: pageSize }),
    () => api.content.gallery.listShown({ page, limit: pageSize }),
    { keepPrevious: true },
  );

  if (query.status !== 'success') return queryFallback(query);
  const { gallery, totalPages } = query.data;
  return (
    <CardList
      label={messages.gallery}
      layout="masonry"
      items={gallery}
      pageCount={totalPages}
      limit={pageSize}
      page={page}
      onPageChange={setPage}
      itemKey={(g) => g._id}
      emptyText={messages.noGallery}
      renderCard={(g) => (
        <Tile onClick={() => onOpen(g._id)} aria-label={g.title}>
          {g.photo ? <img src={api.fileUrl('gallery', g.photo)} alt="" loading="lazy" /> : <Placeholder aria-hidden="true" />}
          <span>{g.title}</span>
        </Tile>
      )}
    />
  );
}

// The one clickable card (shared/CardList) as a photo tile: the picture to the edges, no border.
const Tile = styled(CardButton)`
  display: grid;
  padding: 0;
  border: 0;
  border-radius: ${tokens.radius.lg};
  overflow: hidden;
  box-shadow: ${tokens.shadow.sm};
  color: ${tokens.color.text};
  img {
    width: 100%;
    display: block;
  }
  span {
    padding: ${tokens.space.sm} ${tokens.space.md};
    font-weight: ${tokens.font.weightBold};
  }
  &:hover span {
    color: ${tokens.color.primary};
  }
`;

const Placeholder = styled.span`
  display: block;
  aspect-ratio: 4 / 3;
  background: ${tokens.color.surfaceMuted};
`;
