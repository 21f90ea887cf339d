import { useId } from 'react';
import styled from 'styled-components';
import type { ApiClient, News } from '@school/api';
import { Button, tokens } from '@school/ui';
import { usePublicDate, usePublicMessages } from '../shared/intl';

export interface NewsCardProps {
  /** The news item. */
  news: News;
  /** Builds the photo URL. */
  fileUrl: ApiClient['fileUrl'];
  /** Called when the reader opens the item. */
  onOpen: (id: string) => void;
}

/** One news card of the public list: photo, title, date, description and Read more. */
export function NewsCard({ news, fileUrl, onOpen }: NewsCardProps) {
  const messages = usePublicMessages();
  const formatDate = usePublicDate();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} data-widget="news-card">
      {news.photo ? <img src={fileUrl('news', news.photo)} alt="" /> : null}
      <div>
        <h3 id={titleId}>{news.title}</h3>
        <time dateTime={new Date(news.Date).toISOString()}>{formatDate(news.Date)}</time>
        <p>{news.description}</p>
        <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={() => onOpen(news._id)}>
          {messages.readMore}
        </Button>
      </div>
    </Card>
  );
}

const Card = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 18rem) 1fr;
  gap: ${tokens.space.lg};
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.sm};
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${tokens.radius.md};
  }
  h3 {
    margin: 0 0 ${tokens.space.xs};
  }
  time {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
  }
  p {
    line-height: 1.6;
  }
`;
