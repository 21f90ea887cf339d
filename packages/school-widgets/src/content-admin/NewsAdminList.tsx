import type { News } from '@school/api';
import { useMessages } from '../shared/intl';
import { ContentAdminTable, type ContentAdminListProps, type ServerContentList } from './ContentAdminTable';
import { newsKind } from './kinds';
import { EXPORT_FILE, loadEveryPage } from './logic';

export type NewsAdminListProps = ContentAdminListProps;

/** Every news item, live and garbage (getnews without `show`, as an admin), a page at a time. */
const newsList: ServerContentList<News> = {
  load: async (api, q) => {
    const r = await api.content.news.list(q);
    return r.ok ? { ...r, data: { items: r.data.news, totalItems: r.data.totalItems } } : r;
  },
  loadAll: (api, filter) =>
    loadEveryPage(
      (q) => api.content.news.list({ ...filter, ...q }),
      (l) => l.news,
    ),
  sortBy: { name: 'title', date: 'Date', status: 'show' },
};

/**
 * Admin news titles, searched, sorted and paged by the server: Add News, CSV/Excel export of every
 * matching item (news.xlsx), refresh, 5 per page; a title opens the item.
 */
export function NewsAdminList({ pageSize = 5, ...props }: NewsAdminListProps) {
  const messages = useMessages();
  return (
    <ContentAdminTable<News>
      {...props}
      pageSize={pageSize}
      kind={newsKind}
      title={messages.newsAdminTitle}
      nameHeader={messages.titleLabel}
      server={newsList}
      pageSizes={PAGE_SIZES}
      xlsxFileName={EXPORT_FILE.news}
    />
  );
}

const PAGE_SIZES = [5, 10, 25] as const;
