import styled from 'styled-components';
import type { ApiClient } from '@school/api';
import { EmptyState, tokens } from '@school/ui';
import { nullWhenNotFound } from '../shared/notFound';
import { BackButton, queryFallback } from '../shared/QueryFallback';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { usePublicDate, usePublicMessages } from '../shared/intl';
import { sanitizeHtml } from '../shared/sanitizeNews';

export interface NewsDetailProps {
  /** The API client (no token needed). */
  api: ApiClient;
  /** The news item's _id. */
  id: string;
  /** Called by the Back button. */
  onBack: () => void;
}

/** One news item: title, date, photo, description and its (sanitized) HTML content. */
export function NewsDetail({ api, id, onBack }: NewsDetailProps) {
  const messages = usePublicMessages();
  const formatDate = usePublicDate();
  const query = useApiQuery(queryKeys.content.news.detail(id), () => nullWhenNotFound(api.content.news.get(id)));
  const back = <BackButton onBack={onBack} />;
  if (query.status !== 'success') return queryFallback(query, onBack);
  const news = query.data?.news;
  if (!news) return <EmptyState title={messages.newsNotFound} action={back} />;
  return (
    <Root>
      {back}
      <article aria-labelledby="news-detail-title">
        <h1 id="news-detail-title">{news.title}</h1>
        <time dateTime={new Date(news.Date).toISOString()}>{formatDate(news.Date)}</time>
        {news.photo ? <img src={api.fileUrl('news', news.photo)} alt="" /> : null}
        <Lead>{news.description}</Lead>
        <Content data-widget="news-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(news.content) }} />
      </article>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  justify-items: start;
  article {
    display: grid;
    gap: ${tokens.space.md};
    width: 100%;
  }
  h1 {
    margin: 0;
  }
  time {
    color: ${tokens.color.textMuted};
  }
  img {
    width: 100%;
    max-height: 28rem;
    object-fit: cover;
    border-radius: ${tokens.radius.lg};
  }
`;

const Lead = styled.p`
  font-size: ${tokens.font.sizeLg};
  margin: 0;
`;

const Content = styled.div`
  line-height: 1.7;
  a {
    color: ${tokens.color.primary};
  }
`;
