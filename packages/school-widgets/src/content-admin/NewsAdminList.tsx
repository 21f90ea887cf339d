import { messages, type ApiClient, type News } from '@school/api';
import { ContentAdminTable, type ContentAdminListProps } from './ContentAdminTable';
import { newsKind } from './kinds';
import { EXPORT_FILE, loadEveryPage } from './logic';

export type NewsAdminListProps = ContentAdminListProps;

/** Every news item, live and garbage (getnews without `show`, as an admin). */
const loadNews = (api: ApiClient) =>
  loadEveryPage(
    (q) => api.content.news.list(q),
    (l) => l.news,
  );

/** Admin news titles: search, Add News, CSV/Excel export (news.xlsx), refresh, 5 per page; a title opens the item. */
export function NewsAdminList({ pageSize = 5, ...props }: NewsAdminListProps) {
  return (
    <ContentAdminTable<News>
      {...props}
      pageSize={pageSize}
      kind={newsKind}
      title={messages.newsAdminTitle}
      nameHeader={messages.titleLabel}
      load={loadNews}
      pageSizes={PAGE_SIZES}
      xlsxFileName={EXPORT_FILE.news}
    />
  );
}

const PAGE_SIZES = [5, 10, 25] as const;
