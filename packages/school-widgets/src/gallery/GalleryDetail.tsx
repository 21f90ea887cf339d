import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { EmptyState, tokens } from '@school/ui';
import { nullWhenNotFound } from '../shared/notFound';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { usePublicDate, usePublicMessages } from '../shared/intl';

export interface GalleryDetailProps {
  /** The API client (no token needed). */
  api: ApiClient;
  /** The gallery's _id. */
  id: string;
  /** Called by the Back button. */
  onBack: () => void;
}

/** One gallery: photo, title, description; 'No Gallery Found' for an unknown id. */
export function GalleryDetail({ api, id, onBack }: GalleryDetailProps) {
  const messages = usePublicMessages();
  const formatDate = usePublicDate();
  const query = useApiQuery(queryKeys.content.gallery.detail(id), () => nullWhenNotFound(api.content.gallery.get(id)));
  const back = <BackButton onBack={onBack} />;
  if (query.status !== 'success') return queryFallback(query, onBack);
  const gallery = query.data?.gallery;
  if (!gallery) return <EmptyState title={messages.galleryNotFound} action={back} />;
  return (
    <Root>
      {back}
      <Figure>
        {gallery.photo ? <img src={api.fileUrl('gallery', gallery.photo)} alt={gallery.title} /> : null}
        <figcaption>
          <h1>{gallery.title}</h1>
          <time dateTime={new Date(gallery.date).toISOString()}>{formatDate(gallery.date)}</time>
          <p>{gallery.description}</p>
        </figcaption>
      </Figure>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  justify-items: start;
`;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${tokens.space.md};
  width: 100%;
  img {
    width: 100%;
    max-height: 36rem;
    object-fit: contain;
    border-radius: ${tokens.radius.lg};
    background: ${tokens.color.text};
  }
  h1 {
    margin: 0 0 ${tokens.space.xs};
  }
  time {
    color: ${tokens.color.textMuted};
  }
  p {
    line-height: 1.6;
  }
`;
