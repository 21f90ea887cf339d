import styled from 'styled-components';
import { type ApiClient } from '@school/api';
import { Alert, LoadingState, tokens } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { Carousel } from './Carousel';
import { CAROUSEL_INTERVAL_MS } from './logic';
import { usePublicMessages } from '../shared/intl';

export interface GalleryCarouselProps {
  /** The API client (no token needed). */
  api: ApiClient;
  /** How many landing-page photos to show. @default 10 */
  limit?: number;
  /** Time between slides, in ms. @default 4000 */
  intervalMs?: number;
}

/** The landing-page image carousel: the galleries set "to landing page" (getshowgallery). */
export function GalleryCarousel({ api, limit = 10, intervalMs = CAROUSEL_INTERVAL_MS }: GalleryCarouselProps) {
  const messages = usePublicMessages();
  const query = useApiQuery(queryKeys.content.gallery.list({ shown: true, page: 1, limit }), () =>
    api.content.gallery.listShown({ page: 1, limit }),
  );
  if (query.status === 'loading') return <LoadingState label={messages.loading} />;
  if (query.status === 'error') return <Alert kind="error" message={`${messages.errorPrefix}${query.error}`} />;
  const items = query.data.gallery;
  if (items.length === 0) return <Alert kind="info" message={messages.noGallery} />;
  return (
    <Carousel
      label={messages.carouselLabel}
      intervalMs={intervalMs}
      slides={items.map((g) => ({
        key: g._id,
        content: (
          <Figure>
            {g.photo ? <img src={api.fileUrl('gallery', g.photo)} alt={g.title} /> : null}
            <figcaption>
              <strong>{g.title}</strong>
              <span>{g.description}</span>
            </figcaption>
          </Figure>
        ),
      }))}
    />
  );
}

const Figure = styled.figure`
  margin: 0;
  display: grid;
  border-radius: ${tokens.radius.lg};
  overflow: hidden;
  background: ${tokens.color.text};
  img {
    width: 100%;
    aspect-ratio: 16 / 7;
    object-fit: cover;
    display: block;
  }
  figcaption {
    display: grid;
    gap: ${tokens.space.xs};
    padding: ${tokens.space.md} ${tokens.space.lg};
    color: ${tokens.color.background};
  }
`;
