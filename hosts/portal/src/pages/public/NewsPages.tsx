import { useNavigate, useParams } from 'react-router-dom';
import { NewsDetail, NewsList } from '@school/widgets/news';
import { useSession } from '../../session/SessionProvider';
import { PublicPage } from './PublicPage';
import { usePublicMessages } from '@school/widgets/i18n';

/** /news: the live news, one per page. */
export function NewsPage() {
  const messages = usePublicMessages();
  const { api } = useSession();
  const navigate = useNavigate();
  return (
    <PublicPage title={messages.news}>
      <NewsList api={api} onOpen={(id) => navigate(`/news/${encodeURIComponent(id)}`)} />
    </PublicPage>
  );
}

/** /news/:id: one news item (our route; docs/decisions/0011-a-news-item-has-its-own-page-news-id.md). */
export function NewsDetailPage() {
  const { api } = useSession();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  return (
    <PublicPage>
      <NewsDetail api={api} id={id} onBack={() => navigate('/news')} />
    </PublicPage>
  );
}
